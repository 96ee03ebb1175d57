/**
 * Ordered id lists of recent list queries, so paging through a long list with `skip` costs a slice
 * and a primary-key lookup instead of the database skipping (and counting) thousands of rows on
 * every page. An entry is only used while the data's change counter is the one it was built at.
 * The lists are bounded in bytes as well as in number, so the memory they hold does not grow with
 * the school: a million students' list is 4 MB.
 */
export const ORDERED_IDS_BYTES = 16 * 1024 * 1024;

export class OrderedIdCache {
  private readonly entries = new Map<string, { version: number; ids: Int32Array }>();
  /** Lists being built: requests that ask for one at the same time wait for the same query. */
  private readonly building = new Map<string, { version: number; ids: Promise<Int32Array> }>();

  private bytes = 0;

  constructor(
    private readonly capacity = 64,
    private readonly budget = ORDERED_IDS_BYTES,
  ) {}

  /** The bytes of the ids kept. */
  get size(): number {
    return this.bytes;
  }

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
      this.forget(key);
      // A list larger than the whole budget serves its request and is not kept.
      if (built.byteLength <= this.budget) {
        this.entries.set(key, { version, ids: built });
        this.bytes += built.byteLength;
      }
      while (this.entries.size > this.capacity || this.bytes > this.budget) this.forget(this.entries.keys().next().value as string);
      return built;
    } finally {
      if (this.building.get(key)?.ids === ids) this.building.delete(key);
    }
  }

  private forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.ids.byteLength;
    this.entries.delete(key);
  }
}
