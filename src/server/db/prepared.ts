import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Db, Database } from './schema';

const SLOT = Symbol('slot');

interface Slot {
  [SLOT]: { name: string; index?: number };
}

const isSlot = (value: unknown): value is Slot => typeof value === 'object' && value !== null && SLOT in value;

/** A named place for a value in a prepared query; typed as the column it stands for. */
export function slot<T>(name: string): T {
  return { [SLOT]: { name } } as unknown as T;
}

/** `size` places for the items of one array value, for `in` lists. */
export function slots<T>(name: string, size: number): T[] {
  return Array.from({ length: size }, (_, index) => ({ [SLOT]: { name, index } }) as unknown as T);
}

interface Prepared<R> {
  query: CompiledQuery<R>;
  places: ({ name: string; index?: number } | undefined)[];
}

/**
 * A query Kysely builds and compiles once per dialect and list size, then runs with new values.
 * Building and compiling costs more than running a small indexed query, so the requests every
 * screen makes (the caller's token, the current year, a page of students) skip it. Values still
 * travel as bound parameters, never inside the SQL text.
 */
export function prepared<V extends Record<string, unknown>, R>(
  build: (db: Kysely<Database>, size: number) => Compilable<R>,
  sizeOf: (values: V) => number = () => 0,
): (db: Db, values: V) => Promise<R[]> {
  const compiled = new Map<string, Prepared<R>>();
  return async (db, values) => {
    const size = sizeOf(values);
    // The adapter tells SQLite from PostgreSQL; transactions share their database's.
    const key = `${db.getExecutor().adapter.constructor.name}:${size}`;
    let entry = compiled.get(key);
    if (!entry) {
      const query = build(db, size).compile();
      entry = { query, places: query.parameters.map((parameter) => (isSlot(parameter) ? parameter[SLOT] : undefined)) };
      compiled.set(key, entry);
    }
    const { query, places } = entry;
    const parameters = places.map((place, position) => {
      if (!place) return query.parameters[position];
      const value = values[place.name];
      return place.index === undefined ? value : (value as unknown[])[place.index];
    });
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}
