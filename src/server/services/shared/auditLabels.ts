/**
 * What an audit entry is about, by name: "NGONO Marie" for a student, a registration or a payment
 * of hers, "6e A" for a classroom. Read from the record as it is now, so a renamed record reads by
 * its current name; a deleted one by the name its last snapshot holds; otherwise null and the
 * screen shows the kind and the number.
 */
import type { AuditedEntity } from '../../../domain/audit/entities';
import type { Db } from '../../db/schema';
import { personName, studentName } from './personNames';

type Named =
  | 'classrooms'
  | 'levels'
  | 'courses'
  | 'school_years'
  | 'fee_types'
  | 'time_parts'
  | 'sanction_types'
  | 'absence_reasons'
  | 'metadata_types';
type StudentOwned = 'registrations' | 'absences' | 'sanctions' | 'payments' | 'exemptions' | 'access_codes' | 'marks' | 'fee_discounts';

const NAMED: Partial<Record<AuditedEntity, Named>> = {
  classroom: 'classrooms',
  level: 'levels',
  course: 'courses',
  school_year: 'school_years',
  fee_type: 'fee_types',
  time_part: 'time_parts',
  sanction_type: 'sanction_types',
  absence_reason: 'absence_reasons',
  metadata_type: 'metadata_types',
};

/** Records that belong to one student: named by the student. */
const STUDENT_OWNED: Partial<Record<AuditedEntity, StudentOwned>> = {
  registration: 'registrations',
  absence: 'absences',
  sanction: 'sanctions',
  payment: 'payments',
  exemption: 'exemptions',
  access_code: 'access_codes',
  mark: 'marks',
  fee_discount: 'fee_discounts',
};

type Lookup = (db: Db, ids: number[]) => Promise<Map<number, string>>;

const byId = (rows: { id: number; label: string | null }[]) =>
  new Map(rows.flatMap((row) => (row.label ? [[Number(row.id), row.label] as const] : [])));

function lookupOf(entity: AuditedEntity): Lookup | null {
  const named = NAMED[entity];
  if (named)
    return async (db, ids) =>
      byId(
        await db
          .selectFrom(named as 'classrooms')
          .select(['id', 'name as label'])
          .where('id', 'in', ids)
          .execute(),
      );
  const owned = STUDENT_OWNED[entity];
  if (owned)
    return async (db, ids) => {
      const rows = await db
        .selectFrom(`${owned as 'registrations'} as r`)
        .innerJoin('students as s', 's.id', 'r.student_id')
        .select(['r.id', 's.last_name', 's.first_name'])
        .where('r.id', 'in', ids)
        .execute();
      return byId(rows.map((row) => ({ id: row.id, label: studentName(row.last_name, row.first_name) })));
    };
  switch (entity) {
    case 'student':
      return async (db, ids) =>
        byId(
          (await db.selectFrom('students').select(['id', 'last_name', 'first_name']).where('id', 'in', ids).execute()).map((row) => ({
            id: row.id,
            label: studentName(row.last_name, row.first_name),
          })),
        );
    case 'user':
      return async (db, ids) =>
        byId(
          (await db.selectFrom('users').select(['id', 'username', 'first_name', 'last_name']).where('id', 'in', ids).execute()).map(
            (row) => ({ id: row.id, label: personName(row.first_name, row.last_name) ?? row.username }),
          ),
        );
    case 'observation':
      return async (db, ids) => byId(await db.selectFrom('observations').select(['id', 'label']).where('id', 'in', ids).execute());
    case 'class_course':
      return async (db, ids) =>
        byId(
          (
            await db
              .selectFrom('class_courses as cc')
              .innerJoin('classrooms as c', 'c.id', 'cc.classroom_id')
              .innerJoin('courses as co', 'co.id', 'cc.course_id')
              .select(['cc.id', 'c.name as classroom', 'co.name as course'])
              .where('cc.id', 'in', ids)
              .execute()
          ).map((row) => ({ id: row.id, label: `${row.classroom} · ${row.course}` })),
        );
    default:
      return null;
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/** The name a snapshot holds: what a deleted record is called by. */
function snapshotLabel(entity: string, snapshot: unknown): string | null {
  if (!snapshot || typeof snapshot !== 'object') return null;
  const fields = snapshot as Record<string, unknown>;
  const first = text(fields.firstName);
  const last = text(fields.lastName);
  if (entity === 'student' && first && last) return studentName(last, first);
  if (entity === 'user') return personName(first, last) ?? text(fields.username);
  return text(fields.studentName) ?? text(fields.name) ?? text(fields.label);
}

/** Each entry's label, in the order given; one query per kind of record on the page. */
export async function auditLabels(
  db: Db,
  entries: readonly { entity: string; entityId: string; before: unknown; after: unknown }[],
): Promise<(string | null)[]> {
  const ids = new Map<AuditedEntity, Set<number>>();
  for (const entry of entries) {
    const id = Number(entry.entityId);
    if (!Number.isSafeInteger(id) || !lookupOf(entry.entity as AuditedEntity)) continue;
    const set = ids.get(entry.entity as AuditedEntity) ?? new Set<number>();
    ids.set(entry.entity as AuditedEntity, set.add(id));
  }
  const found = new Map<AuditedEntity, Map<number, string>>();
  for (const [entity, set] of ids) found.set(entity, await lookupOf(entity)!(db, [...set]));
  return entries.map(
    (entry) =>
      found.get(entry.entity as AuditedEntity)?.get(Number(entry.entityId)) ??
      snapshotLabel(entry.entity, entry.after) ??
      snapshotLabel(entry.entity, entry.before),
  );
}
