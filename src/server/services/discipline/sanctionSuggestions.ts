/**
 * Conduct sanctions the thresholds suggest (domain.md, "Attendance and discipline"): each student's
 * unjustified absence hours plus consigne hours over a trimester, set against the bands of the
 * option `discipline_threshold_hours`. A band is put to the discipline master once per student and
 * trimester, and never one at or below a band already put: what was confirmed or dismissed stays
 * decided, whatever a later justification does to the hours. A suggestion still pending keeps the
 * hours it was made with; the student record shows the current ones.
 */
import type { Insertable, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Suggestion, SuggestionsQuery } from '../../../domain/contract/discipline';
import type { Language } from '../../../domain/enums';
import { periodRange } from '../../../domain/discipline/calendar';
import { suggestedBand, thresholdBands, THRESHOLD_SANCTIONS } from '../../../domain/discipline/thresholds';
import { secondaryRulesFrom } from '../../../domain/grading/secondary';
import { lockFor } from '../../db/locks';
import type { Database, Db, SanctionSuggestionTable } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../errors';
import type { Caller } from '../../http/auth';
import { figuresByRanges } from './absenceFigures';
import { personName, studentName } from '../shared/personNames';
import { classroomScope, inScope } from './attendanceScope';
import { audit } from '../shared/audit';
import { nowIso } from '../shared/clock';
import { pageOf } from '../shared/listQueries';
import { readOptions } from '../shared/options';
import { thresholdReasonText } from './sanctionReason';
import { insertSanction, scopeIds } from './sanctions';

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** The school year asked for, or the current one (404 when there is none). */
export async function schoolYearOrCurrent(db: Db, schoolYearId?: number) {
  let query = db.selectFrom('school_years').select(['id', 'starts_on', 'ends_on']);
  query = schoolYearId ? query.where('id', '=', schoolYearId) : query.where('current', '=', 1);
  const year = await query.executeTakeFirst();
  if (!year) throw notFound('errors.schoolYearMissing');
  return year;
}

/**
 * Brings a school year's suggestions up to date: the figures of every trimester are read first (two
 * grouped queries each), then, under a lock so two refreshes cannot put the same band twice, the
 * bands already put are read and the new suggestions written in one insert.
 */
export async function refreshSuggestions(db: Db, schoolYearId: number): Promise<number> {
  const year = await schoolYearOrCurrent(db, schoolYearId);
  const options = await readOptions(db);
  const bands = thresholdBands(options.strings('discipline_threshold_hours'));
  const trimesters = secondaryRulesFrom(options).trimesters;
  const range = { from: year.starts_on, to: year.ends_on };
  const periods = trimesters
    .map((_, index) => ({ trimester: index + 1, range: periodRange({ type: 'trimester', number: index + 1 }, range, trimesters) }))
    .filter((period): period is { trimester: number; range: NonNullable<typeof period.range> } => period.range !== null);
  // One pass over the year's lines for every trimester.
  const figures = await figuresByRanges(db, { schoolYearId, ranges: periods.map((period) => period.range) });

  return db.transaction().execute(async (trx) => {
    await lockFor(trx, `sanction-suggestions:${schoolYearId}`);
    const put = new Map<string, number[]>();
    for (const row of await trx
      .selectFrom('sanction_suggestions')
      .select(['student_id', 'trimester', 'band'])
      .where('school_year_id', '=', schoolYearId)
      .execute()) {
      const key = `${row.student_id}:${row.trimester}`;
      put.set(key, [...(put.get(key) ?? []), row.band]);
    }
    const now = nowIso();
    const rows: Insertable<SanctionSuggestionTable>[] = [];
    periods.forEach(({ trimester }, index) => {
      for (const [studentId, figure] of figures[index]!) {
        const hours = round2(figure.unjustifiedHours + figure.consigneHours);
        const band = suggestedBand(hours, bands, put.get(`${studentId}:${trimester}`) ?? []);
        const sanction = band === null ? undefined : THRESHOLD_SANCTIONS[band];
        if (band === null || !sanction) continue;
        rows.push({
          student_id: studentId,
          school_year_id: schoolYearId,
          trimester,
          band,
          threshold_hours: bands[band]!,
          hours,
          sanction_code: sanction.code,
          days: sanction.days,
          status: 'pending',
          created_at: now,
        });
      }
    });
    // 10 columns: 1,000 rows stay under SQLite's 32,766 bound values per statement.
    for (let start = 0; start < rows.length; start += 1000)
      await trx
        .insertInto('sanction_suggestions')
        .values(rows.slice(start, start + 1000))
        .onConflict((oc) => oc.columns(['student_id', 'school_year_id', 'trimester', 'band']).doNothing())
        .execute();
    return rows.length;
  });
}

function suggestionsFrom(db: Db) {
  return db
    .selectFrom('sanction_suggestions as g')
    .innerJoin('students as st', 'st.id', 'g.student_id')
    .leftJoin('registrations as r', (join) =>
      join.onRef('r.student_id', '=', 'g.student_id').onRef('r.school_year_id', '=', 'g.school_year_id').on('r.status', '=', 'active'),
    )
    .leftJoin('classrooms as c', 'c.id', 'r.classroom_id')
    .leftJoin('sanction_types as t', 't.code', 'g.sanction_code')
    .leftJoin('users as du', 'du.id', 'g.decided_by');
}

function withSuggestionColumns<Q extends ReturnType<typeof suggestionsFrom>>(query: Q) {
  return query.select([
    'g.id',
    'g.student_id',
    'st.matricule',
    'st.last_name',
    'st.first_name',
    'r.classroom_id',
    'c.name as classroom_name',
    'g.school_year_id',
    'g.trimester',
    'g.threshold_hours',
    'g.hours',
    'g.sanction_code',
    't.name as sanction_name',
    'g.days',
    'g.status',
    'g.sanction_id',
    'du.first_name as decided_first',
    'du.last_name as decided_last',
    'g.decided_at',
    'g.created_at',
  ]);
}
type SuggestionRow = Awaited<ReturnType<ReturnType<typeof withSuggestionColumns>['executeTakeFirstOrThrow']>>;

const toSuggestion = (row: SuggestionRow): Suggestion => ({
  id: row.id,
  studentId: row.student_id,
  matricule: row.matricule,
  studentName: studentName(row.last_name, row.first_name),
  classroomName: row.classroom_name,
  schoolYearId: row.school_year_id,
  trimester: row.trimester,
  thresholdHours: Number(row.threshold_hours),
  hours: Number(row.hours),
  sanctionCode: row.sanction_code,
  sanctionName: row.sanction_name,
  days: row.days === null ? null : Number(row.days),
  status: row.status,
  sanctionId: row.sanction_id,
  decidedBy: personName(row.decided_first, row.decided_last),
  decidedAt: row.decided_at,
  createdAt: row.created_at,
});

/** Pending first, then the newest. */
const ordered = <Q extends ReturnType<typeof withSuggestionColumns>>(query: Q) =>
  query
    .orderBy(sql`case when g.status = 'pending' then 0 else 1 end`)
    .orderBy('g.created_at', 'desc')
    .orderBy('g.id', 'desc');

export async function listSuggestions(db: Db, caller: Caller, { limit, skip, ...filters }: SuggestionsQuery) {
  const year = await schoolYearOrCurrent(db, filters.schoolYearId);
  await refreshSuggestions(db, year.id);
  const ids = scopeIds(await classroomScope(db, caller, 'read'));
  const filtered = () => {
    let query = suggestionsFrom(db).where('g.school_year_id', '=', year.id);
    if (ids) query = query.where('r.classroom_id', 'in', ids);
    if (filters.studentId) query = query.where('g.student_id', '=', filters.studentId);
    if (filters.status) query = query.where('g.status', '=', filters.status);
    return query;
  };
  return pageOf(
    ordered(withSuggestionColumns(filtered())),
    filtered().select((eb) => eb.fn.countAll<number>().as('n')),
    { limit, skip },
    toSuggestion,
  );
}

/** A student's suggestions of a school year, as the list orders them (the student record). */
export async function suggestionsOfStudent(db: Db, studentId: number, schoolYearId: number): Promise<Suggestion[]> {
  const rows = await ordered(
    withSuggestionColumns(suggestionsFrom(db)).where('g.student_id', '=', studentId).where('g.school_year_id', '=', schoolYearId),
  ).execute();
  return rows.map(toSuggestion);
}

/** The pending suggestion, locked for this transaction: 404, 403 out of reach, 409 once decided. */
async function pendingSuggestion(trx: Transaction<Database>, caller: Caller, id: number): Promise<SuggestionRow> {
  await lockFor(trx, `sanction-suggestion:${id}`);
  const row = await withSuggestionColumns(suggestionsFrom(trx)).where('g.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('errors.suggestionNotFound');
  const scope = await classroomScope(trx, caller, 'manage');
  if (scope !== 'all' && (row.classroom_id === null || !inScope(scope, row.classroom_id))) throw forbidden('errors.notYourClassroom');
  if (row.status !== 'pending') throw conflict('errors.suggestionDecided');
  return row;
}

async function decide(
  trx: Transaction<Database>,
  caller: Caller,
  row: SuggestionRow,
  status: 'confirmed' | 'dismissed',
  sanctionId: number | null,
): Promise<Suggestion> {
  const result = await trx
    .updateTable('sanction_suggestions')
    .set({ status, sanction_id: sanctionId, decided_by: caller.user.id, decided_at: nowIso() })
    .where('id', '=', row.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw conflict('errors.suggestionDecided');
  const after = toSuggestion((await withSuggestionColumns(suggestionsFrom(trx)).where('g.id', '=', row.id).executeTakeFirst())!);
  await audit(trx, {
    userId: caller.user.id,
    action: 'update',
    entity: 'sanctionSuggestion',
    entityId: row.id,
    before: toSuggestion(row),
    after,
  });
  return after;
}

/**
 * Records the suggested sanction (its type by code, its days) and marks the suggestion confirmed,
 * together. Without a reason typed, the reason is the threshold reached, kept as data (trimester,
 * band, hours) so each reader gets it in their language: the notice in its own, not the confirmer's.
 */
export function confirmSuggestion(
  db: Db,
  caller: Caller,
  id: number,
  body: { date: string; reason?: string | null },
  language: Language,
): Promise<Suggestion> {
  return db.transaction().execute(async (trx) => {
    const row = await pendingSuggestion(trx, caller, id);
    const type = await trx.selectFrom('sanction_types').select(['id', 'unit']).where('code', '=', row.sanction_code).executeTakeFirst();
    if (!type) throw conflict('errors.sanctionCodeMissing', { code: row.sanction_code });
    const typed = body.reason?.trim() ? body.reason : null;
    const threshold = typed
      ? null
      : { trimester: Number(row.trimester), thresholdHours: Number(row.threshold_hours), hours: Number(row.hours) };
    const sanction = await insertSanction(
      trx,
      caller,
      {
        studentId: row.student_id,
        sanctionTypeId: type.id,
        date: body.date,
        reason: typed ?? thresholdReasonText(threshold!, language),
        duration: type.unit === 'none' ? null : row.days,
      },
      language,
      threshold,
    );
    return decide(trx, caller, row, 'confirmed', sanction.id);
  });
}

export function dismissSuggestion(db: Db, caller: Caller, id: number): Promise<Suggestion> {
  return db.transaction().execute(async (trx) => decide(trx, caller, await pendingSuggestion(trx, caller, id), 'dismissed', null));
}
