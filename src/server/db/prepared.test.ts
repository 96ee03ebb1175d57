import { dialects, startHarness, type Harness } from '../testing/harness';
import { prepared, slot, slots } from './prepared';

const levelsByName = prepared(
  (db, size) =>
    db
      .selectFrom('levels')
      .select(['id', 'name'])
      .where('name', 'in', slots<string>('names', size))
      .where('id', '>', slot<number>('after'))
      .orderBy('id'),
  (values: { names: string[]; after: number }) => values.names.length,
);

describe.each(dialects())('prepared queries on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(dialect);
  });
  afterAll(() => h.close());

  const expected = async (names: string[], after: number) =>
    h.database.db.selectFrom('levels').select(['id', 'name']).where('name', 'in', names).where('id', '>', after).orderBy('id').execute();

  it('run with each call’s own values, for lists of any size', async () => {
    const levels = await h.database.db.selectFrom('levels').select(['id', 'name']).orderBy('id').execute();
    expect(levels.length).toBeGreaterThan(2);
    const names = levels.map((level) => level.name);
    expect(await levelsByName(h.database.db, { names: [names[0]], after: 0 })).toEqual([levels[0]]);
    expect(await levelsByName(h.database.db, { names: names.slice(0, 2), after: 0 })).toEqual(await expected(names.slice(0, 2), 0));
    expect(await levelsByName(h.database.db, { names, after: levels[0].id })).toEqual(await expected(names, levels[0].id));
    expect(await levelsByName(h.database.db, { names: [names[0]], after: levels[0].id })).toEqual([]);
  });

  it('bind values as parameters, never as SQL', async () => {
    expect(await levelsByName(h.database.db, { names: ["x' or '1'='1"], after: 0 })).toEqual([]);
  });

  it('run inside a transaction, seeing its writes', async () => {
    await h.database.db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('levels').set({ name: 'Renamed in trx' }).where('id', '=', 1).execute();
        expect(await levelsByName(trx, { names: ['Renamed in trx'], after: 0 })).toEqual([{ id: 1, name: 'Renamed in trx' }]);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await levelsByName(h.database.db, { names: ['Renamed in trx'], after: 0 })).toEqual([]);
  });
});
