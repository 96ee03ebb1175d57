import { editPassword } from '../../domain/contract/auth';
import type { BodyOf, ResponseOf } from '../../domain/contract/endpoint';
import { createUser, listUsers, register, setUserPassword, updateUser, type StaffEntry } from '../../domain/contract/users';
import { baseApi } from './baseApi';
import { contractRequest } from './contractRequest';
import { listEndpoint, listTags, type ListResult } from './resource';

export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A staff directory entry: e-mail and phone only for users.read or users.manage holders. */
    listUsers: listEndpoint(build, listUsers, 'Users'),
    /** Active teacher accounts, for the head-teacher and class-course teacher pickers (a directory: no e-mail or phone for the studies office). */
    listTeachers: build.query<ListResult<StaffEntry>, void>({
      query: () => contractRequest(listUsers, { query: { role: 'teacher', status: 'active', limit: 1000 } }),
      providesTags: (result) => listTags('Users', result),
    }),
    createUser: build.mutation<ResponseOf<typeof createUser>, BodyOf<typeof createUser>>({
      query: (body) => contractRequest(createUser, { body }),
      invalidatesTags: [{ type: 'Users', id: 'LIST' }],
    }),
    /** An administrator's reset; the server closes that user's sessions. */
    setUserPassword: build.mutation<ResponseOf<typeof setUserPassword>, { id: number } & BodyOf<typeof setUserPassword>>({
      query: ({ id, ...body }) => contractRequest(setUserPassword, { params: { id }, body }),
    }),
    /** The id names the user in the path and is removed from the body (spec point 7). */
    updateUser: build.mutation<ResponseOf<typeof updateUser>, Partial<BodyOf<typeof updateUser>> & { id: number }>({
      query: ({ id, ...body }) => contractRequest(updateUser, { params: { id }, body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Users', id: 'LIST' },
        { type: 'Users', id },
      ],
    }),
    editPassword: build.mutation<ResponseOf<typeof editPassword>, BodyOf<typeof editPassword>>({
      query: (body) => contractRequest(editPassword, { body }),
    }),
    /** Sign-up: a public call, without bearer or anti-forgery header like the token call (spec point 7). */
    register: build.mutation<ResponseOf<typeof register>, BodyOf<typeof register>>({
      query: (body) => contractRequest(register, { body }),
    }),
  }),
});

export const {
  useUpdateUserMutation,
  useEditPasswordMutation,
  useRegisterMutation,
  useListUsersQuery,
  useListTeachersQuery,
  useCreateUserMutation,
  useSetUserPasswordMutation,
} = usersApi;
