/** What the sign-in form holds: its own file, as the form (useLoginForm) and its lazily loaded checks (loginSchema) both name it. */
export interface LoginValues {
  username: string;
  password: string;
}
