import { sql, type Kysely, type Transaction } from 'kysely';
import type { AuditEntry as AuditLine, auditQuery } from '../../../domain/contract/audit';
import type { InferType } from 'yup';
import type { AuditedEntity } from '../../../domain/audit/entities';
import type { Database, Db } from '../../db/schema';
import { auditLabels } from './auditLabels';
import { nowIso } from './clock';
import { pageOf } from './listQueries';

export interface AuditEntry {
  userId: number | null;
  action: 'create' | 'update' | 'delete';
  /** One of the named kinds, so that the log can say what it is in the reader's language. */
  entity: AuditedEntity;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

/** Writes who changed what, inside the transaction of the change itself. */
export async function audit(trx: Transaction<Database>, entry: AuditEntry): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      user_id: entry.userId,
      action: entry.action,
      entity: entry.entity,
      entity_id: String(entry.entityId),
      before_json: entry.before === undefined ? null : JSON.stringify(entry.before),
      after_json: entry.after === undefined ? null : JSON.stringify(entry.after),
      created_at: nowIso(),
    })
    .execute();
}

/** Many entries at once (an import), in as few statements as the database allows. */
export async function auditMany(trx: Transaction<Database>, entries: readonly AuditEntry[]): Promise<void> {
  const now = nowIso();
  const rows = entries.map((entry) => ({
    user_id: entry.userId,
    action: entry.action,
    entity: entry.entity,
    entity_id: String(entry.entityId),
    before_json: entry.before === undefined ? null : JSON.stringify(entry.before),
    after_json: entry.after === undefined ? null : JSON.stringify(entry.after),
    created_at: now,
  }));
  // SQLite takes at most 32766 bound values per statement: 7 columns × 500 rows stays far below.
  for (let start = 0; start < rows.length; start += 500)
    await trx
      .insertInto('audit_log')
      .values(rows.slice(start, start + 500))
      .execute();
}

/**
 * How long the audit log keeps an entry: seven years, a whole secondary schooling (6e to
 * Terminale), so a mark can be traced for as long as its student is at the school. Older entries
 * are deleted by `sweepAudit`, which the server runs at start and daily.
 */
export const AUDIT_RETENTION_DAYS = 7 * 365 + 2;

/** Deletes the entries older than the retention; answers how many went. */
export async function sweepAudit(db: Kysely<Database>, retentionDays: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * 24 * 3600 * 1000).toISOString();
  const result = await db.deleteFrom('audit_log').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

const parse = (text: string | null): object | null => {
  if (text === null) return null;
  try {
    return JSON.parse(text) as object;
  } catch {
    return { text };
  }
};

const toAuditEntry = (row: {
  id: number;
  user_id: number | null;
  username: string | null;
  action: AuditLine['action'];
  entity: string;
  entity_id: string;
  before_json: string | null;
  after_json: string | null;
  created_at: string;
}): Omit<AuditLine, 'label'> => ({
  id: row.id,
  userId: row.user_id,
  username: row.username ?? null,
  action: row.action,
  entity: row.entity,
  entityId: row.entity_id,
  before: parse(row.before_json),
  after: parse(row.after_json),
  createdAt: row.created_at,
});

/**
 * The records that belong to a student, each audited under its own entity: the student's audit
 * trail is their record's changes and these records'. (A record since deleted, an absence taken
 * back, no longer names its student: its entries stay in the whole log.)
 */
const OWNED_BY_STUDENT = {
  registration: 'registrations',
  exemption: 'exemptions',
  absence: 'absences',
  sanction: 'sanctions',
  sanctionSuggestion: 'sanction_suggestions',
  fee_discount: 'fee_discounts',
  payment: 'payments',
  access_code: 'access_codes',
} as const satisfies Partial<Record<AuditedEntity, keyof Database>>;

function aboutStudent(studentId: number) {
  const owned = Object.entries(OWNED_BY_STUDENT).map(
    ([entity, table]) =>
      sql`(a.entity = ${entity} and a.entity_id in (select cast(id as text) from ${sql.table(table)} where student_id = ${studentId}))`,
  );
  return sql<boolean>`((a.entity = 'student' and a.entity_id = ${String(studentId)}) or ${sql.join(owned, sql` or `)})`;
}

/** A page of the audit log, newest first, narrowed by entity, student, user, action and days. */
export async function listAudit(db: Db, query: InferType<typeof auditQuery>) {
  let rows = db.selectFrom('audit_log as a').leftJoin('users as u', 'u.id', 'a.user_id').selectAll('a').select('u.username');
  let count = db.selectFrom('audit_log as a').select((eb) => eb.fn.countAll<number>().as('n'));
  const conditions: [string, '=' | '>=' | '<=', string | number | undefined][] = [
    ['a.entity', '=', query.entity],
    ['a.entity_id', '=', query.entityId],
    ['a.user_id', '=', query.userId],
    ['a.action', '=', query.action],
    // Timestamps are ISO strings with milliseconds, so days compare as text: [from 00:00, to 23:59:59.999].
    // (Not "before the day after `to`": after 9999-12-31 comes +010000-01-01, which sorts first.)
    ['a.created_at', '>=', query.from],
    ['a.created_at', '<=', query.to && `${query.to}T23:59:59.999Z`],
  ];
  for (const [column, operator, value] of conditions) {
    if (value === undefined || value === '') continue;
    rows = rows.where(column as 'a.entity', operator, value as string);
    count = count.where(column as 'a.entity', operator, value as string);
  }
  if (query.studentId) {
    rows = rows.where(aboutStudent(query.studentId));
    count = count.where(aboutStudent(query.studentId));
  }
  const page = await pageOf(rows.orderBy('a.created_at', 'desc').orderBy('a.id', 'desc'), count, query, toAuditEntry);
  const labels = await auditLabels(db, page.data);
  return { ...page, data: page.data.map((entry, index) => ({ ...entry, label: labels[index] })) };
}
