/** The bursar's tiles: the finance journal's and arrears report's own figures, read by their services. */
import type { Dashboard } from '../../../domain/contract/dashboard';
import type { Db } from '../../db/schema';
import { journalFigures } from '../finance/journal';
import { allArrears } from '../finance/reports';

export async function journalTile(db: Db, date: string): Promise<NonNullable<Dashboard['journal']>> {
  const day = await journalFigures(db, date);
  return { count: day.count, ...day.totals };
}

export async function arrearsTile(db: Db, schoolYearId: number, date: string): Promise<NonNullable<Dashboard['arrears']>> {
  const report = await allArrears(db, { schoolYearId, asOf: date });
  return { students: report.studentCount, totalOverdue: report.totalOverdue };
}
