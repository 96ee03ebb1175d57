/**
 * Spec point 9: the sign-in grant type and scope. Kept apart from auth.ts, which builds yup
 * schemas, so the client's entry chunk can read them without pulling yup in.
 */
export const GRANT_TYPE = 'password';
export const TOKEN_SCOPE = 'all';
