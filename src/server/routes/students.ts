import type { FastifyInstance } from 'fastify';
import * as contract from '../../domain/contract/students';
import type { StudentBody, StudentsQuery } from '../../domain/contract/students';
import { nextMatricule } from '../../domain/students/matricule';
import { conflict, notFound } from '../errors';
import type { Caller } from '../http/auth';
import { addAuthedRoute, serialisedList } from '../http/contract';
import { audit } from '../services/audit';
import { isUniqueViolation } from '../services/constraints';
import { bumpVersion, readVersion } from '../services/dataVersions';
import { nowIso } from '../services/clock';
import { OrderedIdCache } from '../services/orderedIds';
import { PhotoStore } from '../services/photos';
import { StudentCache } from '../services/studentCache';
import { customFieldsJson, matchingIds } from '../services/studentList';
import { currentSchoolYear, findStudent, findStudentRow, highestMatricule, selectStudentRows, studentValues, toStudent } from '../services/students';
import { serialiseFor, studentSerialiser, viewOf, visibleSort } from '../services/studentViews';
import type { RouteContext } from './context';

export function studentRoutes(app: FastifyInstance, { db, config }: RouteContext): void {
  const cache = new OrderedIdCache();
  const students = new StudentCache(studentSerialiser);
  const photos = new PhotoStore(config.dataDir);

  async function list(query: StudentsQuery, caller: Caller) {
    const { limit, skip, ...filters } = visibleSort(query, caller);
    const schoolYearId = filters.schoolYearId ?? (await currentSchoolYear(db))?.id ?? 0;
    const version = await readVersion(db, 'students');
    const key = JSON.stringify({ ...filters, schoolYearId });
    const ids = await cache.get(key, version, () => matchingIds(db, schoolYearId, filters));
    const data = await students.get(db, Array.from(ids.subarray(skip, skip + limit)), schoolYearId, version, viewOf(caller));
    return serialisedList(data, ids.length);
  }

  addAuthedRoute(app, db, contract.listStudents, async ({ query, caller }) => list(query, caller));
  addAuthedRoute(app, db, contract.filterStudents, async ({ body, caller }) => list(body, caller));

  addAuthedRoute(app, db, contract.unregisteredStudents, async ({ params, query, caller }) => {
    if (!(await db.selectFrom('school_years').select('id').where('id', '=', params.schoolYearId).executeTakeFirst())) throw notFound('errors.schoolYearNotFound');
    return list({ ...query, schoolYearId: params.schoolYearId, registered: false, archived: false, sort: 'lastName', order: 'asc' }, caller);
  });

  addAuthedRoute(app, db, contract.classroomStudents, async ({ params, caller }) => {
    const classroom = await db.selectFrom('classrooms').select(['id', 'school_year_id']).where('id', '=', params.classroomId).executeTakeFirst();
    if (!classroom) throw notFound('errors.classroomMissing');
    const classCourseId = params.classCourseId as number | null;
    if (classCourseId !== null) {
      const classCourse = await db.selectFrom('class_courses').select('classroom_id').where('id', '=', classCourseId).executeTakeFirst();
      if (!classCourse || classCourse.classroom_id !== classroom.id) throw notFound('errors.classCourseMissing');
    }
    let query = selectStudentRows(db, params.schoolYearId).where('r.classroom_id', '=', classroom.id);
    if (classCourseId !== null) {
      query = query.where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('exemptions as e').select('e.id').whereRef('e.student_id', '=', 's.id').where('e.class_course_id', '=', classCourseId))),
      );
    }
    const rows = await query.orderBy('s.last_name').orderBy('s.first_name').orderBy('s.id').execute();
    const serialise = studentSerialiser(viewOf(caller));
    return serialisedList(rows.map((row) => serialise(toStudent(row, params.schoolYearId))), rows.length);
  });

  addAuthedRoute(app, db, contract.getStudent, async ({ params, caller }) => {
    const schoolYearId = (await currentSchoolYear(db))?.id ?? 0;
    const [student] = await students.get(db, [params.id], schoolYearId, await readVersion(db, 'students'), viewOf(caller));
    if (!student) throw notFound('errors.studentNotFound');
    return student;
  });

  addAuthedRoute(app, db, contract.createStudent, async ({ body, caller }) => {
    const custom = await customFieldsJson(db, body.customFields);
    // A generated matricule can meet one saved meanwhile by another office PC: try the next.
    for (let attempt = 0; ; attempt++) {
      try {
        const created = await db.transaction().execute(async (trx) => {
          const matricule: string = body.matricule || (await highestMatricule(trx).then(({ prefix, highest }) => nextMatricule(prefix, highest)));
          const now = nowIso();
          const { id } = await trx
            .insertInto('students')
            .values({ ...studentValues(body as StudentBody), matricule, photo: null, custom_fields: custom, archived: 0, created_at: now, updated_at: now })
            .returning('id')
            .executeTakeFirstOrThrow();
          await bumpVersion(trx, 'students');
          const after = (await findStudent(trx, id))!;
          await audit(trx, { userId: caller.user.id, action: 'create', entity: 'student', entityId: id, after });
          return after;
        });
        return serialiseFor(caller, created);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (body.matricule || attempt >= 3) throw conflict('errors.matriculeTaken', { matricule: body.matricule ?? '' });
      }
    }
  });

  addAuthedRoute(app, db, contract.updateStudent, async ({ params, body, caller }) => {
    const custom = await customFieldsJson(db, body.customFields);
    try {
      const updated = await db.transaction().execute(async (trx) => {
        const before = await findStudent(trx, params.id);
        if (!before) throw notFound('errors.studentNotFound');
        await trx
          .updateTable('students')
          .set({
            ...studentValues(body as StudentBody),
            matricule: body.matricule || before.matricule,
            custom_fields: custom,
            ...(body.archived !== undefined && { archived: body.archived ? 1 : 0 }),
            updated_at: nowIso(),
          })
          .where('id', '=', params.id)
          .execute();
        await bumpVersion(trx, 'students');
        const after = (await findStudent(trx, params.id))!;
        await audit(trx, { userId: caller.user.id, action: 'update', entity: 'student', entityId: params.id, before, after });
        return after;
      });
      return serialiseFor(caller, updated);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('errors.matriculeTaken', { matricule: body.matricule ?? '' });
      throw error;
    }
  });

  addAuthedRoute(app, db, contract.deleteStudent, async ({ params, caller }) => {
    const photo = await db.transaction().execute(async (trx) => {
      const before = await findStudent(trx, params.id);
      if (!before) throw notFound('errors.studentNotFound');
      const history = await Promise.all([
        trx.selectFrom('registrations').select('id').where('student_id', '=', params.id).executeTakeFirst(),
        trx.selectFrom('exemptions').select('id').where('student_id', '=', params.id).executeTakeFirst(),
        trx.selectFrom('marks').select('id').where('student_id', '=', params.id).executeTakeFirst(),
      ]);
      if (history.some(Boolean)) throw conflict('errors.studentHasHistory');
      const row = await findStudentRow(trx, params.id);
      await trx.deleteFrom('students').where('id', '=', params.id).execute();
      await bumpVersion(trx, 'students');
      await audit(trx, { userId: caller.user.id, action: 'delete', entity: 'student', entityId: params.id, before });
      return row?.photo ?? null;
    });
    if (photo) await photos.remove(photo);
    return { message: 'Deleted.' };
  });

}
