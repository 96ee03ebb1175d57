/**
 * The cards' PDF: new codes for the students (the old ones revoked), their photos, and a QR code of
 * the public page's address with each code. The codes exist in clear only inside this PDF.
 */
import { PUBLIC_ADDRESS_OPTION, publicAddressOf, publicPageAddress } from '../../../domain/cards/publicPage';
import type { CardsBody } from '../../../domain/contract/studentCards';
import type { Language } from '../../../domain/enums';
import { studentCardsFileName } from '../../../domain/fileNames';
import type { Db } from '../../db/schema';
import { conflict } from '../../errors';
import type { NamedFile } from '../../http/attachment';
import type { Caller } from '../../http/auth';
import { sayIn } from '../../i18n';
import { loadSchool } from '../../documents/school';
import { studentName } from '../finance/schoolYear';
import { readOptions } from '../shared/options';
import type { PhotoStore } from '../students/photos';
import { cardWords, studentCardsPdf } from './cardsPdf';
import { makeCodes, targetOf, type Target } from './codes';

/**
 * Where the cards' QR codes send a phone: the school's public address from Tools, or PUBLIC_URL
 * when the school has set none. Never the address a request came by: its Host header is the
 * caller's to choose, and a card printed through a forged one would send every phone elsewhere.
 * With neither, nothing is printed (and no code revoked): the admin is told to set it.
 */
async function publicAddress(db: Db, fallback: string | undefined): Promise<string> {
  const chosen = (await readOptions(db)).raw(PUBLIC_ADDRESS_OPTION)?.trim();
  const address = chosen ? publicAddressOf(chosen) : fallback;
  if (!address) throw conflict('errors.publicAddressMissing');
  return address;
}

/**
 * The name the Student cards page saves the PDF under: the classroom's cards, or one student's when
 * one was named. Students named from several classrooms (only the API can) leave the classroom out.
 */
function cardsFileName(target: Target, body: CardsBody, language: Language): string {
  const classrooms = new Set(target.students.map((student) => student.classroomName));
  const classroom = classrooms.size === 1 ? [...classrooms][0] : undefined;
  const one = body.studentIds?.length === 1 ? target.students[0] : undefined;
  return studentCardsFileName(sayIn(language), classroom, one && studentName({ last_name: one.lastName, first_name: one.firstName }));
}

export async function studentCards(
  db: Db,
  caller: Caller,
  key: Buffer,
  photos: PhotoStore,
  body: CardsBody,
  /** PUBLIC_URL, if set. */
  fallbackAddress: string | undefined,
  language: Language,
): Promise<NamedFile> {
  const target = await targetOf(db, body);
  const origin = await publicAddress(db, fallbackAddress);
  const [school, images] = await Promise.all([
    loadSchool(db, photos),
    Promise.all(target.students.map((student) => (student.photo ? photos.read(student.photo) : Promise.resolve(null)))),
  ]);
  const codes = await makeCodes(db, caller, key, target);
  const cards = target.students.map((student, index) => ({
    firstName: student.firstName,
    lastName: student.lastName,
    matricule: student.matricule,
    birthDate: student.birthDate,
    classroomName: student.classroomName,
    schoolYearName: target.schoolYear.name,
    photo: images[index],
    code: codes.get(student.id)!,
    publicUrl: publicPageAddress(origin, codes.get(student.id)!),
  }));
  return { name: cardsFileName(target, body, language), bytes: await studentCardsPdf(cards, school, cardWords(language), body.layout) };
}
