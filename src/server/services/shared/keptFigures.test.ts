import type { Db } from '../../db/schema';
import { FigureKeep, forgetKeptFigures, KEPT_FOR_MS } from './keptFigures';

describe('kept figures', () => {
  const keep = new FigureKeep(3);
  const keptFigure = <T>(db: Db, key: string, stamp: string, compute: () => Promise<T>, now: number) =>
    keep.get(db, key, stamp, compute, now);
  const db = {} as Db;
  const other = {} as Db;
  afterEach(() => forgetKeptFigures(db));

  it('computes once while the data stamp stays and the minute has not passed', async () => {
    const compute = jest.fn(async () => 42);
    expect(await keptFigure(db, 'money|1', 'a', compute, 1000)).toBe(42);
    expect(await keptFigure(db, 'money|1', 'a', compute, 1000 + KEPT_FOR_MS - 1)).toBe(42);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('computes again when the data changed, for another figure or another database', async () => {
    let calls = 0;
    const compute = async () => ++calls;
    expect(await keptFigure(db, 'money|1', 'a', compute, 0)).toBe(1);
    expect(await keptFigure(db, 'money|1', 'b', compute, 0)).toBe(2);
    expect(await keptFigure(db, 'arrears|1', 'b', compute, 0)).toBe(3);
    expect(await keptFigure(other, 'money|1', 'b', compute, 0)).toBe(4);
    forgetKeptFigures(other);
  });

  it('answers the kept value once more after the minute, computing the new one behind it', async () => {
    let calls = 0;
    const compute = jest.fn(async () => ++calls);
    expect(await keptFigure(db, 'money|1', 'a', compute, 0)).toBe(1);
    expect(await keptFigure(db, 'money|1', 'a', compute, KEPT_FOR_MS)).toBe(1);
    // The new value is fresh: no third computation.
    void keptFigure(db, 'money|1', 'a', compute, KEPT_FOR_MS + 1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await keptFigure(db, 'money|1', 'a', compute, KEPT_FOR_MS + 2)).toBe(2);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('shares one computation between calls made while it runs, and keeps no failure', async () => {
    let release: (value: number) => void = () => undefined;
    const slow = jest.fn(() => new Promise<number>((resolve) => (release = resolve)));
    const first = keptFigure(db, 'averages|1', 'a', slow, 0);
    const second = keptFigure(db, 'averages|1', 'a', slow, 0);
    release(7);
    expect(await Promise.all([first, second])).toEqual([7, 7]);
    expect(slow).toHaveBeenCalledTimes(1);

    const failing = jest.fn(async () => {
      throw new Error('database gone');
    });
    await expect(keptFigure(db, 'arrears|1', 'a', failing, 0)).rejects.toThrow('database gone');
    await expect(keptFigure(db, 'arrears|1', 'a', async () => 9, 0)).resolves.toBe(9);
  });

  it('keeps at most its number of figures, the oldest going first', async () => {
    const compute = jest.fn(async () => 1);
    for (const key of ['a', 'b', 'c', 'd']) await keptFigure(db, key, 's', compute, 0);
    expect(compute).toHaveBeenCalledTimes(4);
    await keptFigure(db, 'd', 's', compute, 0);
    await keptFigure(db, 'b', 's', compute, 0);
    expect(compute).toHaveBeenCalledTimes(4);
    await keptFigure(db, 'a', 's', compute, 0);
    expect(compute).toHaveBeenCalledTimes(5);
  });

  describe('with a budget in bytes', () => {
    const sized = new FigureKeep(8, { bytes: 100, sizeOf: (value) => (value as { size: number }).size });
    const list = (size: number) => jest.fn(async () => ({ size }));
    afterEach(() => forgetKeptFigures(db));

    it('drops the oldest figures once their sizes pass the budget, whatever their number', async () => {
      const a = list(40);
      const b = list(40);
      const c = list(40);
      await sized.get(db, 'a', 's', a, 0);
      await sized.get(db, 'b', 's', b, 0);
      // 120 bytes: 'a', the oldest, goes.
      await sized.get(db, 'c', 's', c, 0);
      await sized.get(db, 'b', 's', b, 0);
      await sized.get(db, 'c', 's', c, 0);
      expect([b, c].map((compute) => compute.mock.calls.length)).toEqual([1, 1]);
      await sized.get(db, 'a', 's', a, 0);
      expect(a).toHaveBeenCalledTimes(2);
    });

    it('keeps the figure just computed even when it alone is over the budget', async () => {
      const small = list(10);
      const huge = list(500);
      await sized.get(db, 'small', 's', small, 0);
      await sized.get(db, 'huge', 's', huge, 0);
      await sized.get(db, 'huge', 's', huge, 0);
      expect(huge).toHaveBeenCalledTimes(1);
      await sized.get(db, 'small', 's', small, 0);
      expect(small).toHaveBeenCalledTimes(2);
    });
  });
});
