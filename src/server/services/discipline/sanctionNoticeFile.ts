/**
 * A sanction's notice with the name the Sanctions page saves it under: in the caller's words, for
 * the student, the sanction and its day, ending with the notice's own language.
 */
import type { ReportCardLanguage } from '../../../domain/contract/reportCards';
import type { Language } from '../../../domain/enums';
import { sanctionNoticeFileName } from '../../../domain/fileNames';
import type { Db } from '../../db/schema';
import type { PictureSource } from '../../documents/school';
import type { NamedFile } from '../../http/attachment';
import type { Caller } from '../../http/auth';
import { sayIn } from '../../i18n';
import { sanctionNoticePdf } from './sanctionNotice';
import { getSanction } from './sanctions';

export async function sanctionNoticeFile(
  db: Db,
  pictures: PictureSource,
  caller: Caller,
  id: number,
  lang: ReportCardLanguage,
  language: Language,
): Promise<NamedFile> {
  // The notice reads the sanction itself, in its own language; the name needs the student and type
  // the page shows, read alongside (the same checks: a sanction the caller may not see is refused either way).
  const [sanction, bytes] = await Promise.all([getSanction(db, caller, id, language), sanctionNoticePdf(db, pictures, caller, id, lang)]);
  return { name: sanctionNoticeFileName(sayIn(language), sanction, lang), bytes };
}
