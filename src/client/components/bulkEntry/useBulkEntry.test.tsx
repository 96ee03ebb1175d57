import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { AlertsContext } from '../alerts/alertsContext';
import { useBulkEntry, type BulkEntryConfig } from './useBulkEntry';
import type { DraftFormat } from './useDeviceDraft';

/** A list of students and a mark as text: the smallest screen the machine can serve. */
interface Line {
  id: number;
  mark: string;
}
type Body = { lines: { id: number; mark: string }[] };
type Config = BulkEntryConfig<Line, string, Body, { count: number }>;

const KEY = 'testDraft:1';
const LINES: readonly Line[] = [
  { id: 1, mark: '10' },
  { id: 2, mark: '' },
  { id: 3, mark: '15' },
];
// One entries object per read, as a screen's useMemo gives: a new object is a new read.
const reads = new WeakMap<readonly Line[], Record<number, string>>();
function entriesOf(lines: readonly Line[]): Record<number, string> {
  if (!reads.has(lines)) reads.set(lines, Object.fromEntries(lines.map((line) => [line.id, line.mark])));
  return reads.get(lines)!;
}

// A constant, as on every screen: a new format is a new draft store.
const FORMAT: DraftFormat<string> = { field: 'values', isLine: (value): value is string => typeof value === 'string' };

const showError = jest.fn();
const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter>
    <AlertsContext.Provider value={{ showError, showSuccess: jest.fn() }}>{children}</AlertsContext.Provider>
  </MemoryRouter>
);

function configOf(overrides: Partial<Config> = {}): Config {
  const lines = overrides.lines ?? LINES;
  return {
    read: lines,
    lines,
    keyOf: (line) => line.id,
    serverEntries: entriesOf(lines),
    blankOf: () => '',
    // " 10" is 10: two texts standing for the same mark are one line as saved.
    same: (a, b) => a.trim() === b.trim(),
    identical: (a, b) => a === b,
    problemOf: (entry) => (entry === 'bad' ? 'not a mark' : null),
    draftKey: KEY,
    draftFormat: FORMAT,
    editable: true,
    bodyOf: (entries) => ({ lines: lines.map((line) => ({ id: line.id, mark: entries[line.id] ?? '' })) }),
    send: jest.fn().mockResolvedValue({ count: 3 }),
    refusedOf: (error, body) => {
      const { fields, message } = error as { fields?: Record<string, string>; message?: string };
      if (!fields) return null;
      return {
        lines: Object.fromEntries(Object.entries(fields).map(([index, message]) => [body.lines[Number(index)].id, message])),
        message,
      };
    },
    onSaved: jest.fn(),
    ...overrides,
  };
}

function render(overrides: Partial<Config> = {}) {
  return renderHook((props: Partial<Config>) => useBulkEntry(configOf(props)), { wrapper, initialProps: overrides });
}

const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as { values: Record<string, string>; savedAt: string } | null;
const storeDraft = (values: Record<string, unknown>) =>
  localStorage.setItem(KEY, JSON.stringify({ values, savedAt: '2026-11-20T08:00:00.000Z' }));

beforeEach(() => {
  localStorage.clear();
  showError.mockReset();
});

describe('entries against the server', () => {
  it('starts from the server entries, with nothing unsaved and nothing to save', () => {
    const { result } = render();
    expect(result.current.entries).toEqual({ 1: '10', 2: '', 3: '15' });
    expect(result.current.unsaved).toBe(0);
    expect(result.current.invalid).toBe(0);
    expect(result.current.offer).toBeNull();
    expect(result.current.canSave).toBe(true);
  });

  it('counts a line unsaved once it stands for another entry, not when only its text differs', () => {
    const { result } = render();
    act(() => result.current.change(1, () => ' 10 '));
    expect(result.current.entries[1]).toBe(' 10 ');
    expect(result.current.unsaved).toBe(0);
    act(() => result.current.change(1, () => '11'));
    act(() => result.current.change(2, () => '9'));
    expect(result.current.unsaved).toBe(2);
  });

  it('keeps the entries object when an edit changes nothing, and ignores a line not on show', () => {
    const { result } = render();
    const before = result.current.entries;
    act(() => result.current.change(1, (entry) => entry));
    act(() => result.current.change(99, () => '12'));
    expect(result.current.entries).toBe(before);
  });

  it('follows a new read while untouched, and keeps what the user typed over one', () => {
    const { result, rerender } = render();
    const reread = [{ id: 1, mark: '12' }, LINES[1], LINES[2]];
    rerender({ lines: reread });
    expect(result.current.entries[1]).toBe('12');
    act(() => result.current.change(3, () => '4'));
    rerender({ lines: [{ id: 1, mark: '13' }, LINES[1], LINES[2]] });
    expect(result.current.entries).toEqual({ 1: '12', 2: '', 3: '4' });
  });

  it('tells each line its problem, counts the invalid lines and will not save them', () => {
    const { result } = render();
    act(() => result.current.change(2, () => 'bad'));
    expect(result.current.errors).toEqual({ 2: 'not a mark' });
    expect(result.current.invalid).toBe(1);
    expect(result.current.canSave).toBe(false);
  });

  it('saves only when the screen adds nothing against it', () => {
    const canSaveWhen = jest.fn((unsaved: number) => unsaved > 0);
    const { result } = render({ canSaveWhen });
    expect(result.current.canSave).toBe(false);
    act(() => result.current.change(2, () => '8'));
    expect(result.current.canSave).toBe(true);
    expect(canSaveWhen).toHaveBeenLastCalledWith(1, { 1: '10', 2: '8', 3: '15' });
  });

  it('puts a line back as saved, and changes every line at once', () => {
    const { result } = render();
    act(() => result.current.change(1, () => '2'));
    act(() => result.current.revert(1));
    expect(result.current.entries[1]).toBe('10');
    act(() => result.current.changeAll((entry) => `${entry}!`));
    expect(result.current.entries).toEqual({ 1: '10!', 2: '!', 3: '15!' });
    expect(result.current.unsaved).toBe(3);
  });

  it('puts every line back as saved and forgets the refusal, then follows the next read', async () => {
    const send = jest.fn().mockRejectedValueOnce({ status: 409, fields: { 1: 'clash' }, message: 'busy' });
    const { result, rerender } = render({ send });
    act(() => result.current.change(2, () => '9'));
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.refusedCount).toBe(1));
    act(() => result.current.change(3, () => '4'));
    act(() => result.current.reset());
    expect(result.current.entries).toEqual({ 1: '10', 2: '', 3: '15' });
    expect(result.current.unsaved).toBe(0);
    expect(result.current.errors).toEqual({});
    expect(result.current.refusalMessage).toBeUndefined();
    expect(stored()).toBeNull();
    // Untouched again: the copy's read shows.
    rerender({ send, lines: [{ id: 1, mark: '17' }, LINES[1], LINES[2]] });
    expect(result.current.entries[1]).toBe('17');
  });

  it('tells what the entries are against: the read, then what the last save sent', async () => {
    const { result } = render();
    expect(result.current.saved).toEqual({ 1: '10', 2: '', 3: '15' });
    act(() => result.current.change(2, () => '9'));
    expect(result.current.saved[2]).toBe('');
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.saved[2]).toBe('9'));
    await waitFor(() => expect(result.current.busy).toBe(false));
  });

  it('reads only: no draft offered, nothing to save', () => {
    storeDraft({ 1: '18' });
    const { result } = render({ editable: false });
    expect(result.current.offer).toBeNull();
    expect(result.current.canSave).toBe(false);
  });
});

describe('the draft on the device', () => {
  it('keeps the touched entries in the screen’s storage shape, and not before a change', () => {
    const { result } = render();
    expect(stored()).toBeNull();
    act(() => result.current.change(3, () => '16'));
    expect(stored()?.values).toEqual({ 1: '10', 2: '', 3: '16' });
    expect(Number.isNaN(Date.parse(stored()!.savedAt))).toBe(false);
  });

  it('offers a draft that differs from the server, and restores it over the server entries', () => {
    storeDraft({ 2: '7', 42: '3' });
    const { result } = render();
    expect(result.current.offer?.savedAt).toBe('2026-11-20T08:00:00.000Z');
    act(() => result.current.offer!.restore());
    expect(result.current.offer).toBeNull();
    // A line no longer on show is not brought back.
    expect(result.current.entries).toEqual({ 1: '10', 2: '7', 3: '15' });
    expect(result.current.unsaved).toBe(1);
    expect(stored()?.values).toEqual({ 1: '10', 2: '7', 3: '15' });
  });

  it('drops a discarded draft', () => {
    storeDraft({ 2: '7' });
    const { result } = render();
    act(() => result.current.offer!.discard());
    expect(result.current.offer).toBeNull();
    expect(result.current.entries[2]).toBe('');
    expect(stored()).toBeNull();
  });

  it('keeps the draft when the user typed before discarding the offer: it is the current work', () => {
    storeDraft({ 2: '7' });
    const { result } = render();
    act(() => result.current.change(1, () => '5'));
    act(() => result.current.offer!.discard());
    expect(stored()?.values).toEqual({ 1: '5', 2: '', 3: '15' });
  });

  it('neither offers nor keeps a draft that matches the server', () => {
    storeDraft({ 1: ' 10', 3: '15' });
    const { result } = render();
    expect(result.current.offer).toBeNull();
    expect(stored()).toBeNull();
  });

  it('keeps no draft and offers none when the screen names no draft store', () => {
    storeDraft({ 2: '7' });
    const { result } = render({ draftKey: undefined, draftFormat: undefined });
    expect(result.current.offer).toBeNull();
    act(() => result.current.change(3, () => '16'));
    expect(result.current.unsaved).toBe(1);
    // Another screen's draft under that key is neither read, nor overwritten, nor removed.
    expect(stored()?.values).toEqual({ 2: '7' });
    expect(localStorage.length).toBe(1);
  });

  it('drops the lines another version wrote, and a damaged draft altogether', () => {
    storeDraft({ 1: 12, 2: '7' });
    const { result, unmount } = render();
    act(() => result.current.offer!.restore());
    expect(result.current.entries).toEqual({ 1: '10', 2: '7', 3: '15' });
    unmount();
    localStorage.setItem(KEY, '{not json');
    expect(render().result.current.offer).toBeNull();
    localStorage.setItem(KEY, JSON.stringify({ entries: { 1: '3' }, savedAt: 'x' }));
    expect(render().result.current.offer).toBeNull();
  });
});

describe('the save', () => {
  it('sends the body of the entries, tells the screen, forgets the draft and counts against what it sent', async () => {
    const send = jest.fn().mockResolvedValue({ count: 3 });
    const onSaved = jest.fn();
    const { result, rerender } = render({ send, onSaved });
    act(() => result.current.change(2, () => '9'));
    act(() => result.current.submit());
    expect(send).toHaveBeenCalledWith({
      lines: [
        { id: 1, mark: '10' },
        { id: 2, mark: '9' },
        { id: 3, mark: '15' },
      ],
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ count: 3 }));
    expect(stored()).toBeNull();
    // Until the list is read again, saved is what the last save sent.
    expect(result.current.unsaved).toBe(0);
    rerender({ send, onSaved, lines: [LINES[0], { id: 2, mark: '9' }, LINES[2]] });
    expect(result.current.entries[2]).toBe('9');
    expect(result.current.unsaved).toBe(0);
  });

  it('keeps as a draft what was typed while the save travelled', async () => {
    let answer: (result: { count: number }) => void = () => undefined;
    const send = jest.fn(() => new Promise<{ count: number }>((resolve) => (answer = resolve)));
    const { result } = render({ send });
    act(() => result.current.change(2, () => '9'));
    act(() => result.current.submit());
    expect(result.current.busy).toBe(true);
    expect(result.current.canSave).toBe(false);
    act(() => result.current.change(3, () => '1'));
    await act(async () => answer({ count: 1 }));
    expect(result.current.unsaved).toBe(1);
    expect(stored()?.values).toEqual({ 1: '10', 2: '9', 3: '1' });
  });

  it('marks the lines a refusal names, clears one when it is changed, and sends the next save clean', async () => {
    const send = jest.fn().mockRejectedValueOnce({ status: 400, fields: { 0: 'too late', 2: 'closed' } });
    const { result } = render({ send });
    act(() => result.current.change(1, () => '11'));
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.refusedCount).toBe(2));
    expect(result.current.errors).toEqual({ 1: 'too late', 3: 'closed' });
    expect(showError).not.toHaveBeenCalled();
    act(() => result.current.change(1, () => '12'));
    expect(result.current.errors).toEqual({ 3: 'closed' });
    send.mockResolvedValueOnce({ count: 3 });
    act(() => result.current.submit());
    expect(result.current.refusedCount).toBe(0);
    await waitFor(() => expect(result.current.busy).toBe(false));
  });

  it('keeps what a refusal says of no line until the next save', async () => {
    const send = jest.fn().mockRejectedValueOnce({ status: 400, fields: {}, message: 'not this year' });
    const { result } = render({ send });
    act(() => result.current.change(1, () => '11'));
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.refusalMessage).toBe('not this year'));
    expect(result.current.refusedCount).toBe(0);
    expect(showError).not.toHaveBeenCalled();
    // Changing a line is no answer to words about none of them.
    act(() => result.current.change(1, () => '12'));
    expect(result.current.refusalMessage).toBe('not this year');
    send.mockResolvedValueOnce({ count: 3 });
    act(() => result.current.submit());
    expect(result.current.refusalMessage).toBeUndefined();
    await waitFor(() => expect(result.current.busy).toBe(false));
  });

  it('shows a refusal that names no line as an alert', async () => {
    const error = { status: 403 };
    const { result } = render({ send: jest.fn().mockRejectedValue(error) });
    act(() => result.current.submit());
    await waitFor(() => expect(showError).toHaveBeenCalledWith(error));
    expect(result.current.refusedCount).toBe(0);
  });

  it('waits and retries when the network drops, keeping the draft, and retries at once when asked', async () => {
    const send = jest.fn().mockRejectedValueOnce({ status: 'FETCH_ERROR' }).mockResolvedValueOnce({ count: 3 });
    const onSaved = jest.fn();
    const { result } = render({ send, onSaved });
    act(() => result.current.change(2, () => '9'));
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.status.state).toBe('waiting'));
    expect(stored()?.values[2]).toBe('9');
    act(() => result.current.retryNow());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]).toEqual(send.mock.calls[0]);
  });

  it('saves on Ctrl+S', async () => {
    const send = jest.fn().mockResolvedValue({ count: 3 });
    const { result } = render({ send });
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 's', ctrlKey: true }));
    });
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(result.current.busy).toBe(false));
  });

  it('leaves Ctrl+S alone while the screen turns the shortcut off', () => {
    const send = jest.fn().mockResolvedValue({ count: 3 });
    const { result } = render({ send, saveShortcut: false });
    const event = new KeyboardEvent('keydown', { key: 's', ctrlKey: true, cancelable: true });
    act(() => {
      window.dispatchEvent(event);
    });
    expect(send).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
    expect(result.current.canSave).toBe(true);
  });
});

describe('the leave guard', () => {
  const unloading = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('holds a reload while entries are unsaved, and only then', async () => {
    const { result } = render();
    expect(unloading()).toBe(false);
    act(() => result.current.change(1, () => '2'));
    expect(unloading()).toBe(true);
    expect(result.current.guard.asking).toBe(false);
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.status.state).toBe('idle'));
    await waitFor(() => expect(unloading()).toBe(false));
  });

  it('holds an in-app navigation until the user answers', () => {
    const { result } = renderHook(
      () => {
        const entry = useBulkEntry(configOf());
        return { entry, navigate: useNavigate(), path: useLocation().pathname };
      },
      { wrapper },
    );
    act(() => result.current.entry.change(1, () => '2'));
    act(() => result.current.navigate('/elsewhere'));
    expect(result.current.entry.guard.asking).toBe(true);
    expect(result.current.path).toBe('/');
    act(() => result.current.entry.guard.stay());
    expect(result.current.entry.guard.asking).toBe(false);
    act(() => result.current.navigate('/elsewhere'));
    act(() => result.current.entry.guard.leave());
    expect(result.current.path).toBe('/elsewhere');
  });
});
