/**
 * Making, revoking and listing access codes. A code is drawn from the cryptographic source, given
 * to the caller once and stored as its keyed hash (codeKey.ts); making a student's code revokes
 * the one they had for the year, so a reprinted card voids the old one.
 */
import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { CardStatus, CodeTargetBody, MadeCode, StudentCardStatus } from '../../../domain/contract/accessCodes';
import { accessCodeFrom } from '../../../domain/cards/accessCode';
import type { Database, Db } from '../../db/schema';
import { badField, notFound } from '../../errors';
import type { Caller } from '../../http/auth';
import { auditMany } from '../shared/audit';
import { bumpVersion } from '../shared/dataVersions';
import { nowIso } from '../shared/clock';
import { yearOf, studentName } from '../finance/schoolYear';
import { compareNames } from '../shared/nameOrder';
import { hashAccessCode } from '../shared/codeKey';

type Trx = Transaction<Database>;

export interface TargetStudent {
  id: number;
  firstName: string;
  lastName: string;
  matricule: string;
  birthDate: string | null;
  photo: string | null;
  classroomName: string;
}

export interface Target {
  schoolYear: { id: number; name: string; endsOn: string };
  students: TargetStudent[];
}

/** The students a body names, registered (active) in the year; 400 naming a student who is not, 404 for an empty classroom. */
export async function targetOf(db: Db, body: CodeTargetBody, emptyIsFine = false): Promise<Target> {
  const year = await yearOf(db, body.schoolYearId);
  let query = db
    .selectFrom('registrations as r')
    .innerJoin('students as s', 's.id', 'r.student_id')
    .innerJoin('classrooms as c', 'c.id', 'r.classroom_id')
    .select(['s.id', 's.first_name', 's.last_name', 's.matricule', 's.birth_date', 's.photo', 'c.name as classroom_name'])
    .where('r.school_year_id', '=', year.id)
    .where('r.status', '=', 'active');
  if (body.classroomId) {
    const classroom = await db
      .selectFrom('classrooms')
      .select(['id', 'name', 'school_year_id'])
      .where('id', '=', body.classroomId)
      .executeTakeFirst();
    if (!classroom) throw notFound('errors.classroomMissing');
    if (classroom.school_year_id !== year.id) throw badField('classroomId', 'errors.classroomOtherYear', { classroom: classroom.name });
    query = query.where('r.classroom_id', '=', body.classroomId);
  } else query = query.where('r.student_id', 'in', body.studentIds!);
  const rows = await query.execute();
  if (body.studentIds) {
    const found = new Set(rows.map((row) => row.id));
    const missing = body.studentIds.findIndex((id) => !found.has(id));
    if (missing >= 0) throw badField(`studentIds[${missing}]`, 'errors.studentNotInYear', { year: year.name });
  }
  if (!rows.length && !emptyIsFine) throw notFound('errors.classroomEmpty');
  const students = rows
    .map((row) => ({
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      matricule: row.matricule,
      birthDate: row.birth_date,
      photo: row.photo,
      classroomName: row.classroom_name,
    }))
    .sort(
      (a, b) =>
        compareNames(
          studentName({ last_name: a.lastName, first_name: a.firstName }),
          studentName({ last_name: b.lastName, first_name: b.firstName }),
        ) || a.id - b.id,
    );
  return { schoolYear: { id: year.id, name: year.name, endsOn: year.ends_on }, students };
}

async function revokeIn(trx: Trx, schoolYearId: number, studentIds: readonly number[], userId: number): Promise<number> {
  let revoked = 0;
  const now = nowIso();
  for (let start = 0; start < studentIds.length; start += 500) {
    const result = await trx
      .updateTable('access_codes')
      .set({ revoked_at: now, revoked_by: userId })
      .where('school_year_id', '=', schoolYearId)
      .where('student_id', 'in', studentIds.slice(start, start + 500))
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    revoked += Number(result.numUpdatedRows);
  }
  return revoked;
}

/** New codes for the target's students, the old ones revoked, in one transaction; the codes in clear, once. */
export async function makeCodes(db: Db, caller: Caller, key: Buffer, target: Target): Promise<Map<number, string>> {
  const codes = new Map(target.students.map((student) => [student.id, accessCodeFrom((size) => randomBytes(size))]));
  await db.transaction().execute(async (trx) => {
    const ids = target.students.map((student) => student.id);
    await revokeIn(trx, target.schoolYear.id, ids, caller.user.id);
    const now = nowIso();
    const rows = target.students.map((student) => ({
      student_id: student.id,
      school_year_id: target.schoolYear.id,
      code_hash: hashAccessCode(key, codes.get(student.id)!),
      created_by: caller.user.id,
      created_at: now,
    }));
    for (let start = 0; start < rows.length; start += 500)
      await trx
        .insertInto('access_codes')
        .values(rows.slice(start, start + 500))
        .execute();
    await auditMany(
      trx,
      ids.map((id) => ({
        userId: caller.user.id,
        action: 'create' as const,
        entity: 'access_code',
        entityId: id,
        after: { studentId: id, schoolYearId: target.schoolYear.id },
      })),
    );
    // Last, so the counter's row is held only as the transaction commits.
    await bumpVersion(trx, 'cards');
  });
  return codes;
}

export async function makeAccessCodes(
  db: Db,
  caller: Caller,
  key: Buffer,
  body: CodeTargetBody,
): Promise<{ data: MadeCode[]; total: number }> {
  const target = await targetOf(db, body);
  const codes = await makeCodes(db, caller, key, target);
  const data = target.students.map((student) => ({
    studentId: student.id,
    studentName: studentName({ last_name: student.lastName, first_name: student.firstName }),
    matricule: student.matricule,
    classroomName: student.classroomName,
    code: codes.get(student.id)!,
  }));
  return { data, total: data.length };
}

export async function revokeAccessCodes(db: Db, caller: Caller, body: CodeTargetBody): Promise<{ revoked: number }> {
  const target = await targetOf(db, body);
  return db.transaction().execute(async (trx) => {
    const ids = target.students.map((student) => student.id);
    const revoked = await revokeIn(trx, target.schoolYear.id, ids, caller.user.id);
    await auditMany(
      trx,
      ids.map((id) => ({
        userId: caller.user.id,
        action: 'update' as const,
        entity: 'access_code',
        entityId: id,
        after: { studentId: id, schoolYearId: target.schoolYear.id, revoked: true },
      })),
    );
    if (revoked) await bumpVersion(trx, 'cards');
    return { revoked };
  });
}

export async function listCardStatus(db: Db, classroomId: number, schoolYearId?: number): Promise<{ data: CardStatus[]; total: number }> {
  // A classroom with nobody in it lists nobody.
  const target = await targetOf(db, { classroomId, schoolYearId }, true);
  if (!target.students.length) return { data: [], total: 0 };
  const ids = target.students.map((student) => student.id);
  const codes = await db
    .selectFrom('access_codes')
    .select(['student_id', (eb) => eb.fn.max('created_at').as('made_at')])
    .where('school_year_id', '=', target.schoolYear.id)
    .where('student_id', 'in', ids)
    .where('revoked_at', 'is', null)
    .groupBy('student_id')
    .execute();
  const madeAt = new Map(codes.map((row) => [row.student_id, row.made_at as string]));
  const data = target.students.map((student) => ({
    studentId: student.id,
    studentName: studentName({ last_name: student.lastName, first_name: student.firstName }),
    matricule: student.matricule,
    hasPhoto: student.photo !== null,
    codeMadeAt: madeAt.get(student.id) ?? null,
  }));
  return { data, total: data.length };
}

/** One student's card for a year, as the student's page shows it: never the code. */
export async function studentCardStatus(db: Db, studentId: number, schoolYearId?: number): Promise<StudentCardStatus> {
  const [year, student] = await Promise.all([
    yearOf(db, schoolYearId),
    db.selectFrom('students').select(['id', 'photo']).where('id', '=', studentId).executeTakeFirst(),
  ]);
  if (!student) throw notFound('errors.studentNotFound');
  const [registration, codes] = await Promise.all([
    db
      .selectFrom('registrations')
      .select('id')
      .where('student_id', '=', studentId)
      .where('school_year_id', '=', year.id)
      .where('status', '=', 'active')
      .executeTakeFirst(),
    db
      .selectFrom('access_codes')
      .select(['created_at', 'revoked_at'])
      .where('student_id', '=', studentId)
      .where('school_year_id', '=', year.id)
      .execute(),
  ]);
  const latest = (values: (string | null)[]) =>
    values
      .filter((value): value is string => value !== null)
      .reduce<string | null>((max, value) => (max === null || value > max ? value : max), null);
  return {
    studentId,
    schoolYearId: year.id,
    registered: registration !== undefined,
    hasPhoto: student.photo !== null,
    codeMadeAt: latest(codes.filter((code) => code.revoked_at === null).map((code) => code.created_at)),
    lastRevokedAt: latest(codes.map((code) => code.revoked_at)),
    codesMade: codes.length,
  };
}
