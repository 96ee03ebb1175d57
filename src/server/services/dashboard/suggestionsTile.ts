/**
 * The sanctions the discipline master has to confirm: suggestions still pending for students of
 * the classrooms it manages (the suggestions tab lists every classroom it reads; the tile counts
 * what it can act on). Brought up to date as the suggestions list does, but at most once a minute
 * and behind the count (a refresh reads the whole year's absences): a suggestion confirmed or
 * dismissed leaves the count at once, a new one comes on a call after the minute, or at once when
 * the list is opened.
 */
import type { Dashboard } from '../../../domain/contract/dashboard';
import { TILE_LIST_MAX } from '../../../domain/dashboard/tiles';
import type { Db } from '../../db/schema';
import { studentName } from '../shared/personNames';
import type { ClassroomScope } from '../discipline/attendanceScope';
import { refreshSuggestions } from '../discipline/sanctionSuggestions';
import { scopeIds } from '../discipline/sanctions';
import { yearFigures } from './yearFigures';

export async function sanctionsToConfirm(
  db: Db,
  schoolYearId: number,
  scope: ClassroomScope,
): Promise<NonNullable<Dashboard['sanctionsToConfirm']>> {
  await yearFigures.get(db, `suggestions|${schoolYearId}`, '', () => refreshSuggestions(db, schoolYearId));
  const ids = scopeIds(scope);
  const pending = () => {
    let query = db
      .selectFrom('sanction_suggestions as g')
      .innerJoin('students as s', 's.id', 'g.student_id')
      .leftJoin('registrations as r', (join) =>
        join.onRef('r.student_id', '=', 'g.student_id').onRef('r.school_year_id', '=', 'g.school_year_id').on('r.status', '=', 'active'),
      )
      .leftJoin('classrooms as c', 'c.id', 'r.classroom_id')
      .where('g.school_year_id', '=', schoolYearId)
      .where('g.status', '=', 'pending');
    if (ids) query = query.where('r.classroom_id', 'in', ids);
    return query;
  };
  const [count, latest] = await Promise.all([
    pending()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    pending()
      .select([
        'g.id',
        'g.student_id',
        's.matricule',
        's.last_name',
        's.first_name',
        'c.name as classroom_name',
        'g.sanction_code',
        'g.hours',
      ])
      .orderBy('g.created_at', 'desc')
      .orderBy('g.id', 'desc')
      .limit(TILE_LIST_MAX)
      .execute(),
  ]);
  return {
    count: Number(count.n),
    latest: latest.map((row) => ({
      id: row.id,
      studentId: row.student_id,
      studentName: studentName(row.last_name, row.first_name),
      matricule: row.matricule,
      classroomName: row.classroom_name,
      sanctionCode: row.sanction_code,
      hours: Number(row.hours),
    })),
  };
}
