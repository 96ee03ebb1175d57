import { getIn, setIn, setNestedObjectValues, useFormik, type FormikErrors, type FormikHelpers, type FormikValues } from 'formik';
import { useRef, useState, type FormEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { Schema, ValidationError } from 'yup';
import type { ValidationMessage } from '../../../domain/validation/yup';
import { useToasts } from '../toasts/useToasts';
import { formRefusalOf, ownsPathsOf } from './serverErrors';

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

export interface SchemaFormOptions<T> {
  /** Prefixes the fields' ids, which labels and tests rely on. */
  formId: string;
  schema: SchemaSource;
  initialValues: T;
  onSubmit: (values: T, helpers: FormikHelpers<T>) => Promise<unknown> | void;
  /**
   * Whether the form shows an input for a path a server refusal names; by default every value's
   * name. A form that keeps values it does not show (an id from the page) says which it shows, so a
   * message for one of those reaches the user in the form's message rather than under no input.
   */
  owns?: (path: string, values: T) => boolean;
}

/** The messages a server refusal put on the inputs, kept while the values are the ones it refused. */
interface Refused<T> {
  values: T;
  fields: Record<string, string>;
}

const sameValues = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * formik driven by a domain schema. `submit` shows the "check the form" warning toast when the form
 * is invalid (spec point 5), which formik alone would silently refuse; `field(name)` spreads the
 * props a TextInput (or MUI TextField) needs. `refuse(error)` puts a server refusal on the form
 * (see serverErrors.ts): the inputs at fault and `formError` for the rest; it answers false when
 * the error is not the form's, for the caller to open the error dialog.
 */
export function useSchemaForm<T extends FormikValues>({ formId, schema, initialValues, onSubmit, owns }: SchemaFormOptions<T>) {
  const intl = useIntl();
  const toasts = useToasts();
  const refused = useRef<Refused<T> | null>(null);
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const formik = useFormik<T>({
    initialValues,
    validate: async (values) => {
      let errors = await validateWithSchema(await resolveSchema(schema), values, intl);
      // The server's word stands until the user changes something: leaving a field must not hide it.
      if (refused.current && sameValues(refused.current.values, values)) {
        for (const [path, message] of Object.entries(refused.current.fields)) {
          if (getIn(errors, path) === undefined) errors = setIn(errors, path, message);
        }
      } else refused.current = null;
      return errors;
    },
    onSubmit,
  });

  const refuse = (error: unknown): boolean => {
    const refusal = formRefusalOf(error, intl, { owns: owns ? (path) => owns(path, formik.values) : ownsPathsOf(initialValues) });
    if (!refusal) return false;
    refused.current = { values: formik.values, fields: refusal.fields };
    let errors: FormikErrors<T> = {};
    let touched = formik.touched;
    for (const [path, message] of Object.entries(refusal.fields)) {
      errors = setIn(errors, path, message);
      touched = setIn(touched, path, true);
    }
    void formik.setTouched(touched, false);
    formik.setErrors(errors);
    setFormError(refusal.message);
    return true;
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const errors = await formik.validateForm();
    if (Object.keys(errors).length > 0) {
      void formik.setTouched(setNestedObjectValues(errors, true), false);
      toasts.warning();
      return;
    }
    setFormError(undefined);
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

  return { formik, submit, field, refuse, formError };
}
