import type { FormikValues } from 'formik';
import { useMemo } from 'react';
import type { AnyObjectSchema } from 'yup';
import { FormDialog } from '../../../components/forms/FormDialog';
import { useDialogForm } from '../../../components/forms/useDialogForm';
import { formSchema, type FieldSpec } from './fieldSpecs';
import { RecordFields } from './RecordFields';

/** What a mutation trigger returns (RTK Query's `.unwrap()`). */
export interface Pending {
  unwrap: () => Promise<unknown>;
}

export interface RecordForm<V extends FormikValues, Body> {
  /** The contract's body schema. */
  schema: AnyObjectSchema;
  fields: FieldSpec<V>[];
  /** Extra shaping of the prepared values before the schema sees them. */
  prepare?: (values: Record<string, unknown>) => Record<string, unknown>;
  save: (body: Body & { id?: number }) => Pending;
}

interface Props<V extends FormikValues, Body> {
  formId: string;
  titleId: string;
  /** The record's id when editing; absent when adding. */
  id?: number;
  initialValues: V;
  form: RecordForm<V, Body>;
  onClose: () => void;
  onSaved?: (saved: unknown) => void;
}

/**
 * Add or edit one record: the contract's rules checked as the user types, the body cast by the
 * same schema (trimmed, upper-cased codes...), a toast when saved; a refusal marks the inputs at
 * fault (a code already taken), and the error dialog is left for what the form cannot explain.
 */
export function RecordDialog<V extends FormikValues, Body>({ formId, titleId, id, initialValues, form, onClose, onSaved }: Props<V, Body>) {
  const schema = useMemo(() => formSchema(form.schema, form.fields, form.prepare), [form]);
  const { formik, submit, formError } = useDialogForm<V>({
    formId,
    schema,
    initialValues,
    // Only the inputs on show can carry a message; any other goes in the form's message.
    owns: (path, values) => form.fields.some((spec) => spec.name === path.split(/[.[]/)[0] && !spec.hidden?.(values)),
    onClose,
    send: async (values) => {
      const body = (await schema.validate(values, { stripUnknown: true })) as Body & { id?: number };
      const saved = await form.save(id ? { ...body, id } : body).unwrap();
      onSaved?.(saved);
    },
  });
  return (
    <FormDialog
      id="record-dialog-title"
      titleId={titleId}
      onClose={onClose}
      onSubmit={submit}
      busy={formik.isSubmitting}
      formError={formError}
    >
      <RecordFields formId={formId} formik={formik} fields={form.fields} />
    </FormDialog>
  );
}
