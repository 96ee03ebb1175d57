import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * For each field of a selection, the address parameter that holds it, how its text is read and,
 * for a value that is no plain number or word (a period), how it is written.
 */
export type ParamReaders<T> = {
  [K in keyof T]-?: readonly [param: string, read: (value: string | null) => T[K], write?: (value: NonNullable<T[K]>) => string];
};

/** A positive whole number, as ids are written in the address; anything else reads as unset. */
export const idParam = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

const fieldsOf = <T>(readers: ParamReaders<T>) =>
  Object.entries(readers) as [keyof T, readonly [string, (value: string | null) => unknown, ((value: unknown) => string)?]][];

/**
 * A choice kept in the address (`?classroom=11&date=2026-10-12`), so a reload, a bookmark or a link
 * opens the same one. An unset field removes its parameter. With `keepOthers`, the parameters the
 * selection does not name (an area's open tab) stay beside it; otherwise the address holds only it.
 * A change goes through the router, so a leave guard holds it.
 */
export function useUrlSelection<T extends object>(readers: ParamReaders<T>, keepOthers: boolean): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const selection = useMemo(
    () => Object.fromEntries(fieldsOf(readers).map(([field, [param, read]]) => [field, read(params.get(param))])) as T,
    [params, readers],
  );

  const update = (next: T) => {
    setParams(
      (current) => {
        const search = new URLSearchParams(keepOthers ? current : undefined);
        for (const [field, [param, , write]] of fieldsOf(readers)) {
          const value = next[field];
          if (value === undefined) search.delete(param);
          else search.set(param, write ? write(value) : String(value));
        }
        return search;
      },
      { replace: true },
    );
  };

  return [selection, update];
}
