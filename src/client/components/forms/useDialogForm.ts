import type { FormikValues } from 'formik';
import { useAlerts } from '../alerts/alertsContext';
import { useToasts } from '../toasts/useToasts';
import { useSchemaForm, type SchemaFormOptions } from './useSchemaForm';

interface Options<T> extends Omit<SchemaFormOptions<T>, 'onSubmit'> {
  /** Sends the form; may answer the success toast's text (the default one otherwise). */
  send: (values: T) => Promise<string | void>;
  onClose: () => void;
}

/**
 * A dialog's form: once sent, a success toast and the dialog closes; a refusal marks the inputs at
 * fault, and the error dialog is left for what the form cannot explain.
 */
export function useDialogForm<T extends FormikValues>({ send, onClose, ...options }: Options<T>) {
  const toasts = useToasts();
  const { showError } = useAlerts();
  const form = useSchemaForm<T>({
    ...options,
    onSubmit: async (values) => {
      try {
        const message = await send(values);
        toasts.success(message ?? undefined);
        onClose();
      } catch (error) {
        if (!form.refuse(error)) showError(error);
      }
    },
  });
  return form;
}
