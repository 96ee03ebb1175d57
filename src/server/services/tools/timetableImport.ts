/**
 * A timetable imported from a spreadsheet (contract/timetableImport.ts): each row read as a slot of
 * a classroom of the timetable's year and checked as saving a week checks it, so that a file the
 * preview passes imports without a clash. The import replaces the week of every classroom the file
 * names in one transaction, through writeClassroomWeek, the same write as saving one week.
 */
import type { Transaction } from 'kysely';
import {
  TIMETABLE_IMPORT_FIELDS,
  TIMETABLE_IMPORT_MAX_ROWS,
  type TimetableImportClassroom,
  type TimetableImportField,
  type TimetableImportPreview,
  type TimetableImportResult,
} from '../../../domain/contract/timetableImport';
import type { Timetable } from '../../../domain/contract/timetables';
import { LANGUAGES, type Weekday } from '../../../domain/enums';
import { cellText, mapTimetableColumns, readWeekday, timeKey } from '../../../domain/presence/timetableFile';
import { normaliseHeader } from '../../../domain/students/importRows';
import type { ValidationMessage } from '../../../domain/validation/yup';
import { lockFor } from '../../db/locks';
import type { Database, Db } from '../../db/schema';
import { badRequest, HttpError } from '../../errors';
import type { Caller } from '../../http/auth';
import { translate, type Say } from '../../i18n';
import { personName } from '../shared/personNames';
import { auditMany } from '../shared/audit';
import type { Cell } from '../shared/spreadsheets';
import { slotSummary, timetableOrThrow, writeClassroomWeek, type SlotLine } from './timetables';
import { compareNames } from '../shared/nameOrder';

type Values = Record<TimetableImportField, string>;

interface CheckedRow {
  line: number;
  values: Values;
  teacherName: string | null;
  problems: { field: TimetableImportField; message: ValidationMessage }[];
  /** The slot it stands for, once its classroom, weekday, time part and course are known. */
  slot?: SlotLine & { classroomId: number };
}

interface CheckedFile {
  columns: TimetableImportField[];
  unknownColumns: string[];
  rows: CheckedRow[];
  classrooms: TimetableImportClassroom[];
}

let headerWords: Record<TimetableImportField, string[]> | undefined;

/** The column headers of every catalogue: a file made in any of the app's languages imports, whoever imports it. */
function columnWords(): Record<TimetableImportField, string[]> {
  headerWords ??= Object.fromEntries(
    TIMETABLE_IMPORT_FIELDS.map((field) => [
      field,
      [...new Set(LANGUAGES.map((language) => translate(language, `timetableImport.columns.${field}`)))],
    ]),
  ) as Record<TimetableImportField, string[]>;
  return headerWords;
}

/** Names looked up as written, then without case, accents or spaces when that names one thing only. */
class NameIndex<T> {
  private readonly exact = new Map<string, T>();
  private readonly loose = new Map<string, T | null>();

  add(name: string, value: T, key = normaliseHeader(name)): void {
    this.exact.set(name.trim(), value);
    if (!key) return;
    const before = this.loose.get(key);
    this.loose.set(key, before === undefined || before === value ? value : null);
  }

  find(text: string, key = normaliseHeader(text)): T | undefined {
    return this.exact.get(text) ?? this.loose.get(key) ?? undefined;
  }
}

/** What rows are checked against: the year's classrooms and their courses, the time parts, the timetable's week. */
async function loadReferences(db: Db, timetable: Timetable) {
  const [classrooms, courses, classCourses, parts, slots] = await Promise.all([
    db.selectFrom('classrooms').select(['id', 'name']).where('school_year_id', '=', timetable.schoolYearId).execute(),
    db.selectFrom('courses').select(['id', 'code', 'name']).execute(),
    db
      .selectFrom('class_courses as cc')
      .innerJoin('classrooms as c', 'c.id', 'cc.classroom_id')
      .leftJoin('users as u', 'u.id', 'cc.teacher_id')
      .select(['cc.id', 'cc.classroom_id', 'cc.course_id', 'cc.teacher_id', 'u.first_name', 'u.last_name'])
      .where('c.school_year_id', '=', timetable.schoolYearId)
      .execute(),
    db.selectFrom('time_parts').select(['id', 'name', 'starts_at']).execute(),
    db
      .selectFrom('timetable_slots as s')
      .innerJoin('class_courses as cc', 'cc.id', 's.class_course_id')
      .select(['s.classroom_id', 's.weekday', 's.time_part_id', 'cc.teacher_id'])
      .where('s.timetable_id', '=', timetable.id)
      .execute(),
  ]);
  const classroomIndex = new NameIndex<{ id: number; name: string }>();
  for (const classroom of classrooms) classroomIndex.add(classroom.name, classroom);
  const courseIndex = new NameIndex<number>();
  // A cell written exactly as a code or a name finds it; written loosely, it must fit one course only.
  for (const course of courses) courseIndex.add(course.name, course.id);
  for (const course of courses) courseIndex.add(course.code, course.id);
  const courseName = new Map(courses.map((course) => [course.id, course.name]));
  const partIndex = new NameIndex<number>();
  for (const part of parts) partIndex.add(part.starts_at, part.id, timeKey(part.starts_at));
  for (const part of parts) partIndex.add(part.name, part.id, timeKey(part.name));
  const partByWord = new NameIndex<number>();
  for (const part of parts) partByWord.add(part.name, part.id);
  const classCourse = new Map(
    classCourses.map((row) => [
      `${row.classroom_id}|${row.course_id}`,
      { id: row.id, teacherId: row.teacher_id, teacherName: personName(row.first_name, row.last_name) },
    ]),
  );
  return {
    classroomIndex,
    courseIndex,
    courseName,
    classCourse,
    findPart: (text: string) => partIndex.find(text, timeKey(text)) ?? partByWord.find(text),
    slots,
    classroomName: new Map(classrooms.map((classroom) => [classroom.id, classroom.name])),
  };
}

const problem = (key: string, values?: Record<string, string | number>): ValidationMessage => ({
  key: `timetableImport.problems.${key}`,
  values,
});

/**
 * Reads and checks every row of the table (first row: the headers); writes nothing. A file whose
 * columns cannot be read, empty or too long is refused whole (400).
 */
async function checkFile(db: Db, timetable: Timetable, table: Cell[][], say: Say): Promise<CheckedFile> {
  const map = mapTimetableColumns(
    (table[0] ?? []).map((cell) => cellText(cell)),
    columnWords(),
  );
  if (map.missing.length) {
    const names = (fields: readonly TimetableImportField[]) => fields.map((field) => say(`timetableImport.columns.${field}`)).join(', ');
    throw badRequest('errors.timetableImportColumns', { columns: names(map.missing), expected: names(TIMETABLE_IMPORT_FIELDS) });
  }
  const lines = table
    .slice(1)
    .map((cells, index) => {
      const values = Object.fromEntries(TIMETABLE_IMPORT_FIELDS.map((field) => [field, ''])) as Values;
      map.columns.forEach((field, column) => {
        if (field) values[field] = cellText(cells[column], field);
      });
      return { line: index + 2, values };
    })
    .filter((row) => TIMETABLE_IMPORT_FIELDS.some((field) => row.values[field] !== ''));
  if (!lines.length) throw badRequest('errors.timetableImportEmpty');
  if (lines.length > TIMETABLE_IMPORT_MAX_ROWS) throw badRequest('errors.timetableImportTooManyRows', { max: TIMETABLE_IMPORT_MAX_ROWS });

  const refs = await loadReferences(db, timetable);
  const rows: CheckedRow[] = lines.map(({ line, values }) => {
    const row: CheckedRow = { line, values, teacherName: null, problems: [] };
    const fail = (field: TimetableImportField, message: ValidationMessage) => row.problems.push({ field, message });
    for (const field of TIMETABLE_IMPORT_FIELDS) if (values[field] === '') fail(field, problem('empty'));
    const classroom = values.classroom ? refs.classroomIndex.find(values.classroom) : undefined;
    if (values.classroom && !classroom)
      fail('classroom', problem('unknownClassroom', { value: values.classroom, year: timetable.schoolYearName }));
    const weekday: Weekday | undefined = values.weekday ? readWeekday(values.weekday) : undefined;
    if (values.weekday && !weekday) fail('weekday', problem('unknownWeekday', { value: values.weekday }));
    const timePartId = values.timePart ? refs.findPart(values.timePart) : undefined;
    if (values.timePart && timePartId === undefined) fail('timePart', problem('unknownTimePart', { value: values.timePart }));
    const courseId = values.course ? refs.courseIndex.find(values.course) : undefined;
    if (values.course && courseId === undefined) fail('course', problem('unknownCourse', { value: values.course }));
    const taught = classroom && courseId !== undefined ? refs.classCourse.get(`${classroom.id}|${courseId}`) : undefined;
    if (classroom && courseId !== undefined && !taught)
      fail(
        'course',
        problem('courseNotInClassroom', { course: refs.courseName.get(courseId) ?? values.course, classroom: classroom.name }),
      );
    if (taught) row.teacherName = taught.teacherName;
    if (classroom && weekday && timePartId !== undefined && taught)
      row.slot = { classroomId: classroom.id, weekday, timePartId, classCourseId: taught.id };
    return row;
  });

  // One course per classroom and time, one place per teacher and time: within the file, and
  // against the classrooms the file leaves as they are.
  const named = new Set(rows.flatMap((row) => (row.slot ? [row.slot.classroomId] : [])));
  const teacherOf = new Map([...refs.classCourse.values()].map((course) => [course.id, course]));
  const elsewhere = new Map<string, number>();
  for (const slot of refs.slots)
    if (!named.has(slot.classroom_id) && slot.teacher_id !== null)
      elsewhere.set(`${slot.weekday}|${slot.time_part_id}|${slot.teacher_id}`, slot.classroom_id);
  const cells = new Map<string, CheckedRow>();
  const teachers = new Map<string, CheckedRow>();
  for (const row of rows) {
    const { slot } = row;
    if (!slot) continue;
    const cell = `${slot.classroomId}|${slot.weekday}|${slot.timePartId}`;
    const first = cells.get(cell);
    if (first) {
      row.problems.push({
        field: 'timePart',
        message: problem('duplicateSlot', { line: first.line, classroom: refs.classroomName.get(slot.classroomId) ?? '' }),
      });
      continue;
    }
    cells.set(cell, row);
    const course = teacherOf.get(slot.classCourseId);
    if (!course || course.teacherId === null) continue;
    const key = `${slot.weekday}|${slot.timePartId}|${course.teacherId}`;
    const teacher = course.teacherName ?? '';
    const before = teachers.get(key);
    const outside = elsewhere.get(key);
    if (before)
      row.problems.push({
        field: 'course',
        message: problem('clashInFile', { teacher, classroom: refs.classroomName.get(before.slot!.classroomId) ?? '', line: before.line }),
      });
    else if (outside !== undefined)
      row.problems.push({
        field: 'course',
        message: problem('clashOutside', { teacher, classroom: refs.classroomName.get(outside) ?? '' }),
      });
    else teachers.set(key, row);
  }

  const replaced = new Map<number, number>();
  for (const slot of refs.slots)
    if (named.has(slot.classroom_id)) replaced.set(slot.classroom_id, (replaced.get(slot.classroom_id) ?? 0) + 1);
  const classrooms = [...named]
    .map((id) => ({
      id,
      name: refs.classroomName.get(id) ?? '',
      slots: rows.filter((row) => row.slot?.classroomId === id).length,
      replaced: replaced.get(id) ?? 0,
    }))
    .sort((a, b) => compareNames(a.name, b.name));
  return {
    columns: map.columns.filter((column): column is TimetableImportField => column !== null),
    unknownColumns: map.unknown,
    rows,
    classrooms,
  };
}

const problemCount = (rows: readonly CheckedRow[]) => rows.reduce((sum, row) => sum + row.problems.length, 0);

/** The file read and checked as the import would check it; writes nothing. */
export async function previewTimetableImport(db: Db, timetableId: number, table: Cell[][], say: Say): Promise<TimetableImportPreview> {
  const timetable = await timetableOrThrow(db, timetableId);
  const checked = await checkFile(db, timetable, table, say);
  return {
    total: checked.rows.length,
    valid: checked.rows.filter((row) => row.problems.length === 0).length,
    problems: problemCount(checked.rows),
    columns: checked.columns,
    unknownColumns: checked.unknownColumns,
    classrooms: checked.classrooms,
    rows: checked.rows.map((row) => ({
      line: row.line,
      values: row.values,
      teacherName: row.teacherName,
      problems: row.problems.map(({ field, message }) => ({ field, message: say(message.key, message.values) })),
    })),
  };
}

/**
 * Replaces the week of every classroom the file names, in one transaction under the timetable's
 * lock, after checking the file again inside it: a row with a problem refuses the whole import.
 */
export async function importTimetable(
  db: Db,
  caller: Caller,
  timetableId: number,
  table: Cell[][],
  say: Say,
): Promise<TimetableImportResult> {
  const timetable = await timetableOrThrow(db, timetableId);
  return db.transaction().execute(async (trx: Transaction<Database>) => {
    await lockFor(trx, `timetable:${timetableId}`);
    const checked = await checkFile(trx, timetable, table, say);
    const refused: Record<string, ValidationMessage> = {};
    checked.rows.forEach((row, index) => {
      for (const { field, message } of row.problems) refused[`rows[${index}].${field}`] ??= message;
    });
    const faulty = checked.rows.filter((row) => row.problems.length > 0).length;
    if (faulty) throw new HttpError(400, 'errors.timetableImportProblems', { count: faulty }, undefined, refused);

    const ids = checked.classrooms.map((classroom) => classroom.id);
    const before = await trx
      .selectFrom('timetable_slots')
      .select(['classroom_id', 'weekday', 'time_part_id', 'class_course_id'])
      .where('timetable_id', '=', timetableId)
      .where('classroom_id', 'in', ids)
      .orderBy('id')
      .execute();
    // Every named week goes first, so a teacher moving from one of them to another is not taken
    // for a clash with the week it leaves.
    await trx.deleteFrom('timetable_slots').where('timetable_id', '=', timetableId).where('classroom_id', 'in', ids).execute();
    const linesOf = (id: number) => checked.rows.flatMap(({ slot }) => (slot?.classroomId === id ? [slot] : []));
    for (const id of ids)
      await writeClassroomWeek(
        trx,
        timetableId,
        id,
        linesOf(id).map(({ weekday, timePartId, classCourseId }) => ({ weekday, timePartId, classCourseId })),
      );
    await auditMany(
      trx,
      ids.map((id) => ({
        userId: caller.user.id,
        action: 'update' as const,
        entity: 'timetable_week',
        entityId: `${timetableId}/${id}`,
        before: slotSummary(before.filter((slot) => slot.classroom_id === id)),
        after: {
          source: 'import',
          slots: linesOf(id).map(({ weekday, timePartId, classCourseId }) => ({ weekday, timePartId, classCourseId })),
        },
      })),
    );
    return { total: checked.rows.length, classrooms: checked.classrooms };
  });
}
