import type { FastifyInstance } from 'fastify';
import * as contract from '../../domain/contract/audit';
import type { AuditEntry } from '../../domain/contract/audit';
import { addAuthedRoute } from '../http/contract';
import { pageOf } from '../services/listQueries';
import type { RouteContext } from './context';

const parse = (text: string | null): object | null => {
  if (text === null) return null;
  try {
    return JSON.parse(text) as object;
  } catch {
    return { text };
  }
};

const toAuditEntry = (row: { id: number; user_id: number | null; username: string | null; action: AuditEntry['action']; entity: string; entity_id: string; before_json: string | null; after_json: string | null; created_at: string }): AuditEntry => ({
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

export function auditRoutes(app: FastifyInstance, { db }: RouteContext): void {
  addAuthedRoute(app, db, contract.listAudit, async ({ query }) => {
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
    return pageOf(rows.orderBy('a.created_at', 'desc').orderBy('a.id', 'desc'), count, query, toAuditEntry);
  });
}
