import { OrderedIdCache } from './orderedIds';

/** A build the test finishes by hand, counting how often the cache asked for one. */
function manualBuild() {
  const calls: ((ids: number[]) => void)[] = [];
  const failures: ((error: Error) => void)[] = [];
  const build = () =>
    new Promise<number[]>((resolve, reject) => {
      calls.push(resolve);
      failures.push(reject);
    });
  return { build, calls, failures };
}

describe('OrderedIdCache', () => {
  it('runs one query for requests that ask for the same list at the same time', async () => {
    const cache = new OrderedIdCache();
    const { build, calls } = manualBuild();
    const first = cache.get('search=ngo', 3, build);
    const second = cache.get('search=ngo', 3, build);
    expect(calls).toHaveLength(1);
    calls[0]([5, 2, 9]);
    expect(Array.from(await first)).toEqual([5, 2, 9]);
    expect(await second).toBe(await first);
    expect(Array.from(await cache.get('search=ngo', 3, build))).toEqual([5, 2, 9]);
    expect(calls).toHaveLength(1);
  });

  it('does not share a list built at an older change counter', async () => {
    const cache = new OrderedIdCache();
    const { build, calls } = manualBuild();
    const old = cache.get('all', 1, build);
    const current = cache.get('all', 2, build);
    expect(calls).toHaveLength(2);
    calls[0]([1]);
    calls[1]([1, 2]);
    expect(Array.from(await old)).toEqual([1]);
    expect(Array.from(await current)).toEqual([1, 2]);
  });

  it('keeps nothing of a failed query: the next request asks again', async () => {
    const cache = new OrderedIdCache();
    const { build, calls, failures } = manualBuild();
    const failed = cache.get('all', 1, build);
    const waiting = cache.get('all', 1, build);
    failures[0](new Error('connection lost'));
    await expect(failed).rejects.toThrow('connection lost');
    await expect(waiting).rejects.toThrow('connection lost');
    const retried = cache.get('all', 1, build);
    expect(calls).toHaveLength(2);
    calls[1]([4]);
    expect(Array.from(await retried)).toEqual([4]);
  });

  it('forgets the least recently used list beyond its capacity', async () => {
    const cache = new OrderedIdCache(2);
    let builds = 0;
    const build = (ids: number[]) => async () => {
      builds++;
      return ids;
    };
    await cache.get('a', 1, build([1]));
    await cache.get('b', 1, build([2]));
    await cache.get('a', 1, build([1]));
    await cache.get('c', 1, build([3]));
    expect(builds).toBe(3);
    await cache.get('a', 1, build([1]));
    expect(builds).toBe(3);
    await cache.get('b', 1, build([2]));
    expect(builds).toBe(4);
  });

  it('keeps no more bytes of ids than its budget, whatever the school size', async () => {
    // Room for 25 ids of 4 bytes.
    const cache = new OrderedIdCache(64, 100);
    let builds = 0;
    const build = (count: number) => async () => {
      builds++;
      return Array.from({ length: count }, (_, index) => index + 1);
    };
    await cache.get('a', 1, build(10));
    await cache.get('b', 1, build(10));
    expect(cache.size).toBe(80);
    await cache.get('c', 1, build(10));
    expect(cache.size).toBe(80);
    await cache.get('a', 1, build(10));
    expect(builds).toBe(4);
    const whole = await cache.get('everyone', 1, build(30));
    expect(whole).toHaveLength(30);
    expect(cache.size).toBeLessThanOrEqual(100);
    await cache.get('everyone', 1, build(30));
    expect(builds).toBe(6);
  });
});
