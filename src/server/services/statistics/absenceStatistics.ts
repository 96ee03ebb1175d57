/**
 * The absence statistics: hours justified and unjustified and lateness, by classroom and student,
 * over a period of the school year. Figures come from `figuresByStudent`, as the report cards and
 * the student record read them, and each student's are counted in their classroom of the year.
 */
import type { AbsenceStatistics } from '../../../domain/contract/statistics';
import { emptyTotals, type AbsenceTotals } from '../../../domain/discipline/absenceTotals';
import { parseAbsencePeriod, periodRange, type DateRange } from '../../../domain/discipline/calendar';
import { secondaryRulesFrom } from '../../../domain/grading/secondary';
import type { Db } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { figuresByStudent } from '../discipline/absenceFigures';
import { today } from '../shared/clock';
import { studentName } from '../shared/personNames';
import { readOptions } from '../shared/options';
import { registrationsOn } from '../students/registrationPeriods';

export interface AbsenceStatisticsRequest {
  schoolYearId: number;
  /** An id, or `all`. */
  levelId: string;
  classroomId: string;
  period: string;
}

const idOf = (value: string): number | null => (value === 'all' ? null : Number(value));
const round2 = (value: number): number => Math.round(value * 100) / 100;

function add(into: AbsenceTotals, figures: AbsenceTotals): void {
  into.justifiedHours = round2(into.justifiedHours + figures.justifiedHours);
  into.unjustifiedHours = round2(into.unjustifiedHours + figures.unjustifiedHours);
  into.lateness += figures.lateness;
  into.latenessMinutes += figures.latenessMinutes;
}

const totalsOf = (figures: AbsenceTotals): AbsenceTotals => ({
  justifiedHours: figures.justifiedHours,
  unjustifiedHours: figures.unjustifiedHours,
  lateness: figures.lateness,
  latenessMinutes: figures.latenessMinutes,
});

/** The year's classrooms the request takes (404 for an unknown year, level or classroom; 400 when the classroom is not of them). */
async function classroomsTaken(db: Db, request: AbsenceStatisticsRequest) {
  const levelId = idOf(request.levelId);
  const classroomId = idOf(request.classroomId);
  const [year, level, classroom] = await Promise.all([
    db.selectFrom('school_years').select(['id', 'starts_on', 'ends_on']).where('id', '=', request.schoolYearId).executeTakeFirst(),
    levelId === null ? null : db.selectFrom('levels').select(['id', 'code']).where('id', '=', levelId).executeTakeFirst(),
    classroomId === null
      ? null
      : db.selectFrom('classrooms').select(['id', 'school_year_id', 'level_id']).where('id', '=', classroomId).executeTakeFirst(),
  ]);
  if (!year) throw notFound('errors.schoolYearMissing');
  if (levelId !== null && !level) throw notFound('errors.levelMissing');
  if (classroomId !== null && !classroom) throw notFound('errors.classroomMissing');
  if (classroom && (classroom.school_year_id !== year.id || (levelId !== null && classroom.level_id !== levelId)))
    throw badRequest('errors.noClassrooms');
  let query = db
    .selectFrom('classrooms as c')
    .innerJoin('levels as l', 'l.id', 'c.level_id')
    .select(['c.id', 'c.name', 'c.level_id', 'l.name as level_name', 'l.code as level_code'])
    .where('c.school_year_id', '=', year.id);
  if (levelId !== null) query = query.where('c.level_id', '=', levelId);
  if (classroomId !== null) query = query.where('c.id', '=', classroomId);
  return { year, classrooms: await query.orderBy('l.position').orderBy('c.name').orderBy('c.id').execute() };
}

export async function absenceStatistics(db: Db, request: AbsenceStatisticsRequest): Promise<AbsenceStatistics> {
  const [{ year, classrooms }, options] = await Promise.all([classroomsTaken(db, request), readOptions(db)]);
  const period = parseAbsencePeriod(request.period);
  // Trimesters follow the map of the first level taken (the level asked for, or the first of the year).
  const levelCode = classrooms[0]?.level_code;
  const range =
    period && periodRange(period, { from: year.starts_on, to: year.ends_on }, secondaryRulesFrom(options, levelCode).trimesters);
  if (!range) throw notFound('errors.periodOutsideYear');

  const classroomIds = classrooms.map((classroom) => classroom.id);
  // Head counts are as of a day: the period's last, or today while it runs (its first, before it begins).
  const now = today();
  const asOf = now < range.from ? range.from : now > range.to ? range.to : now;
  const registered = (on: string | DateRange) =>
    db
      .selectFrom(registrationsOn(db, on).as('r'))
      .innerJoin('students as s', 's.id', 'r.student_id')
      .select(['r.student_id', 'r.classroom_id', 's.matricule', 's.last_name', 's.first_name'])
      .where('r.school_year_id', '=', year.id)
      .where('r.classroom_id', 'in', classroomIds)
      // The latest registration last, so it is the one kept for a student who changed classroom in the period.
      .orderBy('r.registered_on')
      .orderBy('r.id')
      .execute();
  const [figures, registrations, counted] = await Promise.all([
    figuresByStudent(db, { schoolYearId: year.id, range, classroomIds }),
    classroomIds.length ? registered(range) : [],
    classroomIds.length ? registered(asOf) : [],
  ]);

  const student = new Map(registrations.map((row) => [row.student_id, row]));
  const byClassroom = new Map(classrooms.map((classroom) => [classroom.id, { students: 0, totals: emptyTotals() }]));
  for (const row of counted) byClassroom.get(row.classroom_id)!.students += 1;
  const overall = emptyTotals();
  const names = new Map(classrooms.map((classroom) => [classroom.id, classroom.name]));
  const students: AbsenceStatistics['students'] = [];
  for (const [studentId, figure] of figures) {
    const registration = student.get(studentId);
    if (!registration) continue;
    const totals = totalsOf(figure);
    if (!totals.justifiedHours && !totals.unjustifiedHours && !totals.lateness) continue;
    add(byClassroom.get(registration.classroom_id)!.totals, totals);
    add(overall, totals);
    students.push({
      studentId,
      matricule: registration.matricule,
      name: studentName(registration.last_name, registration.first_name),
      classroomId: registration.classroom_id,
      classroomName: names.get(registration.classroom_id)!,
      ...totals,
    });
  }
  students.sort(
    (a, b) =>
      b.unjustifiedHours - a.unjustifiedHours ||
      b.justifiedHours - a.justifiedHours ||
      (a.name < b.name ? -1 : a.name > b.name ? 1 : a.studentId - b.studentId),
  );
  return {
    schoolYearId: year.id,
    period: request.period,
    ...range,
    overall: { students: [...byClassroom.values()].reduce((sum, entry) => sum + entry.students, 0), ...overall },
    classrooms: classrooms.map((classroom) => ({
      classroomId: classroom.id,
      name: classroom.name,
      levelId: classroom.level_id,
      levelName: classroom.level_name,
      students: byClassroom.get(classroom.id)!.students,
      ...byClassroom.get(classroom.id)!.totals,
    })),
    students,
  };
}
