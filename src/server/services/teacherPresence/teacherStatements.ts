/**
 * Part-time teachers' pay (domain.md, "Teacher presence"; contract `teacherStatements.ts`): who is
 * paid by the hour and at what rate, and each month's statement. A draft statement is computed from
 * the month's presence tally each time it is read (its hours lines are stored nowhere); its
 * adjustment lines are stored, in a `teacher_statements` row made for them. Validating stores the
 * hours lines and the rate as they are then: from that moment the statement is read from its rows
 * alone, so no later change of presence, timetable or rate can move it, and a correction is an
 * adjustment line flagged `after_validation`.
 */
import type { AdjustmentBody, Statement, StatementLine, TeacherRate, TeacherRateBody } from '../../../domain/contract/teacherStatements';
import { lineAmount, presenceFigures, statementTotal } from '../../../domain/presence/figures';
import { monthRange } from '../../../domain/presence/week';
import { lockFor } from '../../db/locks';
import type { Transaction } from 'kysely';
import type { Database, Db } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import type { Caller } from '../../http/auth';
import { personName } from '../shared/personNames';
import { audit } from '../shared/audit';
import { localDate, nowIso } from '../shared/clock';
import { presenceTally, type ClassCourseHours, type TeacherTally } from './presenceTally';
import { compareStaff } from '../shared/nameOrder';

const round2 = (value: number): number => Math.round(value * 100) / 100;

/* Rates ----------------------------------------------------------------------------------------- */

function teachersWithPay(db: Db) {
  return db
    .selectFrom('users as u')
    .leftJoin('teacher_pay as p', 'p.teacher_id', 'u.id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'p.part_time', 'p.hourly_rate'])
    .where('u.role', '=', 'teacher');
}

type RateRow = Awaited<ReturnType<ReturnType<typeof teachersWithPay>['executeTakeFirstOrThrow']>>;

const toRate = (row: RateRow): TeacherRate => ({
  teacherId: row.id,
  teacherName: personName(row.first_name, row.last_name) ?? '',
  partTime: Boolean(row.part_time),
  hourlyRate: row.hourly_rate ?? 0,
});

/** Every active teacher account in name order, with its pay (not part-time, 0, until set). */
export async function listTeacherRates(db: Db): Promise<{ data: TeacherRate[]; total: number }> {
  const rows = await teachersWithPay(db).where('u.status', '=', 'active').execute();
  return { data: rows.sort(compareStaff).map(toRate), total: rows.length };
}

/** A teacher account (whatever its status: a teacher who left is still paid for their last month), or 404. */
async function teacherRate(db: Db, teacherId: number): Promise<TeacherRate> {
  const row = await teachersWithPay(db).where('u.id', '=', teacherId).executeTakeFirst();
  if (!row) throw notFound('errors.statementTeacherNotFound');
  return toRate(row);
}

/** Sets whether a teacher is paid by the hour and the rate; a validated statement keeps its own. Audited. */
export async function updateTeacherRate(db: Db, caller: Caller, teacherId: number, body: TeacherRateBody): Promise<TeacherRate> {
  return db.transaction().execute(async (trx) => {
    await lockFor(trx, `teacher-pay:${teacherId}`);
    const before = await teacherRate(trx, teacherId);
    const values = { part_time: body.partTime ? (1 as const) : (0 as const), hourly_rate: body.hourlyRate, updated_at: nowIso() };
    const exists = await trx.selectFrom('teacher_pay').select('teacher_id').where('teacher_id', '=', teacherId).executeTakeFirst();
    if (exists) await trx.updateTable('teacher_pay').set(values).where('teacher_id', '=', teacherId).execute();
    else
      await trx
        .insertInto('teacher_pay')
        .values({ teacher_id: teacherId, ...values })
        .execute();
    const after = { ...before, partTime: body.partTime, hourlyRate: body.hourlyRate };
    await audit(trx, {
      userId: caller.user.id,
      action: exists ? 'update' : 'create',
      entity: 'teacher_pay',
      entityId: teacherId,
      before,
      after,
    });
    return after;
  });
}

/* Statements ------------------------------------------------------------------------------------ */

/** Teachers with their rate and their statement of the month, if one is stored. */
function teachersOfMonth(db: Db, month: string) {
  return db
    .selectFrom('users as u')
    .leftJoin('teacher_pay as p', 'p.teacher_id', 'u.id')
    .leftJoin('teacher_statements as s', (join) => join.onRef('s.teacher_id', '=', 'u.id').on('s.month', '=', month))
    .leftJoin('users as v', 'v.id', 's.validated_by')
    .select([
      'u.id',
      'u.first_name',
      'u.last_name',
      'p.hourly_rate',
      's.id as statement_id',
      's.status',
      's.hourly_rate as frozen_rate',
      's.validated_at',
      'v.first_name as validator_first',
      'v.last_name as validator_last',
    ]);
}

type MonthTeacher = Awaited<ReturnType<ReturnType<typeof teachersOfMonth>['executeTakeFirstOrThrow']>>;

async function storedLines(db: Db, statementIds: readonly number[]): Promise<Map<number, StatementLine[]>> {
  const byStatement = new Map<number, StatementLine[]>();
  if (!statementIds.length) return byStatement;
  const rows = await db
    .selectFrom('teacher_statement_lines as l')
    .leftJoin('users as c', 'c.id', 'l.created_by')
    .select([
      'l.id',
      'l.statement_id',
      'l.kind',
      'l.label',
      'l.hours',
      'l.amount',
      'l.after_validation',
      'l.created_at',
      'c.first_name',
      'c.last_name',
    ])
    .where('l.statement_id', 'in', statementIds)
    .orderBy('l.id')
    .execute();
  for (const row of rows) {
    const lines = byStatement.get(row.statement_id) ?? [];
    lines.push({
      id: row.id,
      kind: row.kind,
      label: row.label,
      hours: row.hours,
      amount: row.amount,
      createdBy: personName(row.first_name, row.last_name),
      createdAt: row.created_at,
      afterValidation: Boolean(row.after_validation),
    });
    byStatement.set(row.statement_id, lines);
  }
  return byStatement;
}

/** The hours lines of a draft: one per class course taught, then one per class course taken in another's place. */
function computedLines(tally: TeacherTally | undefined, rate: number): StatementLine[] {
  if (!tally) return [];
  const line =
    (kind: 'hours' | 'replacement') =>
    (taught: ClassCourseHours): StatementLine => {
      const hours = round2(taught.hours);
      return {
        id: null,
        kind,
        label: `${taught.classroomName} · ${taught.courseName}`,
        hours,
        amount: lineAmount(hours, rate),
        createdBy: null,
        createdAt: null,
        afterValidation: false,
      };
    };
  return [
    ...tally.taught.filter((taught) => taught.hours > 0).map(line('hours')),
    ...tally.replacing.filter((taught) => taught.hours > 0).map(line('replacement')),
  ];
}

function statementOf(month: string, teacher: MonthTeacher, stored: readonly StatementLine[], tally: TeacherTally | undefined): Statement {
  const validated = teacher.status === 'validated';
  const rate = (validated ? teacher.frozen_rate : teacher.hourly_rate) ?? 0;
  const adjustments = stored.filter((line) => line.kind === 'adjustment');
  const hoursLines = validated ? stored.filter((line) => line.kind !== 'adjustment') : computedLines(tally, rate);
  const hours = round2(hoursLines.reduce((total, line) => total + (line.hours ?? 0), 0));
  return {
    teacherId: teacher.id,
    teacherName: personName(teacher.first_name, teacher.last_name) ?? '',
    month,
    hourlyRate: rate,
    hours,
    amount: statementTotal([...hoursLines, ...adjustments].map((line) => line.amount)),
    status: validated ? 'validated' : 'draft',
    validatedBy: validated ? personName(teacher.validator_first, teacher.validator_last) : null,
    validatedAt: validated ? teacher.validated_at : null,
    // A validated statement has nothing left to check: what was unchecked then stays unpaid.
    uncheckedHours: validated || !tally ? 0 : presenceFigures(tally.input).uncheckedHours,
    lines: [...hoursLines, ...adjustments],
  };
}

/** The statements of these teachers for the month, in their order: drafts from one tally, validated ones from their rows. */
async function statementsOf(db: Db, month: string, teachers: readonly MonthTeacher[]): Promise<Statement[]> {
  const drafts = teachers.filter((teacher) => teacher.status !== 'validated').map((teacher) => teacher.id);
  const statementIds = teachers.flatMap((teacher) => (teacher.statement_id === null ? [] : [teacher.statement_id]));
  const [lines, tallies] = await Promise.all([
    storedLines(db, statementIds),
    drafts.length ? presenceTally(db, monthRange(month), drafts) : Promise.resolve([]),
  ]);
  const tallyOf = new Map(tallies.map((tally) => [tally.teacherId, tally]));
  return teachers.map((teacher) =>
    statementOf(month, teacher, (teacher.statement_id !== null && lines.get(teacher.statement_id)) || [], tallyOf.get(teacher.id)),
  );
}

/** The month's statements: every active part-time teacher's, and any validated that month, in name order. */
export async function listStatements(db: Db, month: string): Promise<{ data: Statement[]; total: number }> {
  const teachers = await teachersOfMonth(db, month)
    .where((eb) =>
      eb.or([
        eb.and([eb('u.role', '=', 'teacher'), eb('u.status', '=', 'active'), eb('p.part_time', '=', 1)]),
        eb('s.status', '=', 'validated'),
      ]),
    )
    .execute();
  const data = await statementsOf(db, month, teachers.sort(compareStaff));
  return { data, total: data.length };
}

async function monthTeacher(db: Db, teacherId: number, month: string): Promise<MonthTeacher> {
  const teacher = await teachersOfMonth(db, month).where('u.id', '=', teacherId).where('u.role', '=', 'teacher').executeTakeFirst();
  if (!teacher) throw notFound('errors.statementTeacherNotFound');
  return teacher;
}

/** A teacher's statement of a month (a draft of nothing when nothing was recorded); 404 for an account that is not a teacher. */
export async function getStatement(db: Db, teacherId: number, month: string): Promise<Statement> {
  const [statement] = await statementsOf(db, month, [await monthTeacher(db, teacherId, month)]);
  return statement;
}

/** The month's statement row, made (as a draft) when the teacher has none yet. */
async function statementRow(trx: Transaction<Database>, caller: Caller, teacher: MonthTeacher, month: string): Promise<number> {
  if (teacher.statement_id !== null) return teacher.statement_id;
  const { id } = await trx
    .insertInto('teacher_statements')
    .values({
      teacher_id: teacher.id,
      month,
      status: 'draft',
      hourly_rate: null,
      validated_by: null,
      validated_at: null,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await audit(trx, {
    userId: caller.user.id,
    action: 'create',
    entity: 'teacher_statement',
    entityId: id,
    after: { teacherId: teacher.id, month, status: 'draft' },
  });
  return id;
}

/** A bonus or a deduction; on a validated statement it is a correction, flagged as such. Audited; answers the statement. */
export async function addAdjustment(db: Db, caller: Caller, teacherId: number, month: string, body: AdjustmentBody): Promise<Statement> {
  return db.transaction().execute(async (trx) => {
    await lockFor(trx, `teacher-statement:${teacherId}:${month}`);
    const teacher = await monthTeacher(trx, teacherId, month);
    const statementId = await statementRow(trx, caller, teacher, month);
    const afterValidation = teacher.status === 'validated';
    const { id } = await trx
      .insertInto('teacher_statement_lines')
      .values({
        statement_id: statementId,
        kind: 'adjustment',
        label: body.label,
        hours: null,
        amount: body.amount,
        after_validation: afterValidation ? 1 : 0,
        created_by: caller.user.id,
        created_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit(trx, {
      userId: caller.user.id,
      action: 'create',
      entity: 'teacher_statement_line',
      entityId: id,
      after: { statementId, teacherId, month, kind: 'adjustment', label: body.label, amount: body.amount, afterValidation },
    });
    return getStatement(trx, teacherId, month);
  });
}

/**
 * Freezes the statement as it reads now: its hours lines and rate are stored, with who validated
 * and when. A month not yet begun has nothing to pay (400); a second validation is a 409.
 */
export async function validateStatement(db: Db, caller: Caller, teacherId: number, month: string): Promise<Statement> {
  return db.transaction().execute(async (trx) => {
    await lockFor(trx, `teacher-statement:${teacherId}:${month}`);
    const teacher = await monthTeacher(trx, teacherId, month);
    if (monthRange(month).from > localDate()) throw badRequest('errors.statementMonthNotBegun', { month });
    if (teacher.status === 'validated') throw conflict('errors.statementValidated', { month });
    const [draft] = await statementsOf(trx, month, [teacher]);
    const statementId = await statementRow(trx, caller, teacher, month);
    const now = nowIso();
    await trx
      .updateTable('teacher_statements')
      .set({ status: 'validated', hourly_rate: draft.hourlyRate, validated_by: caller.user.id, validated_at: now })
      .where('id', '=', statementId)
      .execute();
    const hoursLines = draft.lines.filter((line) => line.kind !== 'adjustment');
    if (hoursLines.length)
      await trx
        .insertInto('teacher_statement_lines')
        .values(
          hoursLines.map((line) => ({
            statement_id: statementId,
            kind: line.kind,
            label: line.label,
            hours: line.hours,
            amount: line.amount,
            after_validation: 0,
            created_by: caller.user.id,
            created_at: now,
          })),
        )
        .execute();
    await audit(trx, {
      userId: caller.user.id,
      action: 'update',
      entity: 'teacher_statement',
      entityId: statementId,
      before: { teacherId, month, status: 'draft' },
      after: {
        teacherId,
        month,
        status: 'validated',
        hourlyRate: draft.hourlyRate,
        hours: draft.hours,
        amount: draft.amount,
        lines: draft.lines,
      },
    });
    return getStatement(trx, teacherId, month);
  });
}
