/**
 * Spreadsheet cells that cannot run: the rule against formula injection in the CSV files the app
 * writes. An .xlsx needs none of it: its cells are written typed (text as text, numbers as
 * numbers), and a text cell is never read as a formula.
 */

/** -12.5, +3, 14,5, -1 234,50, 1e-3: a spreadsheet reads it as a number, nothing runs. */
const NUMBER = /^[+-]?\d+(?:[ \u00a0\u202f.,]\d+)*(?:[eE][+-]?\d+)?$/;
/**
 * +237 6 99 00 11 22, +33 (0)1 23 45 67 89, +1-202-555-0100: an international phone number, at
 * least six digits with spaces, dots, dashes or brackets. Without letters, `!`, `|` or a function
 * it cannot reach a cell, a file or a program.
 */
const PHONE = /^\+(?=(?:\D*\d){6})[\d \u00a0().-]+$/;

/** What a spreadsheet program may start a formula with; tab and carriage return, because some programs strip them first. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Whether a spreadsheet could run the text as a formula (or part of one). */
export const runsAsFormula = (value: string): boolean => FORMULA_START.test(value) && !NUMBER.test(value) && !PHONE.test(value);

/**
 * A CSV cell that a spreadsheet program would run as a formula gets a leading apostrophe: it then
 * shows as text. Numbers and phone numbers stay as they are ("+237 6 99 00 11 22", "-12.5").
 */
export function neutralise(value: string): string {
  return runsAsFormula(value) ? `'${value}` : value;
}

/**
 * The text a neutralised cell held: files this app (and others) exported carry "'+237 …" or
 * "'=x", and importing them back must not keep the apostrophe.
 */
export function unneutralise(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}
