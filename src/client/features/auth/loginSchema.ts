import { tokenRequest } from '../../../domain/contract/auth';

/** The sign-in form checks what the token call checks, from the same contract. */
export const loginSchema = tokenRequest.pick(['username', 'password']);
