import type { Migration } from 'kysely';
import * as m0001 from './0001_initial';
import * as m0002 from './0002_records';
import * as m0003 from './0003_marks';
import * as m0004 from './0004_sign_in';
import * as m0005 from './0005_import_jobs';
import * as m0006 from './0006_student_search';
import * as m0007 from './0007_attendance';
import * as m0008 from './0008_teacher_presence';
import * as m0009 from './0009_finance';
import * as m0010 from './0010_access_codes';
import * as m0011 from './0011_messages';
import * as m0012 from './0012_guardian_notices';
import * as m0013 from './0013_money_bigint';
import * as m0014 from './0014_registration_history';
import * as m0015 from './0015_later_options';
import * as m0016 from './0016_sanction_reason_data';
import * as m0017 from './0017_staff_mail_queue';
import * as m0018 from './0018_backup_options';
import * as m0019 from './0019_letterhead';
import * as m0020 from './0020_photo_imports';
import * as m0021 from './0021_student_page_indexes';
import * as m0022 from './0022_rush_indexes';
import * as m0023 from './0023_rate_limits';
import * as m0024 from './0024_data_versions';
import * as m0025 from './0025_stored_images';
import * as m0026 from './0026_report_card_batches';
import * as m0027 from './0027_background_claims';
import * as m0028 from './0028_student_search_trigrams';
import * as m0029 from './0029_absences_by_day';
import * as m0030 from './0030_cards_version';

/** Every migration, in order. A migration that has landed is never edited: add the next one. */
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_records': m0002,
  '0003_marks': m0003,
  '0004_sign_in': m0004,
  '0005_import_jobs': m0005,
  '0006_student_search': m0006,
  '0007_attendance': m0007,
  '0008_teacher_presence': m0008,
  '0009_finance': m0009,
  '0010_access_codes': m0010,
  '0011_messages': m0011,
  '0012_guardian_notices': m0012,
  '0013_money_bigint': m0013,
  '0014_registration_history': m0014,
  '0015_later_options': m0015,
  '0016_sanction_reason_data': m0016,
  '0017_staff_mail_queue': m0017,
  '0018_backup_options': m0018,
  '0019_letterhead': m0019,
  '0020_photo_imports': m0020,
  '0021_student_page_indexes': m0021,
  '0022_rush_indexes': m0022,
  '0023_rate_limits': m0023,
  '0024_data_versions': m0024,
  '0025_stored_images': m0025,
  '0026_report_card_batches': m0026,
  '0027_background_claims': m0027,
  '0028_student_search_trigrams': m0028,
  '0029_absences_by_day': m0029,
  '0030_cards_version': m0030,
};
