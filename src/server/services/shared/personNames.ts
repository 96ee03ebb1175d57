/** How every list, document and audit line names people. */
/** Staff are named as they sign: "First Last". */
export const personName = (first: string | null, last: string | null): string | null =>
  first === null ? null : `${first} ${last ?? ''}`.trim();

/** Students as lists sort them: "LASTNAME First". */
export const studentName = (last: string, first: string): string => `${last.toUpperCase()} ${first}`;
