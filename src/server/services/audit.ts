import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from './clock';

export interface AuditEntry {
  userId: number | null;
  action: 'create' | 'update' | 'delete';
  entity: string;
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
  for (let start = 0; start < rows.length; start += 500) await trx.insertInto('audit_log').values(rows.slice(start, start + 500)).execute();
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
