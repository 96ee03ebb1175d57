/** The demographic return as files (.xlsx, PDF), in the caller's language, with the name the Demographics tab saves it under. */
import type { Language } from '../../../../domain/enums';
import { demographicsFileName } from '../../../../domain/fileNames';
import type { Db } from '../../../db/schema';
import type { NamedFile } from '../../../http/attachment';
import { sayIn } from '../../../i18n';
import { loadSchool, type PictureSource } from '../../../documents/school';
import { placedDemographics, type DemographicsRequest } from './figures';
import { returnPdf } from './returnPdf';
import { demographicReturn, returnWords } from './returnTables';
import { returnWorkbook } from './returnXlsx';

export async function demographicsSpreadsheet(db: Db, request: DemographicsRequest, language: Language): Promise<NamedFile> {
  const [{ figures, place }, school] = await Promise.all([placedDemographics(db, request), loadSchool(db)]);
  const words = returnWords(language);
  return {
    name: demographicsFileName(sayIn(language), place, 'xlsx'),
    bytes: await returnWorkbook(demographicReturn(figures, school.name, words), words),
  };
}

export async function demographicsDocument(
  db: Db,
  pictures: PictureSource,
  request: DemographicsRequest,
  language: Language,
): Promise<NamedFile> {
  const [{ figures, place }, school] = await Promise.all([placedDemographics(db, request), loadSchool(db, pictures)]);
  const words = returnWords(language);
  return {
    name: demographicsFileName(sayIn(language), place, 'pdf'),
    bytes: await returnPdf(demographicReturn(figures, school.name, words), school, figures.schoolYearName, words),
  };
}
