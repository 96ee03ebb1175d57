/**
 * A level's schedule as the editor holds it: one line per instalment, its inputs as typed. The
 * body sent is the lines in their order; what the contract or the server refuses is told by line
 * (`instalments[2].dueDate`, or `instalments[1]` for the line as a whole).
 */
import type { Schedule, ScheduleBody } from '../../../../domain/contract/feeSetup';
import { statusOf } from '../../../components/alerts/chooseAlert';

export const LINE_FIELDS = ['feeTypeId', 'label', 'amount', 'dueDate'] as const;
export type LineField = (typeof LINE_FIELDS)[number];

export interface Line {
  /** Names the line on screen while it moves; a saved instalment's id, or a new one's made-up key. */
  key: string;
  /** The instalment already in the schedule; none for a new line. */
  id?: number;
  feeTypeId: string;
  label: string;
  amount: string;
  dueDate: string;
}

/** Messages of one line: by input, and `line` for the line as a whole. */
export type LineMessages = Partial<Record<LineField | 'line', string>>;
/** Messages by line key. */
export type LinesMessages = Record<string, LineMessages>;

export const linesOf = (schedule: Schedule): Line[] =>
  [...schedule.instalments]
    .sort((a, b) => a.position - b.position)
    .map((instalment) => ({
      key: `saved-${instalment.id}`,
      id: instalment.id,
      feeTypeId: String(instalment.feeTypeId),
      label: instalment.label,
      amount: String(instalment.amount),
      dueDate: instalment.dueDate,
    }));

let made = 0;
/** A new line, with the fee type and due date of the last one to start from. */
export const newLine = (after: Line | undefined): Line => ({
  key: `new-${++made}`,
  feeTypeId: after?.feeTypeId ?? '',
  label: '',
  amount: '',
  dueDate: after?.dueDate ?? '',
});

const numberOr = (text: string): number | string => (text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text);

/** The lines as the contract's body: numbers where the inputs hold figures (the schema says what else is wrong). */
export const bodyOf = (lines: readonly Line[]): ScheduleBody =>
  ({
    instalments: lines.map(({ id, feeTypeId, label, amount, dueDate }) => ({
      ...(id ? { id } : {}),
      feeTypeId: feeTypeId === '' ? undefined : Number(feeTypeId),
      label,
      amount: numberOr(amount),
      dueDate,
    })),
  }) as ScheduleBody;

export const totalOf = (lines: readonly Line[]): number =>
  lines.reduce((sum, line) => sum + (Number.isInteger(Number(line.amount)) && line.amount.trim() !== '' ? Number(line.amount) : 0), 0);

export const sameLines = (a: readonly Line[], b: readonly Line[]): boolean =>
  a.length === b.length &&
  a.every((line, index) => LINE_FIELDS.every((field) => line[field] === b[index][field]) && line.id === b[index].id);

export const move = (lines: readonly Line[], index: number, by: -1 | 1): Line[] => {
  const to = index + by;
  if (to < 0 || to >= lines.length) return [...lines];
  const moved = [...lines];
  [moved[index], moved[to]] = [moved[to], moved[index]];
  return moved;
};

const LINE_PATH = new RegExp(`^instalments\\[(\\d+)\\](?:\\.(\\w+))?$`);

/**
 * Messages by path (`instalments[2].dueDate`) put on the lines that were sent (line 2 is the third
 * line of the body). A field the editor has no input for (`id`: an instalment of another schedule)
 * is told for the whole line. Paths that name no line are answered in `rest`.
 */
export function messagesByLine(byPath: Record<string, string>, lines: readonly Line[]): { lines: LinesMessages; rest: string[] } {
  const result: LinesMessages = {};
  const rest: string[] = [];
  for (const [path, message] of Object.entries(byPath)) {
    const match = LINE_PATH.exec(path);
    const line = match ? lines[Number(match[1])] : undefined;
    if (!match || !line) {
      if (!rest.includes(message)) rest.push(message);
      continue;
    }
    const field = (LINE_FIELDS as readonly string[]).includes(match[2] ?? '') ? (match[2] as LineField) : 'line';
    const messages = (result[line.key] ??= {});
    messages[field] = messages[field] ? `${messages[field]} ${message}` : message;
  }
  return { lines: result, rest };
}

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;

/**
 * A refused save (400, or 409 for a line payments already cover) as messages on the lines sent;
 * null when the refusal names no field, so the error dialog tells it instead.
 */
export function refusedLines(error: unknown, sent: readonly Line[]): { lines: LinesMessages; rest: string[] } | null {
  if (![400, 409].includes(statusOf(error))) return null;
  const record = asRecord(error);
  const body = asRecord(record?.data) ?? record;
  const fields = Object.fromEntries(
    Object.entries(asRecord(body?.fields) ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  if (Object.keys(fields).length === 0) return null;
  return messagesByLine(fields, sent);
}

/** Keeps the messages of the lines still as refused: a line changed since is the user's answer. */
export const withoutLine = (messages: LinesMessages, key: string): LinesMessages => {
  if (!(key in messages)) return messages;
  const { [key]: _changed, ...rest } = messages;
  return rest;
};
