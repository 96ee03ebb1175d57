/** Every endpoint of the API, in the order the docs list them. */
import * as auth from './auth';
import type { Endpoint } from './endpoint';
import * as statistics from './statistics';
import * as users from './users';

export const endpoints: readonly Endpoint[] = [
  auth.issueToken,
  auth.currentUser,
  auth.logout,
  auth.editPassword,
  auth.passwordReset,
  users.register,
  users.listUsers,
  users.listUsersByQuery,
  users.getUser,
  users.createUser,
  users.updateUser,
  statistics.kpis,
] as unknown as readonly Endpoint[];

export * from './common';
export type * from './endpoint';
export { auth, statistics, users };
