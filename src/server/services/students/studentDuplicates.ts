/**
 * The records a new student may duplicate, for the enrolment form to show before saving: the
 * database narrows to the students whose folded names start as the new one's (search_text), the
 * domain rule keeps those with exactly those names and a shared birth date or guardian phone.
 */
import type { DuplicatesQuery, PossibleDuplicate } from '../../../domain/contract/enrolment';
import { duplicateReasons, foldedNames } from '../../../domain/students/duplicates';
import type { Db } from '../../db/schema';
import { startsWithFolded } from '../shared/listQueries';
import { currentSchoolYear, studentsWithPlacement } from './students';

/** More would not be read before the secretary decides. */
const MOST = 10;

export async function possibleDuplicates(db: Db, probe: DuplicatesQuery) {
  const yearId = (await currentSchoolYear(db))?.id ?? 0;
  // search_text is "last first matricule": the names in either order, then a space.
  const orders = [foldedNames(probe), foldedNames({ lastName: probe.firstName, firstName: probe.lastName })];
  const rows = await studentsWithPlacement(db, yearId)
    .select([
      's.id',
      's.matricule',
      's.last_name',
      's.first_name',
      's.birth_date',
      's.guardian_phone',
      's.archived',
      'c.name as classroom_name',
    ])
    .where((eb) => eb.or(orders.map((names) => startsWithFolded(db, 's.search_text', `${names} `))))
    .orderBy('s.last_name')
    .orderBy('s.first_name')
    .orderBy('s.id')
    .execute();
  const data: PossibleDuplicate[] = [];
  for (const row of rows) {
    const record = { lastName: row.last_name, firstName: row.first_name, birthDate: row.birth_date, guardianPhone: row.guardian_phone };
    const reasons = duplicateReasons(probe, record);
    if (!reasons.length) continue;
    data.push({
      id: row.id,
      matricule: row.matricule,
      lastName: row.last_name,
      firstName: row.first_name,
      birthDate: row.birth_date,
      classroomName: row.classroom_name ?? null,
      archived: row.archived === 1,
      reasons,
    });
    if (data.length === MOST) break;
  }
  return { data, total: data.length };
}
