import type { ChangeEventHandler, FocusEventHandler } from 'react';

interface Props {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
  onBlur: FocusEventHandler<HTMLInputElement>;
  error: boolean;
  helperText: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
}

/** A labelled input with its message below, the sign-in page's TextInput without MUI. */
export function LoginField({ id, label, error, helperText, ...input }: Props) {
  const helperId = `${id}-helper-text`;
  return (
    <div className={error ? 'login-field is-error' : 'login-field'}>
      <label className="login-label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="login-input" aria-invalid={error} aria-describedby={helperId} {...input} />
      <p id={helperId} className={error ? 'login-helper is-error' : 'login-helper'}>
        {helperText}
      </p>
    </div>
  );
}
