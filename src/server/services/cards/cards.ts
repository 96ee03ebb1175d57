/**
 * The cards' PDF: new codes for the students (the old ones revoked), their photos, and a QR code of
 * the public page's address with each code. The codes exist in clear only inside this PDF.
 */
import { publicPageAddress } from '../../../domain/cards/publicPage';
import type { CardsBody } from '../../../domain/contract/studentCards';
import type { Language } from '../../../domain/enums';
import type { Db } from '../../db/schema';
import type { Caller } from '../../http/auth';
import { loadSchool } from '../../reportCards/load';
import type { PhotoStore } from '../photos';
import { cardWords, studentCardsPdf } from './cardsPdf';
import { makeCodes, targetOf } from './codes';

export async function studentCards(
  db: Db,
  caller: Caller,
  key: Buffer,
  photos: PhotoStore,
  body: CardsBody,
  origin: string,
  language: Language,
): Promise<Buffer> {
  const target = await targetOf(db, body);
  const [school, images] = await Promise.all([
    loadSchool(db),
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
  return studentCardsPdf(cards, school, cardWords(language), body.layout);
}
