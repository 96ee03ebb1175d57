/** The school as every document's heading names it: name, contact, letterhead and logo. */
import { letterheadLines } from '../../domain/letterhead';
import type { Db } from '../db/schema';

/** The letterhead's two blocks (Tools' options `letterhead_left` and `letterhead_right`), line by line. */
export interface LetterheadBlocks {
  left: string[];
  right: string[];
}

export interface DocumentSchool {
  name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  /** Absent or empty: the heading is the school's name and contact alone. */
  letterhead?: LetterheadBlocks;
  /** The logo as the photo store keeps it (JPEG); absent or null: none, or not read (a spreadsheet's heading). */
  logo?: Buffer | null;
}

/** Where the logo's file is read from (the photo store). */
export interface PictureSource {
  read(name: string): Promise<Buffer | null>;
}

/**
 * The school, its letterhead and its logo's file name in one query; the logo itself is read from
 * `pictures` when given, that is, by the callers about to draw a document, not by a spreadsheet's.
 */
export async function loadSchool(db: Db, pictures?: PictureSource): Promise<DocumentSchool> {
  const row = await db
    .selectFrom('school')
    .select(['name', 'address', 'phone', 'email', 'logo'])
    .select((eb) => [
      eb.selectFrom('options').select('value').where('name', '=', 'letterhead_left').as('letterhead_left'),
      eb.selectFrom('options').select('value').where('name', '=', 'letterhead_right').as('letterhead_right'),
    ])
    .orderBy('id')
    .executeTakeFirst();
  if (!row) return { name: '', address: null, phone: null, email: null, letterhead: { left: [], right: [] }, logo: null };
  return {
    name: row.name,
    address: row.address,
    phone: row.phone,
    email: row.email,
    letterhead: { left: letterheadLines(row.letterhead_left), right: letterheadLines(row.letterhead_right) },
    logo: row.logo && pictures ? await pictures.read(row.logo) : null,
  };
}

/** Address, phone and e-mail on one line. */
export const contactLine = (school: DocumentSchool): string => [school.address, school.phone, school.email].filter(Boolean).join('  ·  ');
