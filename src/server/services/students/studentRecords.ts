/**
 * Student records: the lists (cached by their data's change counter, served pre-serialised per
 * view), one student, and creating, editing and deleting a record, each audited.
 */
import type {
  ClassroomStudentsParams,
  StudentBody,
  StudentsQuery,
  UnregisteredQuery,
  UpdateStudentBody,
} from '../../../domain/contract/students';
import { nextMatricule } from '../../../domain/students/matricule';
import type { Db } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../errors';
import type { Caller } from '../../http/auth';
import { serialisedList } from '../../http/contract';
import { audit } from '../shared/audit';
import { nowIso } from '../shared/clock';
import { isUniqueViolation } from '../shared/constraints';
import { bumpVersion } from '../shared/dataVersions';
import { OrderedIdCache } from '../shared/orderedIds';
import type { PhotoStore } from './photos';
import { registerStudents } from './registrations';
import { StudentCache } from './studentCache';
import { customFieldsJson, matchingIds } from './studentList';
import { studentSearchText } from '../../../domain/students/searchText';
import {
  findStudent,
  findStudentRow,
  highestMatricule,
  selectStudentRows,
  studentsVersionAndYear,
  studentValues,
  toStudent,
} from './students';
import { serialiseFor, studentSerialiser, viewOf, visibleSort } from './studentViews';

export class StudentRecords {
  private readonly ids = new OrderedIdCache();
  private readonly students = new StudentCache(studentSerialiser);

  constructor(
    private readonly db: Db,
    private readonly photos: PhotoStore,
  ) {}

  /** A page of the students the filters select, in the fields the caller may read. */
  async list(query: StudentsQuery, caller: Caller) {
    const { limit, skip, ...filters } = visibleSort(query, caller);
    const { version, currentYearId } = await studentsVersionAndYear(this.db);
    const schoolYearId = filters.schoolYearId ?? currentYearId;
    const key = JSON.stringify({ ...filters, schoolYearId });
    const ids = await this.ids.get(key, version, () => matchingIds(this.db, schoolYearId, filters));
    const data = await this.students.get(this.db, Array.from(ids.subarray(skip, skip + limit)), schoolYearId, version, viewOf(caller));
    return serialisedList(data, ids.length);
  }

  /** The students not registered in a school year, for enrolment. */
  async unregistered(schoolYearId: number, query: UnregisteredQuery, caller: Caller) {
    if (!(await this.db.selectFrom('school_years').select('id').where('id', '=', schoolYearId).executeTakeFirst()))
      throw notFound('errors.schoolYearNotFound');
    return this.list({ ...query, schoolYearId, registered: false, archived: false, sort: 'lastName', order: 'asc' }, caller);
  }

  /** A classroom's registered students, without those exempted from a class course when one is named. */
  async ofClassroom(params: ClassroomStudentsParams, caller: Caller) {
    const classroom = await this.db
      .selectFrom('classrooms')
      .select(['id', 'school_year_id'])
      .where('id', '=', params.classroomId)
      .executeTakeFirst();
    if (!classroom) throw notFound('errors.classroomMissing');
    const classCourseId = params.classCourseId as number | null;
    if (classCourseId !== null) {
      const classCourse = await this.db
        .selectFrom('class_courses')
        .select('classroom_id')
        .where('id', '=', classCourseId)
        .executeTakeFirst();
      if (!classCourse || classCourse.classroom_id !== classroom.id) throw notFound('errors.classCourseMissing');
    }
    let query = selectStudentRows(this.db, params.schoolYearId).where('r.classroom_id', '=', classroom.id);
    if (classCourseId !== null) {
      query = query.where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('exemptions as e')
              .select('e.id')
              .whereRef('e.student_id', '=', 's.id')
              .where('e.class_course_id', '=', classCourseId),
          ),
        ),
      );
    }
    const rows = await query.orderBy('s.last_name').orderBy('s.first_name').orderBy('s.id').execute();
    const serialise = studentSerialiser(viewOf(caller));
    return serialisedList(
      rows.map((row) => serialise(toStudent(row, params.schoolYearId))),
      rows.length,
    );
  }

  async get(id: number, caller: Caller) {
    const { version, currentYearId } = await studentsVersionAndYear(this.db);
    const [student] = await this.students.get(this.db, [id], currentYearId, version, viewOf(caller));
    if (!student) throw notFound('errors.studentNotFound');
    return student;
  }

  /**
   * A new student; without a matricule, the year's next one. With an enrolment, registered in its
   * classroom in the same transaction (the fee schedule follows), so a refused registration leaves
   * no student behind.
   */
  async create(body: StudentBody, caller: Caller, enrolment?: { classroomId: number; repeating: boolean }) {
    if (enrolment && !caller.permissions.includes('registrations.manage')) throw forbidden('errors.forbidden');
    const custom = await customFieldsJson(this.db, body.customFields);
    // A generated matricule can meet one saved meanwhile by another server process: try the next.
    for (let attempt = 0; ; attempt++) {
      try {
        const created = await this.db.transaction().execute(async (trx) => {
          const matricule: string =
            body.matricule || (await highestMatricule(trx).then(({ prefix, highest }) => nextMatricule(prefix, highest)));
          const now = nowIso();
          const { id } = await trx
            .insertInto('students')
            .values({
              ...studentValues(body),
              matricule,
              search_text: studentSearchText({ ...body, matricule }),
              photo: null,
              custom_fields: custom,
              archived: 0,
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await bumpVersion(trx, 'students');
          await audit(trx, {
            userId: caller.user.id,
            action: 'create',
            entity: 'student',
            entityId: id,
            after: (await findStudent(trx, id))!,
          });
          if (enrolment) await registerStudents(trx, caller.user.id, { studentId: id, ...enrolment, transfer: false });
          return (await findStudent(trx, id))!;
        });
        return serialiseFor(caller, created);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // A generated matricule that kept colliding is no fault of the form's field.
        if (body.matricule) throw conflict('errors.matriculeTaken', { matricule: body.matricule }, 'matricule');
        if (attempt >= 3) throw conflict('errors.matriculeTaken', { matricule: '' });
      }
    }
  }

  /** The whole record as the form sends it, or its archiving. */
  async update(id: number, body: UpdateStudentBody, caller: Caller) {
    const custom = await customFieldsJson(this.db, body.customFields);
    try {
      const updated = await this.db.transaction().execute(async (trx) => {
        const before = await findStudent(trx, id);
        if (!before) throw notFound('errors.studentNotFound');
        await trx
          .updateTable('students')
          .set({
            ...studentValues(body),
            matricule: body.matricule || before.matricule,
            search_text: studentSearchText({ ...body, matricule: body.matricule || before.matricule }),
            custom_fields: custom,
            ...(body.archived !== undefined && { archived: body.archived ? 1 : 0 }),
            updated_at: nowIso(),
          })
          .where('id', '=', id)
          .execute();
        await bumpVersion(trx, 'students');
        const after = (await findStudent(trx, id))!;
        await audit(trx, { userId: caller.user.id, action: 'update', entity: 'student', entityId: id, before, after });
        return after;
      });
      return serialiseFor(caller, updated);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('errors.matriculeTaken', { matricule: body.matricule ?? '' }, 'matricule');
      throw error;
    }
  }

  /** Deletes a record entered by mistake; one with registrations, exemptions or marks must be archived instead. */
  async remove(id: number, userId: number): Promise<void> {
    const photo = await this.db.transaction().execute(async (trx) => {
      const before = await findStudent(trx, id);
      if (!before) throw notFound('errors.studentNotFound');
      const history = await Promise.all([
        trx.selectFrom('registrations').select('id').where('student_id', '=', id).executeTakeFirst(),
        trx.selectFrom('exemptions').select('id').where('student_id', '=', id).executeTakeFirst(),
        trx.selectFrom('marks').select('id').where('student_id', '=', id).executeTakeFirst(),
      ]);
      if (history.some(Boolean)) throw conflict('errors.studentHasHistory');
      const row = await findStudentRow(trx, id);
      await trx.deleteFrom('students').where('id', '=', id).execute();
      await bumpVersion(trx, 'students');
      await audit(trx, { userId, action: 'delete', entity: 'student', entityId: id, before });
      return row?.photo ?? null;
    });
    if (photo) await this.photos.remove(photo);
  }
}
