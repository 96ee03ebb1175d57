/**
 * Each level's schedule of instalments for a school year, saved whole; saving charges the level's
 * registered students the difference (charges.ts). An instalment taken out of a schedule is kept,
 * marked removed, for the lines that name it; one that payments cover cannot be taken out.
 */
import type { Transaction } from 'kysely';
import type { CopySchedulesBody, Schedule, ScheduleBody } from '../../../domain/contract/feeSetup';
import type { ValidationMessage } from '../../../domain/validation/yup';
import type { Database, Db } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../errors';
import type { Caller } from '../../http/auth';
import { audit } from '../shared/audit';
import { bumpVersion } from '../shared/dataVersions';
import { lockCharges, syncCharges } from './charges';
import { yearOf } from './schoolYear';

type Trx = Transaction<Database>;

export async function listSchedules(db: Db, schoolYearId: number, levelId?: number): Promise<{ data: Schedule[]; total: number }> {
  await yearOf(db, schoolYearId);
  let levels = db.selectFrom('levels').select(['id', 'name']).orderBy('position').orderBy('id');
  if (levelId) levels = levels.where('id', '=', levelId);
  const levelRows = await levels.execute();
  let instalments = db
    .selectFrom('fee_instalments as i')
    .innerJoin('fee_types as t', 't.id', 'i.fee_type_id')
    .select(['i.id', 'i.level_id', 'i.fee_type_id', 't.name as fee_type_name', 'i.label', 'i.amount', 'i.due_date', 'i.position'])
    .where('i.school_year_id', '=', schoolYearId)
    .where('i.removed', '=', 0)
    .orderBy('i.due_date')
    .orderBy('i.position')
    .orderBy('i.id');
  if (levelId) instalments = instalments.where('i.level_id', '=', levelId);
  const rows = await instalments.execute();
  const counts = await db
    .selectFrom('registrations as r')
    .innerJoin('classrooms as c', 'c.id', 'r.classroom_id')
    .select(['c.level_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('r.school_year_id', '=', schoolYearId)
    .where('r.status', '=', 'active')
    .groupBy('c.level_id')
    .execute();
  const countOf = new Map(counts.map((row) => [row.level_id, Number(row.n)]));
  const data = levelRows.map((level): Schedule => {
    const lines = rows
      .filter((row) => row.level_id === level.id)
      .map((row) => ({
        id: row.id,
        feeTypeId: row.fee_type_id,
        feeTypeName: row.fee_type_name,
        label: row.label,
        amount: row.amount,
        dueDate: row.due_date,
        position: row.position,
      }));
    return {
      schoolYearId,
      levelId: level.id,
      levelName: level.name,
      instalments: lines,
      total: lines.reduce((sum, line) => sum + line.amount, 0),
      studentCount: countOf.get(level.id) ?? 0,
    };
  });
  return { data, total: data.length };
}

async function scheduleOf(db: Db, schoolYearId: number, levelId: number): Promise<Schedule> {
  const { data } = await listSchedules(db, schoolYearId, levelId);
  if (!data.length) throw notFound('errors.levelMissing');
  return data[0];
}

const refused = (fields: Record<string, ValidationMessage>) => new HttpError(400, 'errors.validation', {}, undefined, fields);

/** Writes the schedule's lines and charges the level's students; the caller holds the transaction. */
async function writeSchedule(trx: Trx, schoolYearId: number, levelId: number, body: ScheduleBody, userId: number): Promise<void> {
  // Changed or removed instalments change every account of the level: the money counter tells the dashboards.
  await bumpVersion(trx, 'money');
  const year = await yearOf(trx, schoolYearId);
  const current = await trx
    .selectFrom('fee_instalments')
    .select(['id'])
    .where('school_year_id', '=', schoolYearId)
    .where('level_id', '=', levelId)
    .where('removed', '=', 0)
    .execute();
  const currentIds = new Set(current.map((row) => row.id));
  const typeIds = new Set((await trx.selectFrom('fee_types').select('id').execute()).map((row) => row.id));
  const problems: Record<string, ValidationMessage> = {};
  const kept = new Set<number>();
  body.instalments.forEach((line, index) => {
    if (line.id !== undefined && (!currentIds.has(line.id) || kept.has(line.id)))
      problems[`instalments[${index}].id`] = { key: 'errors.instalmentUnknown' };
    if (line.id !== undefined) kept.add(line.id);
    if (!typeIds.has(line.feeTypeId)) problems[`instalments[${index}].feeTypeId`] = { key: 'errors.feeTypeMissing' };
    if (line.dueDate < year.starts_on || line.dueDate > year.ends_on)
      problems[`instalments[${index}].dueDate`] = { key: 'errors.dateOutsideYear', values: { year: year.name } };
  });
  if (Object.keys(problems).length) throw refused(problems);
  const removed = [...currentIds].filter((id) => !kept.has(id));
  if (removed.length) {
    const paid = await trx
      .selectFrom('payment_allocations')
      .select(['instalment_id', (eb) => eb.fn.sum<number>('amount').as('amount')])
      .where('instalment_id', 'in', removed)
      .groupBy('instalment_id')
      .execute();
    if (paid.some((row) => Number(row.amount) !== 0)) throw conflict('errors.instalmentPaid', undefined, 'instalments');
    await trx.updateTable('fee_instalments').set({ removed: 1 }).where('id', 'in', removed).execute();
  }
  for (const [index, line] of body.instalments.entries()) {
    const values = { fee_type_id: line.feeTypeId, label: line.label, amount: line.amount, due_date: line.dueDate, position: index + 1 };
    if (line.id !== undefined) await trx.updateTable('fee_instalments').set(values).where('id', '=', line.id).execute();
    else
      await trx
        .insertInto('fee_instalments')
        .values({ ...values, school_year_id: schoolYearId, level_id: levelId })
        .execute();
  }
  const students = await trx
    .selectFrom('registrations as r')
    .innerJoin('classrooms as c', 'c.id', 'r.classroom_id')
    .select('r.student_id')
    .distinct()
    .where('r.school_year_id', '=', schoolYearId)
    .where('c.level_id', '=', levelId)
    .where('r.status', '=', 'active')
    .execute();
  await syncCharges(
    trx,
    schoolYearId,
    students.map((row) => row.student_id),
    'schedule',
    userId,
  );
}

export async function saveSchedule(db: Db, caller: Caller, schoolYearId: number, levelId: number, body: ScheduleBody): Promise<Schedule> {
  return db.transaction().execute(async (trx) => {
    await lockCharges(trx, schoolYearId);
    const before = await scheduleOf(trx, schoolYearId, levelId);
    await writeSchedule(trx, schoolYearId, levelId, body, caller.user.id);
    const after = await scheduleOf(trx, schoolYearId, levelId);
    await audit(trx, {
      userId: caller.user.id,
      action: 'update',
      entity: 'fee_schedule',
      entityId: `${schoolYearId}-${levelId}`,
      before,
      after,
    });
    return after;
  });
}

/** The same day in another year; a 29 February becomes the 28th. */
function shiftYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const year = y + years;
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${year}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

export async function copySchedules(db: Db, caller: Caller, schoolYearId: number, body: CopySchedulesBody) {
  await db.transaction().execute(async (trx) => {
    await lockCharges(trx, schoolYearId);
    const target = await yearOf(trx, schoolYearId);
    const source = await yearOf(trx, body.fromSchoolYearId);
    const years = Number(target.starts_on.slice(0, 4)) - Number(source.starts_on.slice(0, 4));
    const from = await listSchedules(trx, source.id);
    const to = await listSchedules(trx, target.id);
    for (const schedule of from.data) {
      if (!schedule.instalments.length) continue;
      const existing = to.data.find((line) => line.levelId === schedule.levelId);
      if (existing?.instalments.length && !body.replace) continue;
      const instalments = schedule.instalments.map((line) => ({
        feeTypeId: line.feeTypeId,
        label: line.label,
        amount: line.amount,
        dueDate: shiftYears(line.dueDate, years),
      }));
      await writeSchedule(trx, target.id, schedule.levelId, { instalments }, caller.user.id);
      await audit(trx, {
        userId: caller.user.id,
        action: 'update',
        entity: 'fee_schedule',
        entityId: `${target.id}-${schedule.levelId}`,
        before: existing,
        after: await scheduleOf(trx, target.id, schedule.levelId),
      });
    }
  });
  return listSchedules(db, schoolYearId);
}
