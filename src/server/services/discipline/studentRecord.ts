/**
 * A student's attendance and discipline record for a school year: the figures of each sequence,
 * trimester (through the level's trimester map) and the year, read in one pass through `figuresByRanges` like
 * the report cards and the statistics, with every absence, sanction and suggestion.
 */
import type { PeriodTotals, StudentRecord } from '../../../domain/contract/discipline';
import type { Language } from '../../../domain/enums';
import { periodRange, type AbsencePeriod } from '../../../domain/discipline/calendar';
import { SEQUENCES, secondaryRulesFrom } from '../../../domain/grading/secondary';
import type { Db } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import type { Caller } from '../../http/auth';
import { emptyFigures, figuresByRanges } from './absenceFigures';
import { absenceRows, toAbsence } from './absenceRows';
import { studentName } from '../shared/personNames';
import { classroomScope, inScope } from './attendanceScope';
import { readOptions } from '../shared/options';
import { sanctionsOfStudent } from './sanctions';
import { suggestionsOfStudent } from './sanctionSuggestions';

/** The periods a record lists, named as the statistics name them. */
export function recordPeriods(trimesters: readonly (readonly number[])[]): { name: string; period: AbsencePeriod }[] {
  return [
    ...SEQUENCES.map((number) => ({ name: `sequence-${number}`, period: { type: 'sequence' as const, number } })),
    ...trimesters.map((_, index) => ({ name: `trimester-${index + 1}`, period: { type: 'trimester' as const, number: index + 1 } })),
    { name: 'annual', period: { type: 'annual' as const } },
  ];
}

export async function studentRecord(
  db: Db,
  caller: Caller,
  studentId: number,
  schoolYearId: number,
  language: Language,
): Promise<StudentRecord> {
  const [year, student, registration] = await Promise.all([
    db.selectFrom('school_years').select(['id', 'starts_on', 'ends_on']).where('id', '=', schoolYearId).executeTakeFirst(),
    db.selectFrom('students').select(['id', 'matricule', 'last_name', 'first_name']).where('id', '=', studentId).executeTakeFirst(),
    // The classroom of the year: the active registration, else the last one (a student who left).
    db
      .selectFrom('registrations as r')
      .innerJoin('classrooms as c', 'c.id', 'r.classroom_id')
      .innerJoin('levels as l', 'l.id', 'c.level_id')
      .select(['r.classroom_id', 'c.name', 'l.code'])
      .where('r.student_id', '=', studentId)
      .where('r.school_year_id', '=', schoolYearId)
      .orderBy(({ eb }) => eb.case().when('r.status', '=', 'active').then(0).else(1).end())
      .orderBy('r.id', 'desc')
      .executeTakeFirst(),
  ]);
  if (!year) throw notFound('errors.schoolYearMissing');
  if (!student) throw notFound('errors.studentNotFound');
  const scope = await classroomScope(db, caller, 'read');
  if (scope !== 'all' && (!registration || !inScope(scope, registration.classroom_id))) throw forbidden('errors.notYourClassroom');

  const trimesters = secondaryRulesFrom(await readOptions(db), registration?.code).trimesters;
  const yearRange = { from: year.starts_on, to: year.ends_on };
  const ranges = recordPeriods(trimesters).flatMap(({ name, period }) => {
    const range = periodRange(period, yearRange, trimesters);
    return range ? [{ name, range }] : [];
  });
  const [figures, absences, sanctions, suggestions] = await Promise.all([
    figuresByRanges(db, { schoolYearId, ranges: ranges.map(({ range }) => range), studentIds: [studentId] }),
    absenceRows(db)
      .where('a.student_id', '=', studentId)
      .where('a.school_year_id', '=', schoolYearId)
      .orderBy('a.date', 'desc')
      .orderBy('tp.position', 'desc')
      .execute(),
    sanctionsOfStudent(db, studentId, schoolYearId, language),
    suggestionsOfStudent(db, studentId, schoolYearId),
  ]);
  const periods: PeriodTotals[] = ranges.map(({ name, range }, index) => ({
    period: name,
    ...range,
    ...(figures[index]!.get(studentId) ?? emptyFigures()),
  }));
  return {
    studentId,
    matricule: student.matricule,
    studentName: studentName(student.last_name, student.first_name),
    classroomName: registration?.name ?? null,
    schoolYearId,
    periods,
    absences: absences.map(toAbsence),
    sanctions,
    suggestions,
  };
}
