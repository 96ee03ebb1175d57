/** A `YYYY-MM-DD` day from the address, or null when it is not one. */
export function dayOrNull(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : value;
}

/** Today on the user's clock, as the journal's day. */
export function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A positive whole id from the address, or null. */
export const idOrNull = (value: string | null): number | null => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/** formik gives a number input's value as a number, or '' when empty. */
export type NumberInput = number | string;

/** An input's value as a number for the contract's schema, undefined when empty. */
export const numberOrUndefined = (value: NumberInput): number | undefined => (value === '' ? undefined : Number(value));
