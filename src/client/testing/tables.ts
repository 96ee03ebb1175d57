import { screen } from '@testing-library/react';

/**
 * The texts of one column of a table's body rows (the header row left out), so a test says what a
 * screen lists in the words a user reads. The table is the screen's only one unless given.
 */
export function columnTexts(column: number, table: HTMLElement = screen.getByRole('table')): string[] {
  const rows = Array.from(table.querySelectorAll('tr, [role="row"]')).filter((row) =>
    row.querySelector('td, [role="cell"], [role="gridcell"]'),
  );
  return rows.map((row) => row.querySelectorAll('td, [role="cell"], [role="gridcell"]')[column]?.textContent ?? '');
}
