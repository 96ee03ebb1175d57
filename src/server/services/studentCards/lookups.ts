/**
 * The public lookup of a card by its code. Nobody signs in, so guessing is held back by limits
 * counted in `access_code_lookups`, which logs every lookup with its time and address (never the
 * code): per address, so many lookups a minute and so many failures an hour; and for everyone
 * together, so many failures an hour, after which every lookup waits (429) until the hour's
 * failures fall below the budget. An unknown, revoked or expired code answers the same 404.
 * docs/decisions.md ("Access codes") gives what this leaves an attacker.
 */
import type { PublicCard } from '../../../domain/contract/accessCodes';
import { lockFor } from '../../db/locks';
import type { Db } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import { localDate, nowIso } from '../shared/clock';
import { readOptions } from '../shared/options';
import { buildSheetFor } from '../marksheet/sheets';
import { hashAccessCode } from '../shared/codeKey';

export interface LookupLimits {
  perAddressPerMinute: number;
  addressFailuresPerHour: number;
  failuresPerHour: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const tooMany = (seconds: number) =>
  new HttpError(429, 'errors.tooManyLookups', {}, undefined, undefined, { 'retry-after': String(Math.max(1, Math.ceil(seconds))) });

/** One read of the last hour's lookups that concern this address or failed, counted three ways. */
async function checkLimits(db: Db, limits: LookupLimits, address: string, now: number): Promise<void> {
  const minuteAgo = new Date(now - MINUTE).toISOString();
  const hourAgo = new Date(now - HOUR).toISOString();
  const counts = await db
    .selectFrom('access_code_lookups')
    .select((eb) => [
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb('address', '=', address), eb('looked_up_at', '>', minuteAgo)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('recent'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb('address', '=', address), eb('found', '=', 0)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('address_failed'),
      eb.fn.sum<number>(eb.case().when('found', '=', 0).then(1).else(0).end()).as('failed'),
    ])
    .where('looked_up_at', '>', hourAgo)
    .where((eb) => eb.or([eb('address', '=', address), eb('found', '=', 0)]))
    .executeTakeFirstOrThrow();
  // Only when a limit is reached: when its oldest counted lookup leaves the window, for Retry-After.
  const firstSince = async (since: string, window: number, filter: { address?: string; failed?: boolean }) => {
    let query = db
      .selectFrom('access_code_lookups')
      .select((eb) => eb.fn.min('looked_up_at').as('first'))
      .where('looked_up_at', '>', since);
    if (filter.address !== undefined) query = query.where('address', '=', filter.address);
    if (filter.failed) query = query.where('found', '=', 0);
    const { first } = await query.executeTakeFirstOrThrow();
    return tooMany((Date.parse(first as string) + window - now) / 1000);
  };
  if (Number(counts.recent ?? 0) >= limits.perAddressPerMinute) throw await firstSince(minuteAgo, MINUTE, { address });
  if (Number(counts.address_failed ?? 0) >= limits.addressFailuresPerHour) throw await firstSince(hourAgo, HOUR, { address, failed: true });
  if (Number(counts.failed ?? 0) >= limits.failuresPerHour) throw await firstSince(hourAgo, HOUR, { failed: true });
}

async function logLookup(db: Db, address: string, found: boolean): Promise<void> {
  await db
    .insertInto('access_code_lookups')
    .values({ looked_up_at: nowIso(), address, found: found ? 1 : 0 })
    .execute();
}

/** The code's student in force (not revoked, of a school year not yet over, still registered), with their classroom and the school's name. */
async function studentOfCode(db: Db, key: Buffer, code: string) {
  return db
    .selectFrom('access_codes as a')
    .innerJoin('students as s', 's.id', 'a.student_id')
    .innerJoin('school_years as y', 'y.id', 'a.school_year_id')
    .innerJoin('registrations as r', (join) =>
      join.onRef('r.student_id', '=', 'a.student_id').onRef('r.school_year_id', '=', 'a.school_year_id').on('r.status', '=', 'active'),
    )
    .innerJoin('classrooms as c', 'c.id', 'r.classroom_id')
    .innerJoin('levels as l', 'l.id', 'c.level_id')
    .select((eb) => [
      's.id',
      's.first_name',
      's.last_name',
      's.matricule',
      's.photo',
      'y.name as year_name',
      'y.ends_on',
      'c.id as classroom_id',
      'c.name as classroom_name',
      'l.grading_system',
      eb.selectFrom('school').select('name').limit(1).as('school_name'),
    ])
    .where('a.code_hash', '=', hashAccessCode(key, code))
    .where('a.revoked_at', 'is', null)
    .where('y.ends_on', '>=', localDate())
    .executeTakeFirst();
}

/** The latest sequence's summary of a secondary classroom's report card: average, rank and class size. */
async function latestReportCard(db: Db, studentId: number, classroomId: number): Promise<PublicCard['reportCard']> {
  const latest = await db
    .selectFrom('marks as m')
    .innerJoin('class_courses as cc', 'cc.id', 'm.class_course_id')
    .select((eb) => eb.fn.max('m.sequence').as('sequence'))
    .where('cc.classroom_id', '=', classroomId)
    .executeTakeFirst();
  const sequence = latest?.sequence === null || latest?.sequence === undefined ? null : Number(latest.sequence);
  if (sequence === null) return null;
  const answer = await buildSheetFor(db, classroomId, 'sequence', sequence);
  if (answer.system !== 'secondary') return null;
  const row = answer.sheet.rows.find((one) => one.studentId === studentId);
  if (!row) return null;
  return {
    periodType: 'sequence',
    period: sequence,
    average: row.average,
    rank: row.rank,
    classSize: answer.sheet.rows.length,
    decision: row.decision,
  };
}

/**
 * The limits checked, the code looked up and the lookup counted, as one step: the lock makes each
 * lookup see every one before it, so parallel guesses cannot all pass the check before any of them
 * is counted (PostgreSQL let 40 of them through a limit of 10; SQLite's one connection already
 * serialised them). A 429 counts nothing.
 */
async function countedLookup(db: Db, key: Buffer, limits: LookupLimits, code: string, address: string) {
  return db.transaction().execute(async (trx) => {
    await lockFor(trx, 'access_code_lookups');
    await checkLimits(trx, limits, address, Date.now());
    const student = await studentOfCode(trx, key, code);
    await logLookup(trx, address, student !== undefined);
    return student;
  });
}

export async function lookUp(db: Db, key: Buffer, limits: LookupLimits, code: string, address: string): Promise<PublicCard> {
  const student = await countedLookup(db, key, limits, code, address);
  if (!student) throw notFound('errors.cardNotFound');
  const reportCard =
    student.grading_system === 'sequence' && (await readOptions(db)).bool('public_results')
      ? await latestReportCard(db, student.id, student.classroom_id)
      : null;
  return {
    firstName: student.first_name,
    lastName: student.last_name.toUpperCase(),
    matricule: student.matricule,
    classroomName: student.classroom_name,
    schoolYearName: student.year_name,
    validUntil: student.ends_on,
    schoolName: student.school_name ?? '',
    hasPhoto: student.photo !== null,
    reportCard,
  };
}

/** The stored name of the photo of the code's student, under the same limits; 404 when there is none. */
export async function photoOfCode(db: Db, key: Buffer, limits: LookupLimits, code: string, address: string): Promise<string> {
  const student = await countedLookup(db, key, limits, code, address);
  if (!student?.photo) throw notFound('errors.cardNotFound');
  return student.photo;
}
