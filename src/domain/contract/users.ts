import { PERMISSIONS, ROLES, USER_STATUSES } from '../permissions';
import { emailField, passwordField, personNameField } from '../validation/checks';
import { yup } from '../validation/yup';
import { idParams, listOf, listQuery, messageResponse } from './common';
import { metadataTypeSchema, optionSchema, sanctionTypeSchema, timePartSchema } from './settings';
import { defineEndpoint } from './endpoint';

export const userSchema = yup.object({
  id: yup.number().integer().required(),
  username: yup.string().required(),
  firstName: yup.string().required(),
  lastName: yup.string().required(),
  email: yup.string().nullable().defined(),
  phone: yup.string().nullable().defined(),
  role: yup.string().required().oneOf(ROLES),
  status: yup.string().required().oneOf(USER_STATUSES),
  createdAt: yup.string().required(),
  updatedAt: yup.string().required(),
});
export type User = yup.InferType<typeof userSchema>;

/** Who reads staff members' e-mail and phone in the staff lists; others get a directory without them. */
export const USER_CONTACT_PERMISSIONS = ['users.read', 'users.manage'] as const;

/**
 * A staff list's entry: the user, whose `email` and `phone` are left out (absent, not null) unless
 * the caller holds users.read or users.manage.
 */
export const staffEntrySchema = userSchema.shape({
  email: yup.string().nullable().optional(),
  phone: yup.string().nullable().optional(),
});
export type StaffEntry = yup.InferType<typeof staffEntrySchema>;

const classCourseSchema = yup.object({
  id: yup.number().integer().required(),
  classroomId: yup.number().integer().required(),
  classroomName: yup.string().required(),
  courseId: yup.number().integer().required(),
  courseName: yup.string().required(),
  courseCode: yup.string().required(),
  coefficient: yup.number().nullable().defined(),
  credits: yup.number().nullable().defined(),
});

const schoolSchema = yup.object({
  id: yup.number().integer().required(),
  name: yup.string().required(),
});

const schoolYearSchema = yup.object({
  id: yup.number().integer().required(),
  name: yup.string().required(),
});

export const currentUserResponse = yup.object({
  data: yup.object({ user: userSchema.required(), accessToken: yup.string().required() }).required(),
  school: schoolSchema.nullable().defined(),
  schoolYear: schoolYearSchema.nullable().defined(),
  classCourses: yup.array(classCourseSchema).required(),
  permissions: yup.array(yup.string().required().oneOf(PERMISSIONS)).required(),
  options: yup.array(optionSchema).required(),
  metadataTypes: yup.array(metadataTypeSchema).required(),
  disciplineClasses: yup.array(yup.number().integer().required()).required(),
  attendanceClasses: yup.array(yup.number().integer().required()).required(),
  timeParts: yup.array(timePartSchema).required(),
  sanctionTypes: yup.array(sanctionTypeSchema).required(),
});
export type CurrentUser = yup.InferType<typeof currentUserResponse>;

/** The details a user may edit on their own profile. */
export const userDetailsFields = {
  firstName: personNameField().required(),
  lastName: personNameField().required(),
  email: emailField().nullable().optional(),
  phone: yup
    .string()
    .trim()
    .max(30)
    .matches(/^[+0-9 ()-]*$/)
    .nullable()
    .optional(),
};
export const profileBody = yup.object(userDetailsFields);
export type ProfileBody = yup.InferType<typeof profileBody>;

export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{2,49}$/;
const usernameField = () => yup.string().trim().lowercase().required().matches(USERNAME_PATTERN);

export const createUserBody = yup.object({
  ...userDetailsFields,
  username: usernameField(),
  role: yup.string().required().oneOf(ROLES),
  status: yup.string().oneOf(USER_STATUSES).default('active'),
  password: passwordField(),
});
export type CreateUserBody = yup.InferType<typeof createUserBody>;

export const updateUserBody = yup.object({
  ...userDetailsFields,
  firstName: personNameField().optional(),
  lastName: personNameField().optional(),
  role: yup.string().oneOf(ROLES).optional(),
  status: yup.string().oneOf(USER_STATUSES).optional(),
});
export type UpdateUserBody = yup.InferType<typeof updateUserBody>;

export const usersListQuery = listQuery.shape({
  role: yup.string().oneOf(ROLES).optional(),
  status: yup.string().oneOf(USER_STATUSES).optional(),
  search: yup.string().trim().max(100).optional(),
});

const exampleUser: User = {
  id: 6,
  username: 'secretary',
  firstName: 'Aïcha',
  lastName: 'Mbarga',
  email: 'secretariat@lycee-demo.cm',
  phone: '+237 699 00 00 06',
  role: 'secretary',
  status: 'active',
  createdAt: '2026-09-01T07:00:00.000Z',
  updatedAt: '2026-09-01T07:00:00.000Z',
};

// The studies office lists teachers to assign them to classrooms and courses.
const STAFF_LIST = ['users.read', 'users.manage', 'structure.manage'] as const;
const DIRECTORY =
  'A caller without users.read or users.manage (the studies office, with structure.manage) gets a staff directory: each entry without `email` and `phone` (absent, not null), and `search` looks in usernames and names only.';

export const listUsers = defineEndpoint({
  method: 'GET',
  path: '/users',
  tag: 'Users',
  summary: 'List staff users',
  description: `Filters: \`role\`, \`status\`, \`search\` (username, names or e-mail). The generic form \`GET /users/{url-encoded JSON query}\` takes the same keys and gives the same answer. ${DIRECTORY}`,
  access: STAFF_LIST,
  query: usersListQuery,
  response: listOf(staffEntrySchema),
  errors: [400, 401, 403],
  example: { query: { limit: 20, role: 'secretary' }, response: { data: [exampleUser], total: 1 } },
});

export const listUsersByQuery = defineEndpoint({
  method: 'GET',
  path: '/users/:query',
  tag: 'Users',
  summary: 'List staff users, the generic client shape: the query is URL-encoded JSON',
  description: `The same keys as \`GET /users\` (limit, skip, role, status, search) as one JSON object in the path, with the same access and answer. ${DIRECTORY}`,
  access: STAFF_LIST,
  params: yup.object({ query: yup.string().required() }),
  response: listOf(staffEntrySchema),
  errors: [400, 401, 403],
  example: { params: { query: '%7B%22limit%22%3A20%2C%22role%22%3A%22secretary%22%7D' }, response: { data: [exampleUser], total: 1 } },
});

export const getUser = defineEndpoint({
  method: 'GET',
  path: '/users/:id(^\\d+$)',
  tag: 'Users',
  summary: 'One staff user (any user may read their own record)',
  description:
    "Another user's record needs users.read or users.manage (403 otherwise); the answer is then the whole record, e-mail and phone included, as it is for one's own.",
  access: 'authenticated',
  params: idParams,
  response: userSchema,
  errors: [400, 401, 403, 404],
  example: { params: { id: 6 }, response: exampleUser },
});

export const createUser = defineEndpoint({
  method: 'POST',
  path: '/users',
  tag: 'Users',
  summary: 'Create a staff user',
  access: ['users.manage'],
  body: createUserBody,
  status: 201,
  response: userSchema,
  errors: [400, 401, 403, 409],
  example: {
    body: {
      username: 'secretary',
      firstName: 'Aïcha',
      lastName: 'Mbarga',
      email: 'secretariat@lycee-demo.cm',
      phone: '+237 699 00 00 06',
      role: 'secretary',
      status: 'active',
      password: 'a-long-passphrase',
    },
    response: exampleUser,
  },
});

export const updateUser = defineEndpoint({
  method: 'PUT',
  path: '/users/:id',
  tag: 'Users',
  summary: 'Edit a staff user (users edit their own details; role and status need users.manage)',
  description: 'An `id` in the body is ignored: the path names the user.',
  access: 'authenticated',
  params: idParams,
  body: updateUserBody,
  response: userSchema,
  errors: [400, 401, 403, 404, 409],
  example: { params: { id: 6 }, body: { phone: '+237 699 11 22 33' }, response: { ...exampleUser, phone: '+237 699 11 22 33' } },
});

export const registerBody = yup.object({
  ...userDetailsFields,
  username: usernameField(),
  password: passwordField(),
  schoolName: yup.string().trim().max(200).optional(),
});
export type RegisterBody = yup.InferType<typeof registerBody>;

export const register = defineEndpoint({
  method: 'POST',
  path: '/register/user',
  tag: 'Users',
  summary: 'Sign up',
  description:
    'On an installation with no user, creates the school (named by `schoolName`) and its first administrator, active at once. Afterwards, creates a pending account that an administrator must approve before it can sign in.',
  access: 'public',
  xsrfExempt: true,
  body: registerBody,
  status: 201,
  response: yup.object({ user: userSchema.required(), pending: yup.boolean().required() }),
  errors: [400, 409, 429],
  example: {
    body: { username: 'nkoulou', firstName: 'Paul', lastName: 'Nkoulou', email: 'p.nkoulou@lycee-demo.cm', password: 'a-long-passphrase' },
    response: {
      user: { ...exampleUser, id: 21, username: 'nkoulou', firstName: 'Paul', lastName: 'Nkoulou', role: 'teacher', status: 'pending' },
      pending: true,
    },
  },
});

export const setUserPassword = defineEndpoint({
  method: 'PUT',
  path: '/users/:id(^\\d+$)/password',
  tag: 'Users',
  summary: "Set a staff user's password (an administrator's reset)",
  description: "The user's sessions are closed, so the new password must be used from now on.",
  access: ['users.manage'],
  params: idParams,
  body: yup.object({ password: passwordField() }),
  response: messageResponse,
  errors: [400, 401, 403, 404],
  example: { params: { id: 6 }, body: { password: 'a-new-passphrase' }, response: { message: 'The password has been changed.' } },
});
