/**
 * Gathers what a classroom's report cards need (its sheet for the period, the school, each
 * student's birth, photo and repeating flag) and turns it into card models.
 */
import type { ReportCardLanguage } from '../../../../domain/contract/reportCards';
import { availableEvaluationTypes } from '../../../../domain/evaluation';
import type { PeriodType } from '../../../../domain/grading/periods';
import type { Db } from '../../../db/schema';
import { notFound } from '../../../errors';
import { translate } from '../../../i18n';
import type { PhotoStore } from '../../students/photos';
import { buildSheetFor } from '../sheets';
import { loadSchool, type DocumentSchool } from '../../../documents/school';
import { lmdCards, secondaryCards, type CardModel, type CardStudent } from './model';

export interface CardRequest {
  classroomId: number;
  periodType: PeriodType;
  period: number;
  lang: ReportCardLanguage;
  /** Only this student's card. */
  studentId?: number;
}

async function loadStudents(
  db: Db,
  photos: PhotoStore,
  classroomId: number,
  studentIds: readonly number[],
): Promise<Map<number, CardStudent>> {
  const students = new Map<number, CardStudent>();
  if (!studentIds.length) return students;
  const rows = await db
    .selectFrom('registrations as r')
    .innerJoin('students as s', 's.id', 'r.student_id')
    .select(['s.id', 's.birth_date', 's.birth_place', 's.photo', 'r.repeating'])
    // The sheet's rows decided who (registered in the classroom during the period); a student who
    // has left or moved since still gets the card of that period.
    .where('r.classroom_id', '=', classroomId)
    .where('s.id', 'in', studentIds)
    .execute();
  for (const row of rows) {
    students.set(row.id, {
      birthDate: row.birth_date,
      birthPlace: row.birth_place,
      repeating: Boolean(row.repeating),
      photo: row.photo ? await photos.read(row.photo) : null,
    });
  }
  return students;
}

/** The cards, and who they are of by name: what their file is named for. */
export interface NamedCards {
  cards: CardModel[];
  classroomName: string;
  /** The student's name as the sheet writes it, when the cards are one student's. */
  studentName?: string;
}

/** The cards of one classroom (or one of its students), in the sheet's order. */
export async function classroomCards(db: Db, photos: PhotoStore, request: CardRequest, school?: DocumentSchool): Promise<CardModel[]> {
  return (await namedClassroomCards(db, photos, request, school)).cards;
}

/** The same cards, with the classroom's name and the student's (the sheet's, as the marksheet page names them). */
export async function namedClassroomCards(db: Db, photos: PhotoStore, request: CardRequest, school?: DocumentSchool): Promise<NamedCards> {
  const built = await buildSheetFor(db, request.classroomId, request.periodType, request.period);
  const rows = request.studentId === undefined ? built.sheet.rows : built.sheet.rows.filter((row) => row.studentId === request.studentId);
  if (request.studentId !== undefined && rows.length === 0) throw notFound('errors.studentNotInClassroom');
  const [cardSchool, students] = await Promise.all([
    school ?? loadSchool(db, photos),
    loadStudents(
      db,
      photos,
      request.classroomId,
      rows.map((row) => row.studentId),
    ),
  ]);
  const context = {
    lang: request.lang,
    t: (key: string, values?: Record<string, string | number>) => translate(request.lang, key, values),
    school: cardSchool,
    periodType: request.periodType,
    period: request.period,
    students,
  };
  const wanted = new Set(rows.map((row) => row.studentId));
  const cards =
    built.system === 'secondary'
      ? secondaryCards(context, built.sheet)
      : lmdCards(context, built.sheet, availableEvaluationTypes(built.rules.rates));
  return {
    cards: cards.filter((_, index) => wanted.has(built.sheet.rows[index].studentId)),
    classroomName: built.sheet.classroom.name,
    studentName: request.studentId === undefined ? undefined : rows[0].name,
  };
}
