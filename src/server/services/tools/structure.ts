/**
 * The school's structure: years, levels, classrooms, courses and the courses each classroom takes.
 */
import * as contract from '../../../domain/contract/structure';
import type { ClassCourse, Classroom, Course, Level, SchoolYear } from '../../../domain/contract/structure';
import type { Db } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { audit } from '../shared/audit';
import { bumpVersion } from '../shared/dataVersions';
import { containsText } from '../shared/listQueries';
import { saveRow, tableResource } from '../shared/resources';

const personName = (first: string | null, last: string | null) => (first === null || last === null ? null : `${first} ${last}`);

/* School years ------------------------------------------------------------------------------- */

const toSchoolYear = (row: { id: number; name: string; starts_on: string; ends_on: string; current: number }): SchoolYear => ({
  id: row.id,
  name: row.name,
  startsOn: row.starts_on,
  endsOn: row.ends_on,
  current: row.current === 1,
});

/* Levels ------------------------------------------------------------------------------------- */

const toLevel = (row: { id: number; name: string; code: string; grading_system: 'sequence' | 'lmd'; position: number }): Level => ({
  id: row.id,
  name: row.name,
  code: row.code,
  gradingSystem: row.grading_system,
  position: row.position,
});

/* Classrooms --------------------------------------------------------------------------------- */

function classroomsSelect(db: Db) {
  return db
    .selectFrom('classrooms as c')
    .innerJoin('levels as l', 'l.id', 'c.level_id')
    .innerJoin('school_years as y', 'y.id', 'c.school_year_id')
    .leftJoin('users as t', 't.id', 'c.head_teacher_id')
    .select([
      'c.id',
      'c.name',
      'c.level_id',
      'l.name as level_name',
      'l.grading_system',
      'l.position',
      'c.school_year_id',
      'y.name as year_name',
      'c.capacity',
      'c.head_teacher_id',
      't.first_name',
      't.last_name',
    ])
    .select((eb) =>
      eb
        .selectFrom('registrations as r')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('r.classroom_id', '=', 'c.id')
        .where('r.status', '=', 'active')
        .as('student_count'),
    );
}

type ClassroomRow = Awaited<ReturnType<ReturnType<typeof classroomsSelect>['executeTakeFirstOrThrow']>>;

const toClassroom = (row: ClassroomRow): Classroom => ({
  id: row.id,
  name: row.name,
  levelId: row.level_id,
  levelName: row.level_name,
  gradingSystem: row.grading_system,
  schoolYearId: row.school_year_id,
  schoolYearName: row.year_name,
  capacity: row.capacity,
  headTeacherId: row.head_teacher_id,
  headTeacherName: personName(row.first_name, row.last_name),
  studentCount: Number(row.student_count ?? 0),
});

export const findClassroom = async (db: Db, id: number) => {
  const row = await classroomsSelect(db).where('c.id', '=', id).executeTakeFirst();
  return row && toClassroom(row);
};

/* Class courses ------------------------------------------------------------------------------ */

function classCoursesSelect(db: Db) {
  return db
    .selectFrom('class_courses as cc')
    .innerJoin('classrooms as c', 'c.id', 'cc.classroom_id')
    .innerJoin('courses as co', 'co.id', 'cc.course_id')
    .leftJoin('users as t', 't.id', 'cc.teacher_id')
    .select([
      'cc.id',
      'cc.classroom_id',
      'c.name as classroom_name',
      'cc.course_id',
      'co.name as course_name',
      'co.code as course_code',
      'cc.teacher_id',
      't.first_name',
      't.last_name',
      'cc.coefficient',
      'cc.credits',
      'cc.course_group',
      'cc.term',
    ]);
}

type ClassCourseRow = Awaited<ReturnType<ReturnType<typeof classCoursesSelect>['executeTakeFirstOrThrow']>>;

const toClassCourse = (row: ClassCourseRow): ClassCourse => ({
  id: row.id,
  classroomId: row.classroom_id,
  classroomName: row.classroom_name,
  courseId: row.course_id,
  courseName: row.course_name,
  courseCode: row.course_code,
  teacherId: row.teacher_id,
  teacherName: personName(row.first_name, row.last_name),
  coefficient: row.coefficient === null ? null : Number(row.coefficient),
  credits: row.credits === null ? null : Number(row.credits),
  group: row.course_group,
  term: row.term,
});

const findClassCourse = async (db: Db, id: number) => {
  const row = await classCoursesSelect(db).where('cc.id', '=', id).executeTakeFirst();
  return row && toClassCourse(row);
};

/** A teacher named on a classroom or class course must be an active teacher account. */
async function checkTeacher(db: Db, teacherId: number | null | undefined): Promise<void> {
  if (teacherId === null || teacherId === undefined) return;
  const teacher = await db.selectFrom('users').select(['role', 'status']).where('id', '=', teacherId).executeTakeFirst();
  if (!teacher || teacher.role !== 'teacher' || teacher.status !== 'active') throw badRequest('errors.teacherInvalid');
}

/** A secondary classroom weighs its courses by coefficient, an LMD one by credits (domain.md). */
function checkWeights(gradingSystem: 'sequence' | 'lmd', body: { coefficient?: number | null; credits?: number | null }): void {
  const hasCoefficient = body.coefficient !== null && body.coefficient !== undefined;
  const hasCredits = body.credits !== null && body.credits !== undefined;
  if (gradingSystem === 'sequence' && (!hasCoefficient || hasCredits)) throw badRequest('errors.coefficientNeeded');
  if (gradingSystem === 'lmd' && (!hasCredits || hasCoefficient)) throw badRequest('errors.creditsNeeded');
}

export const schoolYears = tableResource({
  endpoints: contract.schoolYears,
  entity: 'school_year',
  table: 'school_years',
  toItem: toSchoolYear,
  order: [['name', 'desc']],
  duplicateKey: 'errors.schoolYearExists',
  duplicateField: 'name',
  async write(trx, body, id, before) {
    if (before?.current && !body.current) throw badRequest('errors.oneCurrentYear');
    const noCurrent = !(await trx.selectFrom('school_years').select('id').where('current', '=', 1).executeTakeFirst());
    const current = body.current || noCurrent;
    if (current) await trx.updateTable('school_years').set({ current: 0 }).execute();
    const values = { name: body.name, starts_on: body.startsOn, ends_on: body.endsOn, current: current ? (1 as const) : (0 as const) };
    return saveRow(trx, 'school_years', values, id);
  },
  async beforeDelete(_trx, year) {
    if (year.current) throw conflict('errors.currentYearDelete');
  },
});

export const levels = tableResource({
  endpoints: contract.levels,
  entity: 'level',
  table: 'levels',
  toItem: toLevel,
  order: ['position', 'id'],
  duplicateKey: 'errors.levelCodeTaken',
  duplicateField: 'code',
  async write(trx, body, id, before) {
    if (before && before.gradingSystem !== body.gradingSystem) {
      // Coefficients and credits of its classrooms would no longer make sense.
      const used = await trx.selectFrom('classrooms').select('id').where('level_id', '=', before.id).executeTakeFirst();
      if (used) throw conflict('errors.levelGradingInUse', undefined, 'gradingSystem');
    }
    const values = { name: body.name, code: body.code, grading_system: body.gradingSystem, position: body.position };
    return saveRow(trx, 'levels', values, id);
  },
  afterWrite: (trx) => bumpVersion(trx, 'students'),
});

export const classrooms = tableResource({
  endpoints: contract.classrooms,
  entity: 'classroom',
  table: 'classrooms',
  rows: classroomsSelect,
  idColumn: 'c.id',
  toItem: toClassroom,
  order: ['l.position', 'c.name', 'c.id'],
  filters: (q: { schoolYearId?: number; levelId?: number }) => [
    ['c.school_year_id', q.schoolYearId],
    ['c.level_id', q.levelId],
  ],
  duplicateKey: 'errors.classroomExists',
  duplicateField: 'name',
  async write(trx, body, id, before) {
    const level = await trx.selectFrom('levels').select('grading_system').where('id', '=', body.levelId).executeTakeFirst();
    if (!level) throw badRequest('errors.levelMissing');
    if (!(await trx.selectFrom('school_years').select('id').where('id', '=', body.schoolYearId).executeTakeFirst()))
      throw badRequest('errors.schoolYearMissing');
    await checkTeacher(trx, body.headTeacherId);
    if (before && body.capacity < before.studentCount)
      throw conflict('errors.capacityBelowCount', { count: before.studentCount }, 'capacity');
    if (before && before.schoolYearId !== body.schoolYearId && before.studentCount > 0)
      throw conflict('errors.classroomYearInUse', undefined, 'schoolYearId');
    if (before && before.gradingSystem !== level.grading_system) {
      // Its class courses are weighed by coefficients or credits, which the other system does not use.
      const taught = await trx.selectFrom('class_courses').select('id').where('classroom_id', '=', before.id).executeTakeFirst();
      if (taught) throw conflict('errors.classroomGradingInUse', undefined, 'levelId');
    }
    const values = {
      name: body.name,
      level_id: body.levelId,
      school_year_id: body.schoolYearId,
      capacity: body.capacity,
      head_teacher_id: body.headTeacherId ?? null,
    };
    return saveRow(trx, 'classrooms', values, id);
  },
  alsoDelete: [['staff_assignments', 'classroom_id']],
  afterWrite: (trx) => bumpVersion(trx, 'students'),
});

export const courses = tableResource({
  endpoints: contract.courses,
  entity: 'course',
  table: 'courses',
  toItem: (row) => row as Course,
  order: ['name', 'id'],
  where: (q: { search?: string }, eb) => (q.search ? eb.or([containsText('name', q.search), containsText('code', q.search)]) : undefined),
  duplicateKey: 'errors.courseCodeTaken',
  duplicateField: 'code',
  async write(trx, body, id) {
    return saveRow(trx, 'courses', { name: body.name, code: body.code }, id);
  },
});

export const classCourses = tableResource({
  endpoints: contract.classCourses,
  entity: 'class_course',
  table: 'class_courses',
  rows: classCoursesSelect,
  idColumn: 'cc.id',
  toItem: toClassCourse,
  order: ['c.name', 'cc.course_group', 'co.name', 'cc.id'],
  filters: (q: { classroomId?: number; teacherId?: number; schoolYearId?: number }) => [
    ['cc.classroom_id', q.classroomId],
    ['cc.teacher_id', q.teacherId],
    ['c.school_year_id', q.schoolYearId],
  ],
  duplicateKey: 'errors.classCourseExists',
  duplicateField: 'courseId',
  async write(trx, body, id) {
    const classroom = await findClassroom(trx, body.classroomId);
    if (!classroom) throw badRequest('errors.classroomMissing');
    if (!(await trx.selectFrom('courses').select('id').where('id', '=', body.courseId).executeTakeFirst()))
      throw badRequest('errors.courseMissing');
    checkWeights(classroom.gradingSystem, body);
    await checkTeacher(trx, body.teacherId);
    const values = {
      classroom_id: body.classroomId,
      course_id: body.courseId,
      teacher_id: body.teacherId ?? null,
      coefficient: body.coefficient ?? null,
      credits: body.credits ?? null,
      course_group: body.group,
      // An LMD course unit belongs to a semester, the first unless said otherwise.
      term: classroom.gradingSystem === 'lmd' ? (body.term ?? 1) : null,
    };
    return saveRow(trx, 'class_courses', values, id);
  },
});

/** Gives a classroom the courses of another of the same grading system that it lacks, with their teachers and weights. */
export async function copyClassCourses(db: Db, userId: number, fromClassroomId: number, toClassroomId: number) {
  return db.transaction().execute(async (trx) => {
    const [from, to] = await Promise.all([findClassroom(trx, fromClassroomId), findClassroom(trx, toClassroomId)]);
    if (!from || !to) throw notFound('errors.classroomMissing');
    if (from.gradingSystem !== to.gradingSystem) throw badRequest('errors.gradingSystemsDiffer');
    const existing = new Set(
      (await trx.selectFrom('class_courses').select('course_id').where('classroom_id', '=', to.id).execute()).map((row) => row.course_id),
    );
    const sources = await trx.selectFrom('class_courses').selectAll().where('classroom_id', '=', from.id).orderBy('id').execute();
    for (const source of sources.filter((row) => !existing.has(row.course_id))) {
      const { id } = await trx
        .insertInto('class_courses')
        .values({
          classroom_id: to.id,
          course_id: source.course_id,
          teacher_id: source.teacher_id,
          coefficient: source.coefficient,
          credits: source.credits,
          course_group: source.course_group,
          term: source.term,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await audit(trx, { userId, action: 'create', entity: 'class_course', entityId: id, after: await findClassCourse(trx, id) });
    }
    const data = (
      await classCoursesSelect(trx).where('cc.classroom_id', '=', to.id).orderBy('cc.course_group').orderBy('co.name').execute()
    ).map(toClassCourse);
    return { data, total: data.length };
  });
}
