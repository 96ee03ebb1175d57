/** The students in arrears and the year's figures: all read from the lines (the day's journal is journal.ts). */
import { sql } from 'kysely';
import { LIST_DEFAULT_LIMIT } from '../../../domain/contract/common';
import type { Arrears, ArrearsClassroom, ArrearsFilters, ArrearsQuery, FinanceStatistics } from '../../../domain/contract/financeReports';
import { addToTotals, noTotals } from '../../../domain/finance/methodTotals';
import type { Db } from '../../db/schema';
import { FigureKeep } from '../shared/keptFigures';
import { localDate } from '../shared/clock';
import type { DataName } from '../shared/dataVersions';
import { compareNames } from '../shared/nameOrder';
import { instalmentsOf, ledgers } from './ledger';
import { studentName, yearOf } from './schoolYear';

/**
 * What the arrears list reads, as one cheap read: the newest payment (a reversal is one too, and
 * allocations are written with their payment), charge and discount, and the change counters of
 * money (a schedule changed, a discount revoked) and students (registrations, names, classrooms,
 * levels). Marks and cards are not in it: a mark entered does not make the list computed again.
 */
async function arrearsStamp(db: Db): Promise<string> {
  const version = (name: DataName) => sql`(select version from data_versions where name = ${name})`;
  const { rows } = await sql<Record<string, unknown>>`select
      (select max(id) from payments) as payments,
      (select max(id) from fee_charges) as charges,
      (select max(id) from fee_discounts) as discounts,
      ${version('money')} as money_version,
      ${version('students')} as students_version`.execute(db);
  return Object.values(rows[0])
    .map((value) => String(value ?? 0))
    .join('|');
}

type WholeArrears = Omit<Arrears, 'schoolYearName'>;

/**
 * What a student of a kept list holds in memory, about: a university's list of 30,190 students
 * behind took 8 MB of heap (some 270 bytes each, with their overdue instalments).
 */
const ARREARS_STUDENT_BYTES = 300;
/** The most the kept lists hold, so a school of any size keeps a few lists, not a few large ones. */
const ARREARS_KEPT_BYTES = 64 * 1024 * 1024;

/** The last lists asked (a date and filter each), no more than ARREARS_KEPT_BYTES of them. */
const arrearsLists = new FigureKeep(8, {
  bytes: ARREARS_KEPT_BYTES,
  sizeOf: (list) => (list as WholeArrears).studentCount * ARREARS_STUDENT_BYTES,
});

/**
 * Every student in arrears of the scope, computed from each account's lines by the domain's rules
 * (discounts, what payments cover): the students of the scope with an active registration, their
 * ledgers, those with something overdue kept. Classrooms by level position then name, students by
 * name; each classroom's columns are its students' overdue instalments, oldest due first.
 */
async function computeArrears(db: Db, schoolYearId: number, asOf: string, filters: ArrearsFilters): Promise<WholeArrears> {
  let registrations = db
    .selectFrom('registrations as r')
    .innerJoin('classrooms as c', 'c.id', 'r.classroom_id')
    .innerJoin('levels as l', 'l.id', 'c.level_id')
    .innerJoin('students as s', 's.id', 'r.student_id')
    .select([
      'r.student_id',
      's.first_name',
      's.last_name',
      's.matricule',
      'c.id as classroom_id',
      'c.name as classroom_name',
      'l.name as level_name',
      'l.position',
    ])
    .where('r.school_year_id', '=', schoolYearId)
    .where('r.status', '=', 'active');
  if (filters.classroomId) registrations = registrations.where('c.id', '=', filters.classroomId);
  if (filters.levelId) registrations = registrations.where('c.level_id', '=', filters.levelId);
  const students = await registrations.execute();
  const instalments = await instalmentsOf(db, schoolYearId);
  const scoped = filters.classroomId || filters.levelId ? students.map((row) => row.student_id) : undefined;
  const accounts = await ledgers(db, { schoolYearId, studentIds: scoped }, asOf, instalments);

  type Column = { label: string; dueDate: string; totalOverdue: number };
  const classrooms = new Map<number, Omit<ArrearsClassroom, 'instalments'> & { position: number; due: Map<number, Column> }>();
  const rowsOf = new Map<
    number,
    { studentId: number; studentName: string; matricule: string; overdueBy: Map<number, number>; totalOverdue: number; balance: number }[]
  >();
  for (const row of students) {
    const account = accounts.get(row.student_id);
    if (!account || account.totals.overdue <= 0) continue;
    const classroom = classrooms.get(row.classroom_id) ?? {
      classroomId: row.classroom_id,
      classroomName: row.classroom_name,
      levelName: row.level_name,
      position: row.position,
      students: [],
      studentCount: 0,
      totalOverdue: 0,
      balance: 0,
      due: new Map(),
    };
    const overdueBy = new Map<number, number>();
    for (const line of account.lines)
      if (line.overdue > 0) {
        overdueBy.set(line.instalmentId, line.overdue);
        const info = instalments.get(line.instalmentId)!;
        const column = classroom.due.get(line.instalmentId) ?? { label: info.label, dueDate: info.dueDate, totalOverdue: 0 };
        column.totalOverdue += line.overdue;
        classroom.due.set(line.instalmentId, column);
      }
    classroom.studentCount += 1;
    classroom.totalOverdue += account.totals.overdue;
    classroom.balance += account.totals.balance;
    classrooms.set(row.classroom_id, classroom);
    const list = rowsOf.get(row.classroom_id) ?? [];
    list.push({
      studentId: row.student_id,
      studentName: studentName(row),
      matricule: row.matricule,
      overdueBy,
      totalOverdue: account.totals.overdue,
      balance: account.totals.balance,
    });
    rowsOf.set(row.classroom_id, list);
  }
  const result: ArrearsClassroom[] = [...classrooms.values()]
    // Ids break ties (two classrooms or students of one name), so the pages cut the same sequence every time.
    .sort((a, b) => a.position - b.position || compareNames(a.classroomName, b.classroomName) || a.classroomId - b.classroomId)
    .map(({ due, position: _position, ...classroom }) => {
      const columns = [...due.entries()].sort(([idA, a], [idB, b]) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : idA - idB));
      const students = (rowsOf.get(classroom.classroomId) ?? [])
        .sort((a, b) => compareNames(a.studentName, b.studentName) || a.studentId - b.studentId)
        .map(({ overdueBy, ...student }) => ({ ...student, overdue: columns.map(([id]) => overdueBy.get(id) ?? 0) }));
      return { ...classroom, instalments: columns.map(([, column]) => column), students };
    });
  return {
    schoolYearId,
    asOf,
    classrooms: result,
    studentCount: result.reduce((sum, classroom) => sum + classroom.studentCount, 0),
    totalOverdue: result.reduce((sum, classroom) => sum + classroom.totalOverdue, 0),
  };
}

/**
 * The whole list, every student: what the documents print, the notices are sent to and the
 * dashboard counts, and what the screen's pages are cut from. Computing it reads every account of
 * the scope (some seconds for a university's tens of thousands), so it is kept until the money or
 * the students under it change (arrearsStamp), the dashboards' way: paging through it, or coming
 * back to it, costs a slice.
 */
export async function allArrears(db: Db, filters: ArrearsFilters): Promise<Arrears> {
  const year = await yearOf(db, filters.schoolYearId);
  const asOf = filters.asOf || localDate();
  const key = `arrears-list|${year.id}|${asOf}|${filters.classroomId ?? ''}|${filters.levelId ?? ''}`;
  const whole = await arrearsLists.get(db, key, await arrearsStamp(db), () =>
    computeArrears(db, year.id, asOf, { classroomId: filters.classroomId, levelId: filters.levelId }),
  );
  return { ...whole, schoolYearName: year.name };
}

/**
 * One page of the list: `skip` and `limit` cut the one ordered sequence of students (classroom by
 * classroom), grouped again by classroom, so a classroom may go on over the next page. The figures
 * (the list's and each classroom's) stay the whole list's.
 */
export async function arrears(db: Db, query: ArrearsQuery): Promise<Arrears> {
  const { limit = LIST_DEFAULT_LIMIT, skip = 0, ...filters } = query;
  const whole = await allArrears(db, filters);
  const classrooms: ArrearsClassroom[] = [];
  let before = 0;
  for (const classroom of whole.classrooms) {
    const from = Math.max(0, skip - before);
    const to = Math.min(classroom.students.length, skip + limit - before);
    before += classroom.students.length;
    if (from < to) classrooms.push({ ...classroom, students: classroom.students.slice(from, to) });
    if (before >= skip + limit) break;
  }
  return { ...whole, classrooms };
}

type Figures = { expected: number; collected: number; outstanding: number; overdue: number };
const noFigures = (): Figures => ({ expected: 0, collected: 0, outstanding: 0, overdue: 0 });

export async function financeStatistics(db: Db, schoolYearId: number): Promise<FinanceStatistics> {
  const year = await yearOf(db, schoolYearId);
  const asOf = localDate();
  const instalments = await instalmentsOf(db, year.id);
  const accounts = await ledgers(db, { schoolYearId: year.id }, asOf, instalments);
  const registrations = await db
    .selectFrom('registrations as r')
    .innerJoin('classrooms as c', 'c.id', 'r.classroom_id')
    .select(['r.student_id', 'r.status', 'c.level_id'])
    .where('r.school_year_id', '=', year.id)
    .orderBy('r.id')
    .execute();
  const levelOf = new Map<number, number>();
  for (const row of registrations) if (row.status === 'active' || !levelOf.has(row.student_id)) levelOf.set(row.student_id, row.level_id);
  const levels = await db.selectFrom('levels').select(['id', 'name']).orderBy('position').orderBy('id').execute();
  const types = await db.selectFrom('fee_types').select(['id', 'name']).orderBy('position').orderBy('id').execute();

  const totals = noFigures();
  const byLevel = new Map<number, Figures & { students: number }>();
  const byType = new Map<number, Figures>();
  const expectedByMonth = new Map<string, number>();
  for (const account of accounts.values()) {
    const levelId = levelOf.get(account.studentId);
    const level = levelId === undefined ? undefined : (byLevel.get(levelId) ?? { ...noFigures(), students: 0 });
    if (level && levelId !== undefined) {
      level.students += 1;
      byLevel.set(levelId, level);
    }
    for (const line of account.lines) {
      const type = byType.get(line.feeTypeId) ?? noFigures();
      for (const figures of [totals, type, ...(level ? [level] : [])]) {
        figures.expected += line.due;
        figures.collected += line.paid;
        figures.overdue += line.overdue;
      }
      byType.set(line.feeTypeId, type);
      const month = line.dueDate.slice(0, 7);
      expectedByMonth.set(month, (expectedByMonth.get(month) ?? 0) + line.due);
    }
  }
  const collectedRows = await db
    .selectFrom('payments')
    .select([sql<string>`substr(paid_on, 1, 7)`.as('month'), 'method', (eb) => eb.fn.sum<number>('amount').as('amount')])
    .where('school_year_id', '=', year.id)
    .groupBy([sql`substr(paid_on, 1, 7)`, 'method'])
    .execute();
  const collectedByMonth = new Map<string, number>();
  const byMethod = noTotals();
  for (const row of collectedRows) {
    const amount = Number(row.amount);
    collectedByMonth.set(row.month, (collectedByMonth.get(row.month) ?? 0) + amount);
    addToTotals(byMethod, row.method, amount);
  }
  const months = [...new Set([...expectedByMonth.keys(), ...collectedByMonth.keys()])].sort();
  const finish = <T extends Figures>(figures: T): T => ({ ...figures, outstanding: figures.expected - figures.collected });
  return {
    schoolYearId: year.id,
    schoolYearName: year.name,
    asOf,
    totals: finish(totals),
    byMonth: months.map((month) => ({ month, expected: expectedByMonth.get(month) ?? 0, collected: collectedByMonth.get(month) ?? 0 })),
    byLevel: levels
      .filter((level) => byLevel.has(level.id))
      .map((level) => ({ levelId: level.id, levelName: level.name, ...finish(byLevel.get(level.id)!) })),
    byFeeType: types
      .filter((type) => byType.has(type.id))
      .map((type) => ({ feeTypeId: type.id, feeTypeName: type.name, ...finish(byType.get(type.id)!) })),
    byMethod,
  };
}
