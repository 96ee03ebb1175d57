import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useToasts } from '../../components/toasts/useToasts';
import type { LoginValues } from './loginValues';

type Field = keyof LoginValues;
type Errors = Partial<Record<Field, string>>;

/**
 * yup, the contract and the shared validation (~25 KB gzip with formik's path helpers) load when
 * the form first validates, i.e. on the first keystroke, so they download while the user types.
 */
const validate = (values: LoginValues, intl: IntlShape): Promise<Errors> =>
  import(/* webpackChunkName: "login-validation" */ './loginSchema').then((module) => module.validateLogin(values, intl));

/**
 * The sign-in form's state, written out rather than taken from useSchemaForm: formik and lodash
 * (~10 KB gzip) would be a fifth of the first page for two fields. It behaves as the other forms
 * do: errors appear once a field is left or the form submitted, and an invalid submit shows the
 * "check the form" warning toast (spec point 5).
 */
export function useLoginForm(onSubmit: (values: LoginValues) => Promise<void>) {
  const intl = useIntl();
  const toasts = useToasts();
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  // Validations finish out of order; only the latest one may set the errors.
  const latestValidation = useRef(0);

  const check = async (next: LoginValues): Promise<Errors> => {
    const run = ++latestValidation.current;
    const found = await validate(next, intl);
    if (run === latestValidation.current) setErrors(found);
    return found;
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const found = await check(values);
    if (Object.keys(found).length > 0) {
      setTouched({ username: true, password: true });
      toasts.warning();
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit(values);
    } finally {
      setSubmitting(false);
    }
  };

  const field = (name: Field) => {
    const error = touched[name] ? errors[name] : undefined;
    return {
      id: `login-${name}`,
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const next = { ...values, [name]: event.target.value };
        setValues(next);
        void check(next);
      },
      onBlur: () => {
        setTouched((current) => ({ ...current, [name]: true }));
        void check(values);
      },
      error: Boolean(error),
      // A blank helper keeps the form from jumping when a message appears.
      helperText: error ?? ' ',
    };
  };

  return { values, submitting, submit, field };
}
