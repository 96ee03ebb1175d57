/** The bursar's tiles: the finance journal's and arrears report's own figures, read by their services. */
import type { Dashboard } from '../../../domain/contract/dashboard';
import type { Db } from '../../db/schema';
import { allArrears, journal } from '../finance/reports';

export async function journalTile(db: Db, date: string): Promise<NonNullable<Dashboard['journal']>> {
  const day = await journal(db, date);
  return { count: day.payments.length, ...day.totals };
}

export async function arrearsTile(db: Db, schoolYearId: number, date: string): Promise<NonNullable<Dashboard['arrears']>> {
  const report = await allArrears(db, { schoolYearId, asOf: date });
  return { students: report.studentCount, totalOverdue: report.totalOverdue };
}
