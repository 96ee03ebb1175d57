/**
 * Teacher presence (domain.md, "Teacher presence"): the day's slots from the timetable with what
 * was recorded, the day's check saved whole, the records one by one, and the periodic statistics.
 * A record copies in the slot's teacher and hours, so a later change of timetable or class course
 * never rewrites the past. A roll call taken in a slot with no record vouches for its teacher.
 */
import type { Insertable, Transaction } from 'kysely';
import type {
  Day,
  DaySlot,
  PeriodicStat,
  SaveDayLine,
  SaveDayResult,
  ShowDayMode,
  SlotState,
  TeacherPresence,
  TeacherPresenceBody,
  TeacherPresencesQuery,
} from '../../../domain/contract/teacherPresences';
import { PERIODIC_STAT_MAX_DAYS } from '../../../domain/contract/teacherPresences';
import type { Language, TeacherPresenceStatus } from '../../../domain/enums';
import { presenceFigures, sumFigures } from '../../../domain/presence/figures';
import { presenceLineProblems } from '../../../domain/presence/lineProblems';
import { holdsOwnTeacher, teachersHeld } from '../../../domain/presence/occupancy';
import { daysBetween, weekdayOf } from '../../../domain/presence/week';
import { presenceStatsFileName } from '../../../domain/fileNames';
import type { ValidationMessage } from '../../../domain/validation/yup';
import { lockFor } from '../../db/locks';
import type { Database, Db, TeacherPresenceTable } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../errors';
import type { NamedFile } from '../../http/attachment';
import type { Caller } from '../../http/auth';
import { personName } from '../shared/personNames';
import { audit } from '../shared/audit';
import { nowIso } from '../shared/clock';
import { sayIn, translate } from '../../i18n';
import { pageOf } from '../shared/listQueries';
import { presenceTally } from './presenceTally';
import { toXlsx, type Cell } from '../shared/spreadsheets';
import { slotRows, timetableOn, type SlotRow } from '../tools/timetables';
import { compareNames } from '../shared/nameOrder';

/** Active teachers in name order: who can be expected in a slot or picked as a replacement. */
function activeTeachers(db: Db) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('role', '=', 'teacher')
    .where('status', '=', 'active')
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .execute();
}

/** Records with the names they show. */
function recordRows(db: Db) {
  return db
    .selectFrom('teacher_presences as p')
    .innerJoin('classrooms as c', 'c.id', 'p.classroom_id')
    .innerJoin('class_courses as cc', 'cc.id', 'p.class_course_id')
    .innerJoin('courses as co', 'co.id', 'cc.course_id')
    .innerJoin('time_parts as tp', 'tp.id', 'p.time_part_id')
    .leftJoin('users as t', 't.id', 'p.teacher_id')
    .leftJoin('users as r', 'r.id', 'p.replaced_by')
    .leftJoin('users as rb', 'rb.id', 'p.recorded_by')
    .leftJoin('users as ub', 'ub.id', 'p.updated_by')
    .select([
      'p.id',
      'p.school_year_id',
      'p.date',
      'p.time_part_id',
      'tp.name as time_part_name',
      'tp.position as time_part_position',
      'p.hours',
      'p.classroom_id',
      'c.name as classroom_name',
      'p.class_course_id',
      'co.name as course_name',
      'co.code as course_code',
      'p.teacher_id',
      't.first_name as teacher_first',
      't.last_name as teacher_last',
      'p.status',
      'p.lateness_minutes',
      'p.replaced_by',
      'r.first_name as replaced_first',
      'r.last_name as replaced_last',
      'p.note',
      'rb.first_name as recorded_first',
      'rb.last_name as recorded_last',
      'p.recorded_at',
      'ub.first_name as updated_first',
      'ub.last_name as updated_last',
      'p.updated_at',
    ]);
}
type RecordRow = Awaited<ReturnType<ReturnType<typeof recordRows>['executeTakeFirstOrThrow']>>;

const toPresence = (row: RecordRow): TeacherPresence => ({
  id: row.id,
  schoolYearId: row.school_year_id,
  date: row.date,
  timePartId: row.time_part_id,
  timePartName: row.time_part_name,
  hours: Number(row.hours),
  classroomId: row.classroom_id,
  classroomName: row.classroom_name,
  classCourseId: row.class_course_id,
  courseName: row.course_name,
  teacherId: row.teacher_id,
  teacherName: personName(row.teacher_first, row.teacher_last),
  status: row.status,
  latenessMinutes: Number(row.lateness_minutes),
  replacedById: row.replaced_by,
  replacedByName: personName(row.replaced_first, row.replaced_last),
  note: row.note,
  recordedBy: personName(row.recorded_first, row.recorded_last),
  recordedAt: row.recorded_at,
  updatedBy: personName(row.updated_first, row.updated_last),
  updatedAt: row.updated_at,
});

/* The day ------------------------------------------------------------------------------------- */

/**
 * The day's expected slots (with the timetable valid on the date), records and roll calls, read
 * side by side. The timetable is asked for on its own only when the day has no slot (a Sunday).
 */
async function dayData(db: Db, date: string) {
  const [slots, records, rollCalls] = await Promise.all([
    slotRows(db)
      .innerJoin('timetables as t', 't.id', 's.timetable_id')
      .select(['t.name as timetable_name', 't.school_year_id'])
      .where('t.valid_from', '<=', date)
      .where('t.valid_to', '>=', date)
      .where('s.weekday', '=', weekdayOf(date))
      .execute(),
    recordRows(db).where('p.date', '=', date).execute(),
    db.selectFrom('roll_calls').select(['classroom_id', 'time_part_id']).where('date', '=', date).execute(),
  ]);
  const [first] = slots;
  const timetable = first
    ? { id: first.timetable_id, name: first.timetable_name, school_year_id: first.school_year_id }
    : await timetableOn(db, date);
  return { timetable, slots, records, rollCalls };
}

/** What a save checks its lines against: the day's slots and records, with only the columns the checks read. */
async function dayToSave(db: Db, date: string) {
  const timetable = await timetableOn(db, date);
  if (!timetable) {
    const message = { key: 'errors.noTimetableOnDate', values: { date } };
    throw new HttpError(400, message.key, message.values, undefined, { date: message });
  }
  const slots = await db
    .selectFrom('timetable_slots as s')
    .innerJoin('class_courses as cc', 'cc.id', 's.class_course_id')
    .innerJoin('classrooms as c', 'c.id', 's.classroom_id')
    .innerJoin('time_parts as tp', 'tp.id', 's.time_part_id')
    .select(['s.classroom_id', 'c.name as classroom_name', 's.time_part_id', 's.class_course_id', 'cc.teacher_id', 'tp.duration_hours'])
    .where('s.timetable_id', '=', timetable.id)
    .where('s.weekday', '=', weekdayOf(date))
    .execute();
  const records = await db
    .selectFrom('teacher_presences as p')
    .innerJoin('classrooms as c', 'c.id', 'p.classroom_id')
    .select([
      'p.id',
      'p.classroom_id',
      'c.name as classroom_name',
      'p.time_part_id',
      'p.class_course_id',
      'p.status',
      'p.lateness_minutes',
      'p.replaced_by',
      'p.note',
    ])
    .where('p.date', '=', date)
    .execute();
  return { timetable, slots, records };
}
type SaveSlot = Awaited<ReturnType<typeof dayToSave>>['slots'][number];
type SaveRecord = Awaited<ReturnType<typeof dayToSave>>['records'][number];

const slotKey = (classroomId: number, timePartId: number) => `${classroomId}|${timePartId}`;

function daySlot(slot: SlotRow | undefined, record: RecordRow | undefined, rollCall: boolean): DaySlot {
  const from = (record ?? slot)!;
  const state: SlotState = record ? record.status : rollCall ? 'present' : 'unchecked';
  return {
    classroomId: from.classroom_id,
    classroomName: from.classroom_name,
    timePartId: from.time_part_id,
    timePartName: from.time_part_name,
    hours: Number(record ? record.hours : slot!.duration_hours),
    classCourseId: from.class_course_id,
    courseName: from.course_name,
    courseCode: from.course_code,
    teacherId: from.teacher_id,
    teacherName: personName(from.teacher_first, from.teacher_last),
    state,
    source: record ? 'record' : rollCall ? 'rollCall' : 'none',
    presenceId: record?.id ?? null,
    latenessMinutes: record ? Number(record.lateness_minutes) : 0,
    replacedById: record?.replaced_by ?? null,
    replacedByName: record ? personName(record.replaced_first, record.replaced_last) : null,
    note: record?.note ?? null,
    recordedBy: record ? personName(record.updated_first, record.updated_last) : null,
    recordedAt: record?.updated_at ?? null,
  };
}

export async function showDay(db: Db, date: string, mode: ShowDayMode, extra?: number): Promise<Day> {
  if (extra !== undefined) {
    const found =
      mode === 'classroom'
        ? await db.selectFrom('classrooms').select('id').where('id', '=', extra).executeTakeFirst()
        : await db.selectFrom('users').select('id').where('id', '=', extra).where('role', '=', 'teacher').executeTakeFirst();
    if (!found) throw notFound(mode === 'classroom' ? 'errors.classroomMissing' : 'errors.teacherMissing');
  }
  const [{ timetable, slots, records, rollCalls }, timeParts, teachers] = await Promise.all([
    dayData(db, date),
    db.selectFrom('time_parts').select(['id', 'name', 'duration_hours', 'position']).orderBy('position').orderBy('starts_at').execute(),
    activeTeachers(db),
  ]);
  const recordAt = new Map(records.map((record) => [slotKey(record.classroom_id, record.time_part_id), record]));
  const rollCalled = new Set(rollCalls.map((call) => slotKey(call.classroom_id, call.time_part_id)));
  const position = new Map(timeParts.map((part) => [part.id, part.position]));
  // Every slot of the timetable, and the records of slots it no longer holds: what was recorded stays visible.
  const shown = new Set<string>();
  const day: DaySlot[] = slots.map((slot) => {
    const key = slotKey(slot.classroom_id, slot.time_part_id);
    shown.add(key);
    return daySlot(slot, recordAt.get(key), rollCalled.has(key));
  });
  for (const record of records)
    if (!shown.has(slotKey(record.classroom_id, record.time_part_id))) day.push(daySlot(undefined, record, false));

  // Read from the whole day, whatever part of it is shown: a teacher busy in another classroom is busy.
  const busy = day.flatMap((slot) =>
    teachersHeld(slot).map((teacherId) => ({ teacherId, timePartId: slot.timePartId, classCourseId: slot.classCourseId })),
  );
  const narrowed =
    extra === undefined
      ? day
      : day.filter((slot) => (mode === 'classroom' ? slot.classroomId === extra : slot.teacherId === extra || slot.replacedById === extra));
  const order = (a: DaySlot, b: DaySlot) => (position.get(a.timePartId) ?? 0) - (position.get(b.timePartId) ?? 0);
  narrowed.sort(
    mode === 'classroom'
      ? (a, b) => compareNames(a.classroomName, b.classroomName) || order(a, b)
      : (a, b) =>
          (a.teacherName === null ? 1 : 0) - (b.teacherName === null ? 1 : 0) ||
          compareNames(a.teacherName ?? '', b.teacherName ?? '') ||
          order(a, b),
  );
  const count = (state: SlotState) => narrowed.filter((slot) => slot.state === state).length;
  return {
    date,
    weekday: weekdayOf(date),
    mode,
    timetableId: timetable?.id ?? null,
    timetableName: timetable?.name ?? null,
    schoolYearId: timetable?.school_year_id ?? null,
    timeParts: timeParts.map((part) => ({ id: part.id, name: part.name, hours: Number(part.duration_hours) })),
    slots: narrowed,
    counts: {
      slots: narrowed.length,
      present: count('present'),
      absent: count('absent'),
      late: count('late'),
      replaced: count('replaced'),
      cancelled: count('cancelled'),
      unchecked: count('unchecked'),
      uncovered: count('absent'),
    },
    teachers: teachers.map((teacher) => ({ id: teacher.id, name: personName(teacher.first_name, teacher.last_name)! })),
    busy,
  };
}

/* Lines: the checks of a save and of a single record ----------------------------------------- */

interface CheckedLine {
  line: SaveDayLine;
  slot: SaveSlot;
  status: TeacherPresenceStatus;
  lateness: number;
  replacedBy: number | null;
  note: string | null;
}

type Problems = Record<string, ValidationMessage>;

function throwProblems(invalid: Problems, clashes: Problems): void {
  if (Object.keys(invalid).length) throw new HttpError(400, 'errors.validation', {}, undefined, invalid);
  const [first] = Object.values(clashes);
  if (first) throw new HttpError(409, first.key, first.values, undefined, clashes);
}

/**
 * Every line checked against the day (the slot in the timetable of that weekday, the lateness, the
 * replacement), and every bad one named under `prefix(index)`: 400 for what cannot be, 409 for a
 * replacing teacher who is elsewhere at that time. `others` are the day's records the save keeps.
 */
async function checkLines(
  db: Db,
  date: string,
  lines: readonly SaveDayLine[],
  prefix: (index: number) => string,
  keep: (record: SaveRecord) => boolean,
): Promise<{ schoolYearId: number; checked: CheckedLine[]; records: SaveRecord[] }> {
  const { timetable, slots, records } = await dayToSave(db, date);
  const replacing = [
    ...new Set(lines.flatMap((line) => (line.status === 'replaced' && line.replacedById != null ? [line.replacedById] : []))),
  ];
  const teachers = new Set(
    replacing.length
      ? (
          await db
            .selectFrom('users')
            .select('id')
            .where('id', 'in', replacing)
            .where('role', '=', 'teacher')
            .where('status', '=', 'active')
            .execute()
        ).map((teacher) => teacher.id)
      : [],
  );
  const slotAt = new Map(slots.map((slot) => [`${slot.class_course_id}|${slot.time_part_id}`, slot]));
  const invalid: Problems = {};
  const seen = new Set<string>();
  const checked: CheckedLine[] = [];
  lines.forEach((line, index) => {
    const field = (name: string) => `${prefix(index)}${name}`;
    const key = `${line.classCourseId}|${line.timePartId}`;
    const slot = slotAt.get(key);
    if (seen.has(key)) invalid[field('classCourseId')] = { key: 'validation.duplicateSlot' };
    else if (!slot) invalid[field('classCourseId')] = { key: 'validation.slotNotInTimetable', values: { weekday: weekdayOf(date) } };
    seen.add(key);
    if (!slot) return;
    const lateness = line.status === 'late' ? (line.latenessMinutes ?? 0) : 0;
    const replacedBy = line.status === 'replaced' ? (line.replacedById ?? null) : null;
    const problems = presenceLineProblems(
      { status: line.status, latenessMinutes: lateness, replacedById: replacedBy },
      { durationHours: Number(slot.duration_hours), teacherId: slot.teacher_id },
    );
    if (problems.latenessMinutes) invalid[field('latenessMinutes')] = problems.latenessMinutes;
    if (problems.replacedById) invalid[field('replacedById')] = problems.replacedById;
    else if (replacedBy !== null && !teachers.has(replacedBy)) invalid[field('replacedById')] = { key: 'validation.replacementNotTeacher' };
    checked.push({ line, slot, status: line.status, lateness, replacedBy, note: line.note?.trim() || null });
  });
  throwProblems(invalid, {});

  // Where each teacher is at each time part once the save is done (domain/presence/occupancy.ts):
  // their own classes, unless cancelled or given to another, and the classes they take for others,
  // from the lines sent and the records the save keeps. The timetable never gives one teacher two
  // classes at once, so only a replacement can clash: with the replacing teacher's own class (taught
  // or missed) or with another replacement.
  const sent = new Set(checked.map(({ slot }) => slotKey(slot.classroom_id, slot.time_part_id)));
  const kept = records.filter((record) => !sent.has(slotKey(record.classroom_id, record.time_part_id)) && keep(record));
  const keptAt = new Map(kept.map((record) => [slotKey(record.classroom_id, record.time_part_id), record]));
  /** A teacher's own class at a time part: where, how it holds them, and the line sent for it if any. */
  const own = new Map<string, { classroom: string; state: SlotState; index?: number }>();
  for (const slot of slots) {
    if (sent.has(slotKey(slot.classroom_id, slot.time_part_id)) || slot.teacher_id === null) continue;
    const state = keptAt.get(slotKey(slot.classroom_id, slot.time_part_id))?.status ?? 'unchecked';
    if (holdsOwnTeacher(state)) own.set(`${slot.teacher_id}|${slot.time_part_id}`, { classroom: slot.classroom_name, state });
  }
  checked.forEach(({ slot, status }, index) => {
    if (slot.teacher_id !== null && holdsOwnTeacher(status))
      own.set(`${slot.teacher_id}|${slot.time_part_id}`, { classroom: slot.classroom_name, state: status, index });
  });
  const busyMessage = (where: { classroom: string; state: SlotState }): ValidationMessage => ({
    key: where.state === 'absent' ? 'errors.teacherAbsentThen' : 'errors.teacherBusy',
    values: { classroom: where.classroom },
  });
  const clashes: Problems = {};
  const taking = new Map<string, string>();
  // A replacement kept from before stands; a line sent that holds its teacher in their own class then clashes with it.
  for (const record of kept) {
    if (record.status !== 'replaced' || record.replaced_by === null) continue;
    const key = `${record.replaced_by}|${record.time_part_id}`;
    const mine = own.get(key);
    if (mine?.index !== undefined)
      clashes[`${prefix(mine.index)}status`] = { key: 'errors.teacherBusy', values: { classroom: record.classroom_name } };
    if (!taking.has(key)) taking.set(key, record.classroom_name);
  }
  checked.forEach(({ slot, replacedBy }, index) => {
    if (replacedBy === null) return;
    const key = `${replacedBy}|${slot.time_part_id}`;
    const mine = own.get(key);
    const elsewhere = taking.get(key);
    if (mine) clashes[`${prefix(index)}replacedById`] = busyMessage(mine);
    else if (elsewhere !== undefined) clashes[`${prefix(index)}replacedById`] = busyMessage({ classroom: elsewhere, state: 'replaced' });
    else taking.set(key, slot.classroom_name);
  });
  throwProblems({}, clashes);
  return { schoolYearId: timetable.school_year_id, checked, records };
}

const rowOf = (
  date: string,
  schoolYearId: number,
  checked: CheckedLine,
  userId: number,
  now: string,
): Insertable<TeacherPresenceTable> => ({
  school_year_id: schoolYearId,
  date,
  time_part_id: checked.slot.time_part_id,
  classroom_id: checked.slot.classroom_id,
  class_course_id: checked.slot.class_course_id,
  teacher_id: checked.slot.teacher_id,
  hours: Number(checked.slot.duration_hours),
  status: checked.status,
  lateness_minutes: checked.lateness,
  replaced_by: checked.replacedBy,
  note: checked.note,
  recorded_by: userId,
  recorded_at: now,
  updated_by: userId,
  updated_at: now,
});

/** What the audit log keeps of a slot's record (and what a save compares to tell a change). */
type Recorded = Pick<Insertable<TeacherPresenceTable>, 'class_course_id' | 'status' | 'lateness_minutes' | 'replaced_by' | 'note'>;
const auditOf = (record: Recorded | undefined) =>
  record
    ? {
        classCourseId: record.class_course_id,
        status: record.status,
        latenessMinutes: Number(record.lateness_minutes ?? 0),
        replacedById: record.replaced_by ?? null,
        note: record.note ?? null,
      }
    : null;

export async function saveDay(db: Db, caller: Caller, date: string, lines: readonly SaveDayLine[]): Promise<SaveDayResult> {
  return db.transaction().execute(async (trx) => {
    // One save of a day at a time: a replacement's clash check reads what the other save writes.
    await lockFor(trx, `presence:${date}`);
    const { schoolYearId, checked, records } = await checkLines(
      trx,
      date,
      lines,
      (index) => `lines[${index}].`,
      () => true,
    );
    const existing = new Map(records.map((record) => [slotKey(record.classroom_id, record.time_part_id), record]));
    const now = nowIso();
    const userId = caller.user.id;
    // Each line as it would be written, beside what the slot holds now: only what differs is written.
    const changed = checked.flatMap((line) => {
      const key = slotKey(line.slot.classroom_id, line.slot.time_part_id);
      const row = rowOf(date, schoolYearId, line, userId, now);
      const before = auditOf(existing.get(key));
      const after = auditOf(row);
      return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ key, row, before, after }];
    });
    if (changed.length) {
      await trx
        .insertInto('teacher_presences')
        .values(changed.map(({ row }) => row))
        .onConflict((conflict) =>
          conflict.columns(['classroom_id', 'date', 'time_part_id']).doUpdateSet((eb) => ({
            class_course_id: eb.ref('excluded.class_course_id'),
            teacher_id: eb.ref('excluded.teacher_id'),
            hours: eb.ref('excluded.hours'),
            status: eb.ref('excluded.status'),
            lateness_minutes: eb.ref('excluded.lateness_minutes'),
            replaced_by: eb.ref('excluded.replaced_by'),
            note: eb.ref('excluded.note'),
            updated_by: eb.ref('excluded.updated_by'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
      // One entry per save, listing every slot it changed: the day's check is one act.
      await audit(trx, {
        userId,
        action: 'update',
        entity: 'teacher_presence_day',
        entityId: date,
        before: { date, slots: Object.fromEntries(changed.map(({ key, before }) => [key, before])) },
        after: { date, slots: Object.fromEntries(changed.map(({ key, after }) => [key, after])) },
      });
    }
    return { saved: changed.length, unchanged: checked.length - changed.length };
  });
}

/* The records resource ------------------------------------------------------------------------ */

async function findPresence(db: Db, id: number): Promise<TeacherPresence | undefined> {
  const row = await recordRows(db).where('p.id', '=', id).executeTakeFirst();
  return row && toPresence(row);
}

export async function getTeacherPresence(db: Db, id: number): Promise<TeacherPresence> {
  const found = await findPresence(db, id);
  if (!found) throw notFound('errors.presenceNotFound');
  return found;
}

export async function listTeacherPresences(db: Db, query: TeacherPresencesQuery): Promise<{ data: TeacherPresence[]; total: number }> {
  let rows = recordRows(db);
  let count = db.selectFrom('teacher_presences as p').select((eb) => eb.fn.countAll<number>().as('n'));
  const filter = <Q extends typeof rows | typeof count>(q: Q): Q => {
    let next = q as typeof count;
    if (query.teacherId !== undefined) {
      const teacherId = query.teacherId;
      next = next.where((eb) => eb.or([eb('p.teacher_id', '=', teacherId), eb('p.replaced_by', '=', teacherId)]));
    }
    if (query.classroomId !== undefined) next = next.where('p.classroom_id', '=', query.classroomId);
    if (query.from) next = next.where('p.date', '>=', query.from);
    if (query.to) next = next.where('p.date', '<=', query.to);
    if (query.status) next = next.where('p.status', '=', query.status);
    return next as Q;
  };
  rows = filter(rows);
  count = filter(count);
  return pageOf(rows.orderBy('p.date', 'desc').orderBy('tp.position').orderBy('c.name').orderBy('p.id'), count, query, toPresence);
}

const asLine = (body: TeacherPresenceBody): SaveDayLine => ({
  classCourseId: body.classCourseId,
  timePartId: body.timePartId,
  status: body.status,
  latenessMinutes: body.latenessMinutes,
  replacedById: body.replacedById,
  note: body.note,
});

export async function createTeacherPresence(db: Db, caller: Caller, body: TeacherPresenceBody): Promise<TeacherPresence> {
  const id = await db.transaction().execute(async (trx) => {
    await lockFor(trx, `presence:${body.date}`);
    const { schoolYearId, checked, records } = await checkLines(
      trx,
      body.date,
      [asLine(body)],
      () => '',
      () => true,
    );
    const [line] = checked;
    if (records.some((record) => record.classroom_id === line.slot.classroom_id && record.time_part_id === line.slot.time_part_id))
      throw conflict('errors.presenceExists', {}, 'timePartId');
    const values = rowOf(body.date, schoolYearId, line, caller.user.id, nowIso());
    const row = await trx.insertInto('teacher_presences').values(values).returning('id').executeTakeFirstOrThrow();
    await audit(trx, {
      userId: caller.user.id,
      action: 'create',
      entity: 'teacher_presence',
      entityId: row.id,
      after: { date: body.date, ...auditOf(values) },
    });
    return row.id;
  });
  return getTeacherPresence(db, id);
}

export async function updateTeacherPresence(db: Db, caller: Caller, id: number, body: TeacherPresenceBody): Promise<TeacherPresence> {
  await db.transaction().execute(async (trx) => {
    await lockFor(trx, `presence:${body.date}`);
    const before = await trx.selectFrom('teacher_presences').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw notFound('errors.presenceNotFound');
    // The record itself is what the update replaces: it does not count as elsewhere.
    const { schoolYearId, checked, records } = await checkLines(
      trx,
      body.date,
      [asLine(body)],
      () => '',
      (record) => record.id !== id,
    );
    const [line] = checked;
    if (
      records.some(
        (record) => record.id !== id && record.classroom_id === line.slot.classroom_id && record.time_part_id === line.slot.time_part_id,
      )
    )
      throw conflict('errors.presenceExists', {}, 'timePartId');
    const now = nowIso();
    const { recorded_by: _by, recorded_at: _at, ...values } = rowOf(body.date, schoolYearId, line, caller.user.id, now);
    await trx.updateTable('teacher_presences').set(values).where('id', '=', id).execute();
    await audit(trx, {
      userId: caller.user.id,
      action: 'update',
      entity: 'teacher_presence',
      entityId: id,
      before: { date: before.date, ...auditOf(before) },
      after: { date: body.date, ...auditOf(values) },
    });
  });
  return getTeacherPresence(db, id);
}

export async function deleteTeacherPresence(db: Db, caller: Caller, id: number): Promise<{ deleted: number }> {
  return db.transaction().execute(async (trx: Transaction<Database>) => {
    const before = await trx.selectFrom('teacher_presences').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw notFound('errors.presenceNotFound');
    await trx.deleteFrom('teacher_presences').where('id', '=', id).execute();
    await audit(trx, {
      userId: caller.user.id,
      action: 'delete',
      entity: 'teacher_presence',
      entityId: id,
      before: { date: before.date, ...auditOf(before) },
    });
    return { deleted: 1 };
  });
}

/* Periodic statistics ------------------------------------------------------------------------- */

export async function periodicStat(db: Db, from: string, to: string): Promise<PeriodicStat> {
  if (daysBetween(from, to) > PERIODIC_STAT_MAX_DAYS) {
    const message = { key: 'validation.periodTooLong', values: { max: PERIODIC_STAT_MAX_DAYS } };
    throw new HttpError(400, message.key, message.values, undefined, { to: message });
  }
  const [tallies, pay] = await Promise.all([
    presenceTally(db, { from, to }),
    db.selectFrom('teacher_pay').select('teacher_id').where('part_time', '=', 1).execute(),
  ]);
  const partTime = new Set(pay.map((row) => row.teacher_id));
  const data = tallies.map((tally) => ({
    teacherId: tally.teacherId,
    teacherName: tally.teacherName,
    partTime: partTime.has(tally.teacherId),
    ...presenceFigures(tally.input),
  }));
  return { from, to, data, totals: sumFigures(data) };
}

const EXPORT_COLUMNS = [
  'expectedHours',
  'presentHours',
  'absentHours',
  'lateCount',
  'lateMinutes',
  'replacedHours',
  'replacingHours',
  'cancelledHours',
  'uncheckedHours',
  'taughtHours',
] as const;

/** The periodic statistics as a workbook: a row per teacher and the totals, headers and name in the caller's language. */
export async function periodicStatWorkbook(db: Db, from: string, to: string, language: Language): Promise<NamedFile> {
  const stat = await periodicStat(db, from, to);
  const say = (key: string) => translate(language, `teacherPresenceExport.${key}`);
  const percent = (rate: number | null) => (rate === null ? null : Math.round(rate * 1000) / 10);
  const rows: Cell[][] = [
    [say('teacher'), say('partTime'), ...EXPORT_COLUMNS.map(say), say('rate')],
    ...stat.data.map((row) => [
      row.teacherName,
      row.partTime ? say('yes') : say('no'),
      ...EXPORT_COLUMNS.map((key) => row[key]),
      percent(row.rate),
    ]),
    [say('total'), null, ...EXPORT_COLUMNS.map((key) => stat.totals[key]), percent(stat.totals.rate)],
  ];
  return { name: presenceStatsFileName(sayIn(language), from, to), bytes: await toXlsx(rows, say('sheet').slice(0, 31)) };
}
