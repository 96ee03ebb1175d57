import type { EditPasswordBody } from '../../domain/contract/auth';
import type { Role, UserStatus } from '../../domain/permissions';
import type { CreateUserBody, RegisterBody, StaffEntry, UpdateUserBody, User } from '../../domain/contract/users';
import { baseApi } from './baseApi';
import { postJsonDirect } from './directFetch';
import { listEndpoint } from './resource';

export interface UsersQuery {
  search?: string;
  role?: Role;
  status?: UserStatus;
  limit?: number;
  skip?: number;
}

export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A staff directory entry: e-mail and phone only for users.read or users.manage holders. */
    listUsers: listEndpoint<StaffEntry, UsersQuery | void>(build, '/users', 'Users'),
    createUser: build.mutation<User, CreateUserBody>({
      query: (body) => ({ url: '/users', method: 'POST', body }),
      invalidatesTags: ['Users'],
    }),
    /** An administrator's reset; the server closes that user's sessions. */
    setUserPassword: build.mutation<{ message: string }, { id: number; password: string }>({
      query: ({ id, password }) => ({ url: `/users/${id}/password`, method: 'PUT', body: { password } }),
    }),
    /** PUT /users/{id}: the id names the user in the path and is removed from the body (spec point 7). */
    updateUser: build.mutation<User, Partial<UpdateUserBody> & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/users/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Users'],
    }),
    editPassword: build.mutation<{ message: string }, EditPasswordBody>({
      query: (body) => ({ url: '/api/users/edit-password', method: 'PUT', body }),
    }),
    /** POST /register/user, outside the shared client like the token call (spec point 7). */
    register: build.mutation<{ user: User; pending: boolean }, RegisterBody>({
      queryFn: (body) => postJsonDirect<{ user: User; pending: boolean }>('/register/user', body),
    }),
  }),
});

export const {
  useUpdateUserMutation,
  useEditPasswordMutation,
  useRegisterMutation,
  useListUsersQuery,
  useCreateUserMutation,
  useSetUserPasswordMutation,
} = usersApi;
