import type { IntlShape } from 'react-intl';
import { tokenRequest } from '../../../domain/contract/auth';
import { validateWithSchema } from '../../components/forms/useSchemaForm';
import type { LoginValues } from './loginValues';

/** The sign-in form checks what the token call checks, from the same contract. */
export const loginSchema = tokenRequest.pick(['username', 'password']);

/** The form's errors in the user's language, the first message per field, as every form shows them. */
export const validateLogin = (values: LoginValues, intl: IntlShape) => validateWithSchema(loginSchema, values, intl);
