import type { Db } from '../../db/schema';
import { badRequest, notFound } from '../../errors';

export interface YearRow {
  id: number;
  name: string;
  starts_on: string;
  ends_on: string;
}

/** The school year named, or the current one: finance always works on one year. */
export async function yearOf(db: Db, schoolYearId?: number | null): Promise<YearRow> {
  const base = db.selectFrom('school_years').select(['id', 'name', 'starts_on', 'ends_on']);
  const row = schoolYearId
    ? await base.where('id', '=', schoolYearId).executeTakeFirst()
    : await base.where('current', '=', 1).executeTakeFirst();
  if (!row) throw schoolYearId ? notFound('errors.schoolYearMissing') : badRequest('errors.noCurrentYear');
  return row;
}

/** A receipt as printed: the school year and the number on six digits ("2026-2027-000128"). */
export const receiptLabel = (yearName: string, number: number): string => `${yearName}-${String(number).padStart(6, '0')}`;

export const studentName = (row: { last_name: string; first_name: string }): string => `${row.last_name.toUpperCase()} ${row.first_name}`;
export const staffName = (row: { first_name: string; last_name: string }): string => `${row.first_name} ${row.last_name}`;
