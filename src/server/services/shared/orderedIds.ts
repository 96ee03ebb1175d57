/**
 * Ordered id lists of recent list queries, so paging through a long list with `skip` costs a slice
 * and a primary-key lookup instead of the database skipping (and counting) thousands of rows on
 * every page. An entry is only used while the data's change counter is the one it was built at.
 */
export class OrderedIdCache {
  private readonly entries = new Map<string, { version: number; ids: Int32Array }>();
  /** Lists being built: requests that ask for one at the same time wait for the same query. */
  private readonly building = new Map<string, { version: number; ids: Promise<Int32Array> }>();

  constructor(private readonly capacity = 64) {}

  async get(key: string, version: number, build: () => Promise<number[]>): Promise<Int32Array> {
    const hit = this.entries.get(key);
    if (hit && hit.version === version) {
      // Map keeps insertion order: re-inserting marks the entry as recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.ids;
    }
    const pending = this.building.get(key);
    if (pending && pending.version === version) return pending.ids;
    const ids = build().then((list) => Int32Array.from(list));
    this.building.set(key, { version, ids });
    try {
      const built = await ids;
      this.entries.delete(key);
      this.entries.set(key, { version, ids: built });
      while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
      return built;
    } finally {
      if (this.building.get(key)?.ids === ids) this.building.delete(key);
    }
  }
}
