/** The demographic return as files (.xlsx, PDF), in the caller's language. */
import type { Language } from '../../../domain/enums';
import type { Db } from '../../db/schema';
import { loadSchool } from '../../documents/school';
import { demographicsOf, type DemographicsRequest } from './figures';
import { returnPdf } from './returnPdf';
import { demographicReturn, returnWords } from './returnTables';
import { returnWorkbook } from './returnXlsx';

export async function demographicsSpreadsheet(db: Db, request: DemographicsRequest, language: Language): Promise<Buffer> {
  const [figures, school] = await Promise.all([demographicsOf(db, request), loadSchool(db)]);
  const words = returnWords(language);
  return returnWorkbook(demographicReturn(figures, school.name, words), words);
}

export async function demographicsDocument(db: Db, request: DemographicsRequest, language: Language): Promise<Buffer> {
  const [figures, school] = await Promise.all([demographicsOf(db, request), loadSchool(db)]);
  const words = returnWords(language);
  return returnPdf(demographicReturn(figures, school.name, words), school.name, figures.schoolYearName, words);
}
