import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAlerts } from '../alerts/alertsContext';
import { useLeaveGuard } from '../../hooks/useLeaveGuard';
import { useSaveShortcut } from '../../hooks/useSaveShortcut';
import { useSaveWithRetry } from '../../hooks/useSaveWithRetry';
import { useDeviceDraft, type DeviceDraft, type DraftFormat } from './useDeviceDraft';

export type LineKey = string | number;

/** A refused save as the screen tells it: the messages on its lines, and what it says of no line (told above them). */
export interface LineRefusal {
  lines: Record<LineKey, string>;
  message?: string;
}

/** A refusal told on its lines only, from what `refusedLines` found (null: not about lines). */
export const onLines = (lines: Record<LineKey, string> | null): LineRefusal | null => lines && { lines };

/** What one keyboard-entry screen declares; everything else is the shared machine. */
export interface BulkEntryConfig<Line, Entry, Body, Result> {
  /** The read the lines came from (a roll call, a list, a day): a new read ends what the last save stood for. */
  read: unknown;
  /** The lines on show, and so the lines a save sends. */
  lines: readonly Line[];
  keyOf: (line: Line) => LineKey;
  /** Each line's entry as the server has it; a new object means a new read. */
  serverEntries: Readonly<Record<LineKey, Entry>>;
  /** A line's entry when the entries name none. */
  blankOf: (line: Line) => Entry;
  /** Whether two entries stand for the same line as saved ("05" and "5" minutes are one). */
  same: (a: Entry, b: Entry, line: Line) => boolean;
  /** Whether an edit changed nothing at all, so the entries are kept as they are. */
  identical: (a: Entry, b: Entry) => boolean;
  /** What is wrong with a line as entered, told to the user; null when it can be sent. */
  problemOf: (entry: Entry, line: Line) => string | null;
  /** Where the draft is kept on this device; a screen without them keeps none (its leave guard asks to save first). */
  draftKey?: string;
  draftFormat?: DraftFormat<Entry>;
  editable: boolean;
  /** Whether Ctrl+S saves now (while editable): a dialog over the lines turns it off, so it does not send what is behind it. */
  saveShortcut?: boolean;
  bodyOf: (entries: Readonly<Record<LineKey, Entry>>) => Body;
  send: (body: Body) => Promise<Result>;
  /** The server's refusal told on its lines, by line key, and maybe in words of its own; null when it is the screen's to tell neither way (then it is shown as an alert). */
  refusedOf: (error: unknown, body: Body) => LineRefusal | null;
  onSaved: (result: Result) => void;
  /** What else a save needs besides valid lines and no save under way. */
  canSaveWhen?: (unsaved: number, entries: Readonly<Record<LineKey, Entry>>) => boolean;
}

type Entries<Entry> = Readonly<Record<LineKey, Entry>>;
const NOT_REFUSED: LineRefusal = { lines: {} };

/**
 * A list entered from the keyboard and saved in one call: the entries against the server's, the
 * lines touched, the draft on the device and its offer, the lines the server refused, the retry,
 * the leave guard and what the last save sent.
 */
export function useBulkEntry<Line, Entry, Body, Result>(config: BulkEntryConfig<Line, Entry, Body, Result>) {
  const { read, lines, keyOf, serverEntries, blankOf, same, identical, problemOf, editable, bodyOf, send } = config;
  const { showError } = useAlerts();
  const draft = useDeviceDraft(config.draftKey, config.draftFormat);
  const linesByKey = useMemo(() => new Map(lines.map((line) => [String(keyOf(line)), line])), [lines, keyOf]);
  const entryAt = (from: Entries<Entry>, line: Line) => from[keyOf(line)] ?? blankOf(line);

  const [entries, setEntries] = useState<Entries<Entry>>(serverEntries);
  /** Changed here since the lines last came from the server: the draft is worth keeping. */
  const [touched, setTouched] = useState(false);
  const [offer, setOffer] = useState<DeviceDraft<Entry> | null>(() => {
    const stored = editable ? draft.load() : null;
    const differs = (stored: DeviceDraft<Entry>) =>
      lines.some((line) => {
        const entry = stored.lines[keyOf(line)];
        return entry !== undefined && !same(entry, entryAt(serverEntries, line), line);
      });
    return stored && differs(stored) ? stored : null;
  });
  const offeredOnOpen = useRef(offer !== null);
  // A refetch (after a save) shows the server's entries, unless the user is typing over them: the
  // entries follow the read while rendering, as React advises for state derived from a prop.
  const [shownServerEntries, setShownServerEntries] = useState(serverEntries);
  if (shownServerEntries !== serverEntries) {
    setShownServerEntries(serverEntries);
    if (!touched) setEntries(serverEntries);
  }
  const [refusal, setRefusal] = useState<LineRefusal>(NOT_REFUSED);
  const refused = refusal.lines;
  const sent = useRef<{ entries: Entries<Entry>; body: Body } | null>(null);
  const latestEntries = useRef(entries);

  useEffect(() => {
    latestEntries.current = entries;
    if (touched) draft.write(entries);
  }, [entries, touched, draft]);

  useEffect(() => {
    // A draft that matches the server's entries has nothing to give back. Judged when the lines
    // open (a draft is per list): later, the draft is the user's current work.
    if (!offeredOnOpen.current) draft.remove();
  }, [draft]);

  // Saved is what the last save sent until the lines are read again after it.
  const [lastSave, setLastSave] = useState<{ read: unknown; entries: Entries<Entry> } | null>(null);
  const savedEntries = lastSave && lastSave.read === read ? lastSave.entries : serverEntries;
  const savedEntriesRef = useRef(savedEntries);
  useEffect(() => {
    savedEntriesRef.current = savedEntries;
  });
  const unsaved = lines.filter((line) => !same(entryAt(entries, line), entryAt(savedEntries, line), line)).length;

  const problems = useMemo(() => {
    const found: Record<LineKey, string> = {};
    for (const line of lines) {
      const problem = problemOf(entries[keyOf(line)] ?? blankOf(line), line);
      if (problem !== null) found[keyOf(line)] = problem;
    }
    return found;
  }, [lines, entries, keyOf, blankOf, problemOf]);
  const invalid = Object.keys(problems).length;
  const errors = useMemo(() => ({ ...refused, ...problems }), [refused, problems]);

  const change = useCallback(
    (key: LineKey, update: (entry: Entry) => Entry) => {
      const line = linesByKey.get(String(key));
      if (!line) return;
      setEntries((current) => {
        const before = current[key] ?? blankOf(line);
        const after = update(before);
        return identical(after, before) ? current : { ...current, [key]: after };
      });
      setTouched(true);
      setRefusal((current) => {
        if (!(key in current.lines)) return current;
        const { [key]: _fixed, ...rest } = current.lines;
        return { ...current, lines: rest };
      });
    },
    [linesByKey, blankOf, identical],
  );
  /** Puts a line back as it was saved: an entry made by mistake goes without a trace. */
  const revert = useCallback((key: LineKey) => change(key, (entry) => savedEntriesRef.current[key] ?? entry), [change]);
  /** Changes every line at once; the server's refusals go, as the lines they named are changed. */
  const changeAll = useCallback(
    (update: (entry: Entry) => Entry) => {
      setEntries((current) => Object.fromEntries(lines.map((line) => [keyOf(line), update(current[keyOf(line)] ?? blankOf(line))])));
      setTouched(true);
      setRefusal((current) => ({ ...current, lines: {} }));
    },
    [lines, keyOf, blankOf],
  );
  /**
   * Puts every line back as saved and forgets the refusal: the server's lines were replaced under
   * them (a week copied over this one), so what was entered over the old ones, kept or offered,
   * goes with them, and the next read fills the lines.
   */
  const reset = useCallback(() => {
    setEntries(savedEntriesRef.current);
    setTouched(false);
    setRefusal(NOT_REFUSED);
    setOffer(null);
    draft.remove();
  }, [draft]);

  const { status, save, retryNow } = useSaveWithRetry<Result>({
    onSaved: (result) => {
      config.onSaved(result);
      if (sent.current) setLastSave({ read, entries: sent.current.entries });
      // Typing while the save travelled is new work: it stays a draft.
      if (sent.current?.entries === latestEntries.current) {
        setTouched(false);
        setOffer(null);
        draft.remove();
      }
    },
    onFailed: (error) => {
      const refusal = sent.current && config.refusedOf(error, sent.current.body);
      if (refusal) setRefusal(refusal);
      else showError(error);
    },
  });
  const busy = status.state === 'saving' || status.state === 'waiting';
  const canSave = editable && invalid === 0 && !busy && (config.canSaveWhen?.(unsaved, entries) ?? true);
  // The draft would give the entries back, but whoever clicks away should know they are not saved.
  const guard = useLeaveGuard(editable && unsaved > 0);

  const submit = () => {
    if (!canSave) return;
    const body = bodyOf(entries);
    sent.current = { entries, body };
    setRefusal(NOT_REFUSED);
    save(() => send(body));
  };
  useSaveShortcut(editable && (config.saveShortcut ?? true), submit);

  const restore = () => {
    if (!offer) return;
    // A line the draft knows that is no longer on show is not brought back.
    setEntries({ ...serverEntries, ...Object.fromEntries(Object.entries(offer.lines).filter(([key]) => linesByKey.has(key))) });
    setTouched(true);
    setOffer(null);
  };
  const discard = () => {
    setOffer(null);
    if (!touched) draft.remove();
  };

  return {
    entries,
    /** The entries as the server holds them, as far as this screen knows: the last read, or what the last save sent. */
    saved: savedEntries,
    errors,
    unsaved,
    invalid,
    refusedCount: Object.keys(refused).length,
    /** What the last refusal said of no line. */
    refusalMessage: refusal.message,
    busy,
    canSave,
    status,
    change,
    revert,
    changeAll,
    reset,
    submit,
    retryNow,
    guard,
    /** The draft found on opening, while it waits for an answer. */
    offer: offer && { savedAt: offer.savedAt, restore, discard },
  };
}
