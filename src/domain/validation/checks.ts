/**
 * The dialog facility's input checks (spec point 5): an e-mail pattern whose top-level part has
 * 2 to 24 letters, and a URL pattern, with their default messages.
 */
import { BIDI_CONTROLS, MULTILINE } from './input';
import { msg, yup } from './yup';

export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,24}$/;
export const URL_PATTERN = /^https?:\/\/(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)*[A-Za-z0-9-]+(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;

export const DEFAULT_EMAIL_MESSAGE = 'Invalid email address';
export const DEFAULT_URL_MESSAGE = 'Invalid URL';

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export function isUrl(value: string): boolean {
  return URL_PATTERN.test(value);
}

/** An optional e-mail field: empty is allowed, anything else must match the pattern. */
export const emailField = () =>
  yup
    .string()
    .trim()
    .max(254)
    .test('email', msg('validation.email'), (value) => value == null || value === '' || isEmail(value));

export const urlField = () =>
  yup
    .string()
    .trim()
    .max(2048)
    .test('url', msg('validation.url'), (value) => value == null || value === '' || isUrl(value));

/** The rule every password must meet; the same rule drives the forms and the server. */
export const PASSWORD_MIN_LENGTH = 8;
export const passwordField = () => yup.string().required().min(PASSWORD_MIN_LENGTH).max(200);

/**
 * A calendar day, `YYYY-MM-DD`, that exists (no 2026-02-30): the day it names, written back the
 * same way, must be the value itself, so nothing else of what Date reads passes.
 */
export function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const dateField = () =>
  yup
    .string()
    .trim()
    .test('date', msg('validation.date'), (value) => value === undefined || value === null || value === '' || isRealDate(value));

/** A phone number as people write it: digits, spaces, +, brackets and dashes. */
export const phoneField = () =>
  yup
    .string()
    .trim()
    .max(30)
    .matches(/^[+0-9 ()-]*$/);

const LETTER = /\p{L}/u;

/**
 * A person's name (student, guardian, staff): stored in Unicode's composed form (NFC), so "é"
 * typed two ways is one name for search and sorting; it holds at least one letter and none of the
 * controls that reorder text, so a name cannot be invisible or show as something else.
 */
export const personNameField = (max = 100) =>
  yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? value.normalize('NFC') : value))
    .trim()
    .max(max)
    .test('bidi', msg('validation.bidiControls'), (value) => !value || !BIDI_CONTROLS.test(value))
    .test('letter', msg('validation.nameNeedsLetter'), (value) => !value || LETTER.test(value));

/** Text that may run over several lines (a message, a comment): tabs and line breaks are kept. */
export const multilineTextField = (max: number) =>
  yup
    .string()
    .max(max)
    .meta({ [MULTILINE]: true });
