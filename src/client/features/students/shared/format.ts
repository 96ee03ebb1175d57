import type { IntlShape } from 'react-intl';

/** A calendar day (`YYYY-MM-DD`) in the user's format; read as UTC so no time zone shifts it. */
export function formatDay(intl: IntlShape, day: string | null | undefined): string {
  if (!day) return '';
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : intl.formatDate(date, { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' });
}

/** "ATANGANA Brenda", as school lists write names. */
export const fullName = ({ lastName, firstName }: { lastName: string; firstName: string }) => `${lastName.toUpperCase()} ${firstName}`;
