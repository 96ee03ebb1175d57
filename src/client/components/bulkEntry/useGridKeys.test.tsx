import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { letterOfKey, useGridKeys, type GridKeysConfig, type Move } from './useGridKeys';

/** Three cells in a column and three statuses, a lateness going on to its minutes: the smallest grid the hook serves. */
type Status = 'present' | 'absent' | 'late';
const CELLS = ['a', 'b', 'c'];
const LETTERS: Record<string, Status> = { p: 'present', a: 'absent', l: 'late' };

const step = (key: string, by: number) => CELLS[CELLS.indexOf(key) + by] ?? null;
const moveFrom = (key: string, pressed: string): Move<string> =>
  pressed === 'ArrowDown' ? step(key, 1) : pressed === 'ArrowUp' ? step(key, -1) : undefined;
const leaveField = (key: string, pressed: string): Move<string> =>
  pressed === 'Enter' ? step(key, 1) : pressed === 'Escape' ? key : undefined;
const statusOfKey = (key: string, code: string) => LETTERS[letterOfKey(key, code) ?? ''] ?? null;
const hasField = (status: Status) => status === 'late';

type Options = Partial<Pick<GridKeysConfig<string, Status>, 'after' | 'restore'>>;

function Grid({ onMark, ...options }: Options & { onMark: jest.Mock }) {
  const [statuses, setStatuses] = useState<Record<string, Status>>({});
  const { handlers, menu, closeMenu, chooseFromMenu } = useGridKeys<string, Status>({
    moveFrom,
    leaveField,
    statusOfKey,
    hasField,
    onMark: (key, status) => {
      onMark(key, status);
      setStatuses((current) => ({ ...current, [key]: status }));
    },
    ...options,
  });
  return (
    <>
      {CELLS.map((key) => (
        <div key={key}>
          <button
            ref={(button) => handlers.registerCell(key, button)}
            onKeyDown={(event) => handlers.onCellKeyDown(key, event)}
            onClick={(event) => handlers.openMenu(key, event.currentTarget)}
          >
            {`cell ${key}`}
          </button>
          {statuses[key] === 'late' && (
            <input
              aria-label={`minutes ${key}`}
              ref={(input) => handlers.registerField(key, input)}
              onKeyDown={(event) => handlers.onFieldKeyDown(key, event)}
            />
          )}
        </div>
      ))}
      {menu && (
        <div role="menu" aria-label={`menu of ${menu.key}`}>
          <button onClick={() => chooseFromMenu('absent')}>absent</button>
          <button onClick={() => chooseFromMenu('late')}>late</button>
          <button onClick={closeMenu}>close</button>
        </div>
      )}
    </>
  );
}

const cell = (key: string) => screen.getByRole('button', { name: `cell ${key}` });
/** Presses a key on an element; true when the grid took it (its default prevented). */
const press = (element: HTMLElement, init: KeyboardEventInit) => {
  let taken = false;
  act(() => {
    taken = !fireEvent.keyDown(element, init);
  });
  return taken;
};

function setUp(options: Options = {}) {
  const onMark = jest.fn();
  render(<Grid onMark={onMark} {...options} />);
  act(() => cell('a').focus());
  return onMark;
}

describe('useGridKeys', () => {
  it('walks the cells with the keys the grid names, and keeps a move past the edge from the page', () => {
    setUp();
    expect(press(cell('a'), { key: 'ArrowDown' })).toBe(true);
    expect(cell('b')).toHaveFocus();
    press(cell('b'), { key: 'ArrowDown' });
    expect(press(cell('c'), { key: 'ArrowDown' })).toBe(true);
    expect(cell('c')).toHaveFocus();
    press(cell('c'), { key: 'ArrowUp' });
    expect(cell('b')).toHaveFocus();
    expect(press(cell('b'), { key: 'Tab' })).toBe(false);
  });

  it('sets the status of a letter, and stays on its cell', () => {
    const onMark = setUp();
    expect(press(cell('a'), { key: 'A' })).toBe(true);
    expect(onMark).toHaveBeenLastCalledWith('a', 'absent');
    expect(cell('a')).toHaveFocus();
  });

  it('moves where the grid says after a status with no field', () => {
    const onMark = setUp({ after: (key) => step(key, 1) });
    press(cell('a'), { key: 'p' });
    expect(onMark).toHaveBeenLastCalledWith('a', 'present');
    expect(cell('b')).toHaveFocus();
  });

  it('reads the physical key on a keyboard of another script, and no letter as no status', () => {
    const onMark = setUp();
    // ش is on the QWERTY A key of a Persian keyboard.
    press(cell('a'), { key: 'ش', code: 'KeyA' });
    expect(onMark).toHaveBeenLastCalledWith('a', 'absent');
    onMark.mockClear();
    expect(press(cell('a'), { key: 'x' })).toBe(false);
    expect(press(cell('a'), { key: '5', code: 'Digit5' })).toBe(false);
    expect(onMark).not.toHaveBeenCalled();
  });

  it('leaves a shortcut or a composing input method alone', () => {
    const onMark = setUp();
    expect(press(cell('a'), { key: 'a', ctrlKey: true })).toBe(false);
    expect(press(cell('a'), { key: 'a', metaKey: true })).toBe(false);
    expect(press(cell('a'), { key: 'a', altKey: true })).toBe(false);
    expect(press(cell('a'), { key: 'ArrowDown', isComposing: true })).toBe(false);
    expect(onMark).not.toHaveBeenCalled();
    expect(cell('a')).toHaveFocus();
  });

  it('goes on to the field of a status that has one, as soon as it appears, and comes back from it', () => {
    setUp({ after: (key) => step(key, 1) });
    press(cell('b'), { key: 'l' });
    const minutes = screen.getByRole('textbox', { name: 'minutes b' });
    expect(minutes).toHaveFocus();
    // Typing is the field's own.
    expect(press(minutes, { key: '5' })).toBe(false);
    expect(press(minutes, { key: 'Escape' })).toBe(true);
    expect(cell('b')).toHaveFocus();
    // Already on show, the field takes the focus at once.
    press(cell('b'), { key: 'l' });
    expect(minutes).toHaveFocus();
    press(minutes, { key: 'Enter' });
    expect(cell('c')).toHaveFocus();
  });

  it('puts a cell back with the keys the grid names, setting no status', () => {
    const onRestore = jest.fn();
    const onMark = setUp({ restore: { keys: new Set(['Delete', 'Backspace']), onRestore } });
    expect(press(cell('a'), { key: 'Delete' })).toBe(true);
    press(cell('a'), { key: 'Backspace' });
    expect(onRestore.mock.calls).toEqual([['a'], ['a']]);
    expect(onMark).not.toHaveBeenCalled();
  });

  it('offers the same choices in a menu, then goes on from the cell as a key would', async () => {
    const onMark = setUp({ after: (key) => step(key, 1) });
    fireEvent.click(cell('b'));
    expect(screen.getByRole('menu', { name: 'menu of b' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'absent' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(onMark).toHaveBeenCalledWith('b', 'absent'));
    expect(cell('c')).toHaveFocus();

    fireEvent.click(cell('a'));
    fireEvent.click(screen.getByRole('button', { name: 'late' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'minutes a' })).toHaveFocus());
  });

  it('gives the focus back to its cell when the menu closes with no choice', async () => {
    const onMark = setUp();
    fireEvent.click(cell('c'));
    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(cell('c')).toHaveFocus());
    expect(onMark).not.toHaveBeenCalled();
  });
});

describe('letterOfKey', () => {
  it('reads a Latin letter as typed (AZERTY too), another script by its physical key, anything else as none', () => {
    expect(letterOfKey('A', 'KeyQ')).toBe('a');
    expect(letterOfKey('r')).toBe('r');
    expect(letterOfKey('ش', 'KeyA')).toBe('a');
    expect(letterOfKey('Process', 'KeyL')).toBe('l');
    expect(letterOfKey('ش')).toBeNull();
    expect(letterOfKey('5', 'Digit5')).toBeNull();
    expect(letterOfKey('Enter', 'Enter')).toBeNull();
  });
});
