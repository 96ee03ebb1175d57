/**
 * The day's board (domain.md, "Attendance and discipline"): for every classroom the caller reaches
 * and every time part, whether the roll call was taken, by whom, and its absences and lateness, so
 * a roll call not yet taken shows as missing. Four queries whatever the school's size.
 */
import { sql } from 'kysely';
import type { Board } from '../../../domain/contract/discipline';
import type { Db } from '../../db/schema';
import { notFound } from '../../errors';
import type { Caller } from '../../http/auth';
import { personName } from '../shared/personNames';
import { classroomScope, schoolYearOnDate } from './attendanceScope';
import { scopeIds } from './sanctions';

export async function disciplineBoard(db: Db, caller: Caller, date: string): Promise<Board> {
  const [year, scope] = await Promise.all([schoolYearOnDate(db, date), classroomScope(db, caller, 'read')]);
  if (!year) throw notFound('errors.schoolYearMissing');
  const ids = scopeIds(scope);

  let classrooms = db
    .selectFrom('classrooms as c')
    .innerJoin('levels as l', 'l.id', 'c.level_id')
    .select(['c.id', 'c.name'])
    .where('c.school_year_id', '=', year.id);
  let rollCalls = db
    .selectFrom('roll_calls as rc')
    .leftJoin('users as u', 'u.id', 'rc.taken_by')
    .select(['rc.classroom_id', 'rc.time_part_id', 'u.first_name', 'u.last_name'])
    .where('rc.date', '=', date);
  let counts = db
    .selectFrom('absences as a')
    .select([
      'a.classroom_id',
      'a.time_part_id',
      (eb) => eb.fn.sum<number>(sql`case when a.status = 'absent' then 1 else 0 end`).as('absent'),
      // Lateness on a draft line does not count yet, as in the figures.
      (eb) => eb.fn.sum<number>(sql`case when a.lateness_minutes > 0 and a.status <> 'draft' then 1 else 0 end`).as('late'),
    ])
    .where('a.date', '=', date)
    .groupBy(['a.classroom_id', 'a.time_part_id']);
  if (ids) {
    classrooms = classrooms.where('c.id', 'in', ids);
    rollCalls = rollCalls.where('rc.classroom_id', 'in', ids);
    counts = counts.where('a.classroom_id', 'in', ids);
  }
  const [classroomRows, timeParts, rollCallRows, countRows] = await Promise.all([
    classrooms.orderBy('l.position').orderBy('c.name').orderBy('c.id').execute(),
    db.selectFrom('time_parts').select(['id', 'name']).orderBy('position').orderBy('id').execute(),
    rollCalls.execute(),
    counts.execute(),
  ]);

  const slot = (classroomId: number, timePartId: number) => `${classroomId}:${timePartId}`;
  const takers = new Map(rollCallRows.map((row) => [slot(row.classroom_id, row.time_part_id), personName(row.first_name, row.last_name)]));
  const countOf = new Map(countRows.map((row) => [slot(row.classroom_id, row.time_part_id), row]));
  let taken = 0;
  const board = classroomRows.map((classroom) => ({
    classroomId: classroom.id,
    classroomName: classroom.name,
    slots: timeParts.map((part) => {
      const key = slot(classroom.id, part.id);
      const isTaken = takers.has(key);
      if (isTaken) taken += 1;
      const count = countOf.get(key);
      return {
        timePartId: part.id,
        taken: isTaken,
        takenBy: takers.get(key) ?? null,
        absent: Number(count?.absent ?? 0),
        late: Number(count?.late ?? 0),
      };
    }),
  }));
  return { date, timeParts, classrooms: board, taken, missing: classroomRows.length * timeParts.length - taken };
}
