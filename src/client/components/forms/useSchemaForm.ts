import { getIn, setIn, setNestedObjectValues, useFormik, type FormikErrors, type FormikHelpers, type FormikValues } from 'formik';
import type { FormEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { Schema, ValidationError } from 'yup';
import type { ValidationMessage } from '../../../domain/validation/yup';
import { useToasts } from '../toasts/useToasts';

const isValidationMessage = (value: unknown): value is ValidationMessage =>
  value !== null && typeof value === 'object' && typeof (value as ValidationMessage).key === 'string';

const isValidationError = (error: unknown): error is ValidationError =>
  error instanceof Error && error.name === 'ValidationError' && Array.isArray((error as ValidationError).inner);

/** The domain schemas' messages are `{key, values}` catalogue entries; plain strings pass through. */
export function translateValidation(intl: IntlShape, message: unknown): string {
  return isValidationMessage(message) ? intl.formatMessage({ id: message.key }, message.values) : String(message);
}

/** Validates with a domain yup schema and returns formik errors in the user's language (first message per field). */
export async function validateWithSchema<T>(schema: Schema, values: T, intl: IntlShape): Promise<FormikErrors<T>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!isValidationError(error)) throw error;
    let errors: FormikErrors<T> = {};
    for (const issue of error.inner.length > 0 ? error.inner : [error]) {
      if (issue.path && getIn(errors, issue.path) === undefined)
        errors = setIn(errors, issue.path, translateValidation(intl, issue.errors[0]));
    }
    return errors;
  }
}

/** A schema, or a loader for one: the sign-in page fetches yup only when it first validates. */
export type SchemaSource = Schema | (() => Promise<Schema>);

const resolveSchema = (source: SchemaSource): Promise<Schema> => Promise.resolve(typeof source === 'function' ? source() : source);

interface Options<T> {
  /** Prefixes the fields' ids, which labels and tests rely on. */
  formId: string;
  schema: SchemaSource;
  initialValues: T;
  onSubmit: (values: T, helpers: FormikHelpers<T>) => Promise<unknown> | void;
}

/**
 * formik driven by a domain schema. `submit` shows the "check the form" warning toast when the form
 * is invalid (spec point 5), which formik alone would silently refuse; `field(name)` spreads the
 * props a TextInput (or MUI TextField) needs.
 */
export function useSchemaForm<T extends FormikValues>({ formId, schema, initialValues, onSubmit }: Options<T>) {
  const intl = useIntl();
  const toasts = useToasts();
  const formik = useFormik<T>({
    initialValues,
    validate: async (values) => validateWithSchema(await resolveSchema(schema), values, intl),
    onSubmit,
  });

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const errors = await formik.validateForm();
    if (Object.keys(errors).length > 0) {
      void formik.setTouched(setNestedObjectValues(errors, true), false);
      toasts.warning();
      return;
    }
    // formik validates once more before calling onSubmit; the forms are small, so that is cheap.
    await formik.submitForm();
  };

  const field = (name: keyof T & string) => {
    const error = getIn(formik.touched, name) ? (getIn(formik.errors, name) as string | undefined) : undefined;
    return {
      id: `${formId}-${name}`,
      name,
      value: (getIn(formik.values, name) as string | null | undefined) ?? '',
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      error: Boolean(error),
      // A blank helper keeps the form from jumping when a message appears.
      helperText: error ?? ' ',
    };
  };

  return { formik, submit, field };
}
