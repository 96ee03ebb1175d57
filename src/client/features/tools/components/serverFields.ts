import { setIn, type FormikErrors } from 'formik';
import { statusOf } from '../../../components/alerts/chooseAlert';

/**
 * The per-field messages of a server 400 (`{fields: {path: message}}`, already in the user's
 * language) as formik errors, so each shows under its input as well as in the error dialog.
 */
export function serverFieldErrors<V>(error: unknown): FormikErrors<V> | undefined {
  if (statusOf(error) !== 400) return undefined;
  const fields = (error as { data?: { fields?: unknown } }).data?.fields;
  if (!fields || typeof fields !== 'object') return undefined;
  let errors: FormikErrors<V> = {};
  for (const [path, message] of Object.entries(fields)) {
    if (typeof message === 'string') errors = setIn(errors, path, message);
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}
