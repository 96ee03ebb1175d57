/**
 * An absence line as the API shows it (`absenceSchema`): the select that joins what it names and
 * the row's mapping. The absences resource and the student record both answer it, so they read
 * the same columns the same way.
 */
import type { Absence } from '../../../domain/contract/absences';
import type { Db } from '../../db/schema';
import { personName, studentName } from '../shared/personNames';

/** The tables an absence line names, joined: filter on it, then count it or select its columns. */
export function absenceJoins(db: Db) {
  return db
    .selectFrom('absences as a')
    .innerJoin('students as s', 's.id', 'a.student_id')
    .innerJoin('classrooms as c', 'c.id', 'a.classroom_id')
    .innerJoin('time_parts as tp', 'tp.id', 'a.time_part_id')
    .leftJoin('absence_reasons as ar', 'ar.id', 'a.reason_id')
    .leftJoin('users as ju', 'ju.id', 'a.justified_by')
    .leftJoin('users as eu', 'eu.id', 'a.entered_by')
    .leftJoin('users as uu', 'uu.id', 'a.updated_by');
}

export function withAbsenceColumns<Q extends ReturnType<typeof absenceJoins>>(query: Q) {
  return query.select([
    'a.id',
    'a.student_id',
    's.matricule',
    's.last_name',
    's.first_name',
    'a.classroom_id',
    'c.name as classroom_name',
    'a.school_year_id',
    'a.date',
    'a.time_part_id',
    'tp.name as time_part_name',
    'tp.duration_hours',
    'a.status',
    'a.lateness_minutes',
    'a.justified',
    'a.reason_id',
    'ar.name as reason_name',
    'a.justification_note',
    'ju.first_name as justified_by_first',
    'ju.last_name as justified_by_last',
    'a.justified_at',
    'eu.first_name as entered_by_first',
    'eu.last_name as entered_by_last',
    'a.entered_at',
    'uu.first_name as updated_by_first',
    'uu.last_name as updated_by_last',
    'a.updated_at',
  ]);
}

export const absenceRows = (db: Db) => withAbsenceColumns(absenceJoins(db));
export type AbsenceRow = Awaited<ReturnType<ReturnType<typeof absenceRows>['executeTakeFirstOrThrow']>>;

export const toAbsence = (row: AbsenceRow): Absence => ({
  id: row.id,
  studentId: row.student_id,
  matricule: row.matricule,
  studentName: studentName(row.last_name, row.first_name),
  classroomId: row.classroom_id,
  classroomName: row.classroom_name,
  schoolYearId: row.school_year_id,
  date: row.date,
  timePartId: row.time_part_id,
  timePartName: row.time_part_name,
  hours: Number(row.duration_hours),
  status: row.status,
  latenessMinutes: Number(row.lateness_minutes),
  justified: Number(row.justified) === 1,
  reasonId: row.reason_id,
  reasonName: row.reason_name,
  justificationNote: row.justification_note,
  justifiedBy: personName(row.justified_by_first, row.justified_by_last),
  justifiedAt: row.justified_at,
  enteredBy: personName(row.entered_by_first, row.entered_by_last),
  enteredAt: row.entered_at,
  updatedBy: personName(row.updated_by_first, row.updated_by_last),
  updatedAt: row.updated_at,
});
