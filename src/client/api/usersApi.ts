import type { EditPasswordBody } from '../../domain/contract/auth';
import type { RegisterBody, UpdateUserBody, User } from '../../domain/contract/users';
import { baseApi } from './baseApi';
import { postJsonDirect } from './directFetch';

export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
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

export const { useUpdateUserMutation, useEditPasswordMutation, useRegisterMutation } = usersApi;
