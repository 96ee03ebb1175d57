/**
 * Spreadsheet cells that cannot run: shared by the server's CSV/.xlsx exports and the client's
 * sheet export, so there is one rule for formula injection.
 */

/**
 * A spreadsheet cell that a spreadsheet program would run as a formula (= + - @, and the tab and
 * carriage return that some programs strip first) gets a leading apostrophe: it then shows as text.
 */
export function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
