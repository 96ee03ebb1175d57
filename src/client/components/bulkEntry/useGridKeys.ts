import { useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';

/** Where a key takes the focus: a cell, null when the key is the grid's but no cell lies that way, undefined when it is no move. */
export type Move<Key> = Key | null | undefined;

/** What one grid of status buttons declares; the keys, the focus and the menu are the shared part. */
export interface GridKeysConfig<Key extends string | number, Status> {
  /** Where a key pressed on a cell goes (the arrows, Home, End). */
  moveFrom: (key: Key, pressed: string) => Move<Key>;
  /** Where a key pressed in a cell's field goes (Enter or Escape back to the cells); undefined leaves it to the field. */
  leaveField: (key: Key, pressed: string) => Move<Key>;
  /** The status a key press sets, or null (see `letterOfKey`). */
  statusOfKey: (key: string, code: string) => Status | null;
  /** Whether a status goes on to its field (a lateness's minutes, a replacing teacher). */
  hasField: (status: Status) => boolean;
  /** Where the focus goes after a status with no field: the roll call moves on to the next student; by default it stays. */
  after?: (key: Key) => Key | null;
  /** Keys that put a cell back as it was saved, and how (Delete on the day's check). */
  restore?: { keys: ReadonlySet<string>; onRestore: (key: Key) => void };
  onMark: (key: Key, status: Status) => void;
}

/**
 * The letter a key press stands for, lower case, or null: `key` is the character typed; on a
 * keyboard that types another script (Urdu, Persian, Chinese input) it is no Latin letter, so the
 * physical key (`code`, named after its QWERTY letter) decides instead. An AZERTY keyboard types
 * Latin letters, so its A is read from `key`, wherever the key sits.
 */
export function letterOfKey(key: string, code = ''): string | null {
  const typed = key.length === 1 ? key.toLowerCase() : '';
  if (/^[a-z]$/.test(typed)) return typed;
  if (typed === '' || /^[\p{L}]$/u.test(typed)) return /^Key([A-Z])$/.exec(code)?.[1]?.toLowerCase() ?? null;
  return null;
}

/**
 * A grid of status buttons entered from the keyboard: the arrows walk the cells, a letter sets a
 * status (and goes on to its field, or to the next cell), Enter or Escape in a field come back. A
 * click opens the same choices as a menu, for a phone or a mouse, and gives the focus back to its
 * cell. Cells and fields register themselves by key; every handler keeps its identity, so a key
 * re-renders only the cells it changes.
 */
export function useGridKeys<Key extends string | number, Status>(config: GridKeysConfig<Key, Status>) {
  const { moveFrom, leaveField, statusOfKey, hasField, after, restore, onMark } = config;
  const cells = useRef(new Map<Key, HTMLElement>());
  const fields = useRef(new Map<Key, HTMLElement>());
  /** The cell whose field should take the focus as soon as it appears. */
  const fieldToFocus = useRef<Key | null>(null);
  const [menu, setMenu] = useState<{ key: Key; anchor: HTMLElement } | null>(null);

  const focusCell = useCallback((key: Key | null | undefined) => {
    const cell = key === null || key === undefined ? undefined : cells.current.get(key);
    if (!cell) return;
    // Scrolled here rather than by focus(), so the scroll margins keep it clear of the two bars.
    cell.focus({ preventScroll: true });
    cell.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, []);

  const registerCell = useCallback((key: Key, cell: HTMLElement | null) => {
    if (cell) cells.current.set(key, cell);
    else cells.current.delete(key);
  }, []);
  const registerField = useCallback((key: Key, field: HTMLElement | null) => {
    if (!field) {
      fields.current.delete(key);
      return;
    }
    fields.current.set(key, field);
    if (fieldToFocus.current === key) {
      fieldToFocus.current = null;
      field.focus();
    }
  }, []);

  const choose = useCallback(
    (key: Key, status: Status) => {
      onMark(key, status);
      if (!hasField(status)) {
        if (after) focusCell(after(key));
        return;
      }
      const field = fields.current.get(key);
      if (field) field.focus();
      else fieldToFocus.current = key;
    },
    [onMark, hasField, after, focusCell],
  );

  const onCellKeyDown = useCallback(
    (key: Key, event: KeyboardEvent<HTMLElement>) => {
      // An input method still composing owns its keys; a shortcut (Ctrl+S) is not a mark.
      if (event.nativeEvent.isComposing || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = moveFrom(key, event.key);
      if (target !== undefined) {
        event.preventDefault();
        focusCell(target);
        return;
      }
      if (restore?.keys.has(event.key)) {
        event.preventDefault();
        restore.onRestore(key);
        return;
      }
      const status = statusOfKey(event.key, event.code);
      if (status === null) return;
      event.preventDefault();
      choose(key, status);
    },
    [moveFrom, restore, statusOfKey, focusCell, choose],
  );

  const onFieldKeyDown = useCallback(
    (key: Key, event: KeyboardEvent<HTMLElement>) => {
      if (event.nativeEvent.isComposing) return;
      const target = leaveField(key, event.key);
      if (target === undefined) return;
      event.preventDefault();
      focusCell(target);
    },
    [leaveField, focusCell],
  );

  const openMenu = useCallback((key: Key, anchor: HTMLElement) => setMenu({ key, anchor }), []);
  const closeMenu = () => {
    const key = menu?.key;
    setMenu(null);
    // After the menu has let go of the focus.
    if (key !== undefined) setTimeout(() => focusCell(key));
  };
  const chooseFromMenu = (status: Status) => {
    if (!menu) return;
    const { key } = menu;
    setMenu(null);
    // As a key would, from the cell the menu belongs to.
    setTimeout(() => {
      focusCell(key);
      choose(key, status);
    });
  };

  const handlers = useMemo(
    () => ({ onCellKeyDown, onFieldKeyDown, openMenu, registerCell, registerField }),
    [onCellKeyDown, onFieldKeyDown, openMenu, registerCell, registerField],
  );
  return { handlers, focusCell, menu, closeMenu, chooseFromMenu };
}
