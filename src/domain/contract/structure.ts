/** The school's structure for a year (domain.md, Structure): school years, levels, classrooms, courses, class courses. */
import { yup } from '../validation/yup';
import { dateField } from '../validation/checks';
import { msg } from '../validation/yup';
import { idField, resourceEndpoints } from './resource';
import { listOf, listQuery } from './common';
import { defineEndpoint } from './endpoint';

const READ = ['structure.read'] as const;
const MANAGE = ['structure.manage'] as const;

export const GRADING_SYSTEMS = ['sequence', 'lmd'] as const;
export type GradingSystem = (typeof GRADING_SYSTEMS)[number];

/* School years ------------------------------------------------------------------------------- */

export const SCHOOL_YEAR_PATTERN = /^(\d{4})-(\d{4})$/;

export const schoolYearSchema = yup.object({
  id: yup.number().integer().required(),
  name: yup.string().required(),
  startsOn: yup.string().required(),
  endsOn: yup.string().required(),
  current: yup.boolean().required(),
});
export type SchoolYear = yup.InferType<typeof schoolYearSchema>;

export const schoolYearBody = yup.object({
  name: yup
    .string()
    .trim()
    .required()
    .matches(SCHOOL_YEAR_PATTERN)
    .test('consecutive', msg('validation.schoolYearName'), (value) => {
      const match = SCHOOL_YEAR_PATTERN.exec(value ?? '');
      return !match || Number(match[2]) === Number(match[1]) + 1;
    }),
  startsOn: dateField().required(),
  endsOn: dateField()
    .required()
    .test('after', msg('validation.endsAfterStart'), function (value) {
      const { startsOn } = this.parent as { startsOn?: string };
      return !value || !startsOn || value > startsOn;
    }),
  current: yup.boolean().default(false),
});
export type SchoolYearBody = yup.InferType<typeof schoolYearBody>;

export const schoolYears = resourceEndpoints({
  path: '/api/school-years',
  tag: 'Structure',
  noun: 'school year',
  nouns: 'school years, the latest first',
  item: schoolYearSchema,
  body: schoolYearBody,
  read: 'authenticated',
  manage: MANAGE,
  rules:
    'The name is two consecutive years ("2026-2027") and the end comes after the start. Exactly one year is current: making a year current makes the others not current, and the current year cannot be made not current (make another one current instead) nor deleted.',
  example: {
    item: { id: 1, name: '2026-2027', startsOn: '2026-09-07', endsOn: '2027-06-30', current: true },
    body: { name: '2026-2027', startsOn: '2026-09-07', endsOn: '2027-06-30', current: true },
  },
});

/* Levels ------------------------------------------------------------------------------------- */

export const levelSchema = yup.object({
  id: yup.number().integer().required(),
  name: yup.string().required(),
  code: yup.string().required(),
  gradingSystem: yup.string().required().oneOf(GRADING_SYSTEMS),
  position: yup.number().integer().required(),
});
export type Level = yup.InferType<typeof levelSchema>;

export const levelBody = yup.object({
  name: yup.string().trim().required().max(50),
  code: yup
    .string()
    .trim()
    .uppercase()
    .required()
    .max(10)
    .matches(/^[A-Z0-9]+$/),
  gradingSystem: yup.string().required().oneOf(GRADING_SYSTEMS),
  position: yup.number().integer().min(1).max(100).required(),
});
export type LevelBody = yup.InferType<typeof levelBody>;

export const levels = resourceEndpoints({
  path: '/api/levels',
  tag: 'Structure',
  noun: 'level',
  nouns: 'levels in their order',
  item: levelSchema,
  body: levelBody,
  read: READ,
  manage: MANAGE,
  rules: 'The code is unique (409 otherwise). The position orders the levels for promotion to the next one.',
  example: {
    item: { id: 1, name: '6e', code: '6E', gradingSystem: 'sequence', position: 1 },
    body: { name: '6e', code: '6E', gradingSystem: 'sequence', position: 1 },
  },
});

/* Classrooms --------------------------------------------------------------------------------- */

export const classroomSchema = yup.object({
  id: yup.number().integer().required(),
  name: yup.string().required(),
  levelId: yup.number().integer().required(),
  levelName: yup.string().required(),
  gradingSystem: yup.string().required().oneOf(GRADING_SYSTEMS),
  schoolYearId: yup.number().integer().required(),
  schoolYearName: yup.string().required(),
  capacity: yup.number().integer().required(),
  headTeacherId: yup.number().integer().nullable().defined(),
  headTeacherName: yup.string().nullable().defined(),
  /** Students with an active registration in the classroom. */
  studentCount: yup.number().integer().required(),
});
export type Classroom = yup.InferType<typeof classroomSchema>;

export const CLASSROOM_MAX_CAPACITY = 200;

export const classroomBody = yup.object({
  name: yup.string().trim().required().max(50),
  levelId: idField().required(),
  schoolYearId: idField().required(),
  capacity: yup.number().integer().min(1).max(CLASSROOM_MAX_CAPACITY).required(),
  headTeacherId: idField().nullable().optional(),
});
export type ClassroomBody = yup.InferType<typeof classroomBody>;

export const classroomsQuery = listQuery.shape({
  schoolYearId: idField().optional(),
  levelId: idField().optional(),
});

export const classrooms = resourceEndpoints({
  path: '/api/classrooms',
  tag: 'Structure',
  noun: 'classroom',
  nouns: 'classrooms, by level then name',
  item: classroomSchema,
  body: classroomBody,
  query: classroomsQuery,
  listDescription: 'Filters: `schoolYearId`, `levelId`.',
  read: READ,
  manage: MANAGE,
  rules:
    'The name is unique within the school year (409 otherwise); the level, year and head teacher must exist (400); the capacity cannot go below the students already registered (409).',
  example: {
    item: {
      id: 1,
      name: '6e A',
      levelId: 1,
      levelName: '6e',
      gradingSystem: 'sequence',
      schoolYearId: 1,
      schoolYearName: '2026-2027',
      capacity: 60,
      headTeacherId: 8,
      headTeacherName: 'Clément Fotso',
      studentCount: 34,
    },
    body: { name: '6e A', levelId: 1, schoolYearId: 1, capacity: 60, headTeacherId: 8 },
  },
});

/* Courses ------------------------------------------------------------------------------------ */

export const courseSchema = yup.object({
  id: yup.number().integer().required(),
  name: yup.string().required(),
  code: yup.string().required(),
});
export type Course = yup.InferType<typeof courseSchema>;

export const courseBody = yup.object({
  name: yup.string().trim().required().max(100),
  code: yup
    .string()
    .trim()
    .uppercase()
    .required()
    .max(12)
    .matches(/^[A-Z0-9_-]+$/),
});
export type CourseBody = yup.InferType<typeof courseBody>;

export const courses = resourceEndpoints({
  path: '/api/courses',
  tag: 'Structure',
  noun: 'course',
  nouns: 'courses by name',
  item: courseSchema,
  body: courseBody,
  query: listQuery.shape({ search: yup.string().trim().max(100).optional() }),
  listDescription: 'Filter: `search` (name or code).',
  read: READ,
  manage: MANAGE,
  rules: 'The code is unique (409 otherwise).',
  example: { item: { id: 1, name: 'Mathématiques', code: 'MATH' }, body: { name: 'Mathématiques', code: 'MATH' } },
});

/* Class courses ------------------------------------------------------------------------------ */

export const COURSE_GROUPS = ['sciences', 'letters', 'others'] as const;

export const classCourseSchema = yup.object({
  id: yup.number().integer().required(),
  classroomId: yup.number().integer().required(),
  classroomName: yup.string().required(),
  courseId: yup.number().integer().required(),
  courseName: yup.string().required(),
  courseCode: yup.string().required(),
  teacherId: yup.number().integer().nullable().defined(),
  teacherName: yup.string().nullable().defined(),
  coefficient: yup.number().nullable().defined(),
  credits: yup.number().nullable().defined(),
  group: yup.string().required(),
  /** The semester (1 or 2) of an LMD course unit; null for secondary courses. */
  term: yup.number().integer().nullable().defined(),
});
export type ClassCourse = yup.InferType<typeof classCourseSchema>;

export const classCourseBody = yup.object({
  classroomId: idField().required(),
  courseId: idField().required(),
  teacherId: idField().nullable().optional(),
  coefficient: yup.number().min(0.5).max(20).nullable().optional(),
  credits: yup.number().min(0.5).max(60).nullable().optional(),
  group: yup.string().trim().required().max(30),
  /** LMD only: the semester the course unit is taught in (default 1). */
  term: yup.number().integer().oneOf([1, 2]).nullable().optional(),
});
export type ClassCourseBody = yup.InferType<typeof classCourseBody>;

export const classCourses = resourceEndpoints({
  path: '/api/class-courses',
  tag: 'Structure',
  noun: 'class course',
  nouns: 'class courses (courses taught in a classroom)',
  item: classCourseSchema,
  body: classCourseBody,
  query: listQuery.shape({ classroomId: idField().optional(), teacherId: idField().optional(), schoolYearId: idField().optional() }),
  listDescription: 'Filters: `classroomId`, `teacherId`, `schoolYearId`.',
  read: READ,
  manage: MANAGE,
  rules:
    'A course appears once per classroom (409). A classroom of a secondary level needs a `coefficient` and no credits; one of an LMD level needs `credits` and no coefficient (400). The teacher must be an active teacher account.',
  example: {
    item: {
      id: 1,
      classroomId: 1,
      classroomName: '6e A',
      courseId: 1,
      courseName: 'Mathématiques',
      courseCode: 'MATH',
      teacherId: 8,
      teacherName: 'Clément Fotso',
      coefficient: 4,
      credits: null,
      group: 'sciences',
      term: null,
    },
    body: { classroomId: 1, courseId: 1, teacherId: 8, coefficient: 4, group: 'sciences' },
  },
});

export const copyClassCoursesBody = yup.object({
  fromClassroomId: idField().required(),
  toClassroomId: idField()
    .required()
    .test('different', msg('validation.sameClassroom'), function (value) {
      return value !== (this.parent as { fromClassroomId?: number }).fromClassroomId;
    }),
});

export const copyClassCourses = defineEndpoint({
  method: 'POST',
  path: '/api/class-courses/copy',
  tag: 'Structure',
  summary: "Copy a classroom's courses to another classroom",
  description:
    "Adds to the target classroom every course of the source it does not have yet, with the same teacher, coefficient or credits and group; courses it already has are left as they are. Both classrooms must use the same grading system (400). Answers the target classroom's class courses.",
  access: MANAGE,
  body: copyClassCoursesBody,
  response: listOf(classCourseSchema),
  errors: [400, 401, 403, 404],
  example: { body: { fromClassroomId: 1, toClassroomId: 2 }, response: { data: [], total: 0 } },
});
