import { dialects, startHarness, type Harness } from '../../testing/harness';
import { AUDIT_RETENTION_DAYS, sweepAudit } from './audit';

describe.each(dialects())('the audit log retention on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(dialect, { seed: false });
  });
  afterAll(() => h.close());

  it('deletes the entries older than the retention and keeps the others', async () => {
    const now = new Date('2033-09-01T00:00:00.000Z');
    const day = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString();
    const entry = (createdAt: string, entityId: string) => ({
      user_id: null,
      action: 'update' as const,
      entity: 'marks',
      entity_id: entityId,
      before_json: null,
      after_json: null,
      created_at: createdAt,
    });
    await h.database.db
      .insertInto('audit_log')
      .values([
        entry(day(AUDIT_RETENTION_DAYS + 30), 'too old'),
        entry(day(AUDIT_RETENTION_DAYS + 1), 'just too old'),
        entry(day(AUDIT_RETENTION_DAYS - 1), 'kept'),
        entry(day(0), 'today'),
      ])
      .execute();
    expect(await sweepAudit(h.database.db, AUDIT_RETENTION_DAYS, now)).toBe(2);
    expect(
      (await h.database.db.selectFrom('audit_log').select('entity_id').orderBy('created_at').execute()).map((row) => row.entity_id),
    ).toEqual(['kept', 'today']);
    expect(await sweepAudit(h.database.db, AUDIT_RETENTION_DAYS, now)).toBe(0);
  });
});
