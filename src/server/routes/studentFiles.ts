import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import * as contract from '../../domain/contract/students';
import type { StudentBody } from '../../domain/contract/students';
import { checkRow, mapColumns, markRepeatedMatricules, type CheckedRow } from '../../domain/students/importRows';
import { nextMatricule } from '../../domain/students/matricule';
import type { Database } from '../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../errors';
import { languageOf, translate } from '../i18n';
import { addAuthedRoute } from '../plugins/contract';
import { auditMany } from '../services/audit';
import { nowIso } from '../services/clock';
import { bumpVersion } from '../services/dataVersions';
import { ImportJobs, importStatus, type ImportJob } from '../services/importJobs';
import { PhotoStore } from '../services/photos';
import { seatsRefusal } from '../services/seats';
import { CSV_TYPE, readTable, toCsv, toXlsx, XLSX_TYPE, type Cell } from '../services/spreadsheets';
import { matchingIds, metadataTypes, studentsByIds } from '../services/studentList';
import { currentSchoolYear, findStudentRow, highestMatricule, studentValues } from '../services/students';
import type { RouteContext } from './context';

const RAW_TYPES = [...contract.PHOTO_TYPES, CSV_TYPE, XLSX_TYPE, 'application/octet-stream'];
const CHUNK = 250;

/** The raw upload of a file route; anything else (JSON, a form) is the wrong kind of body. */
function upload(request: FastifyRequest, accepted: readonly string[]): { body: Buffer; type: string } {
  const type = String(request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (!accepted.includes(type) || !Buffer.isBuffer(request.body)) throw new HttpError(415, 'errors.mediaType');
  if (request.body.length === 0) throw badRequest('errors.emptyFile');
  return { body: request.body, type };
}

/** Messages in the caller's language, for texts the answer carries (row problems, a failed import). */
const sayTo = (request: FastifyRequest) => (key: string, values?: Record<string, string | number>) => translate(languageOf(request.headers['accept-language']), key, values);

export function studentFileRoutes(app: FastifyInstance, { db, config }: RouteContext): void {
  const photos = new PhotoStore(config.dataDir);
  const imports = new ImportJobs();

  app.addContentTypeParser(RAW_TYPES, { parseAs: 'buffer', bodyLimit: contract.IMPORT_MAX_BYTES }, (_request, body, done) => done(null, body));

  /* Photos ----------------------------------------------------------------------------------- */

  addAuthedRoute(
    app,
    db,
    contract.uploadPhoto,
    async ({ params, request, caller }) => {
      const { body } = upload(request, contract.PHOTO_TYPES);
      const student = await findStudentRow(db, params.id);
      if (!student) throw notFound('errors.studentNotFound');
      const name = await photos.save(body);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('students').set({ photo: name, updated_at: nowIso() }).where('id', '=', params.id).execute();
        await bumpVersion(trx, 'students');
        await auditMany(trx, [{ userId: caller.user.id, action: 'update', entity: 'student', entityId: params.id, before: { photo: student.photo !== null }, after: { photo: true } }]);
      });
      if (student.photo) await photos.remove(student.photo);
      return { hasPhoto: true };
    },
    { bodyLimit: contract.PHOTO_MAX_BYTES },
  );

  addAuthedRoute(app, db, contract.downloadPhoto, async ({ params, reply }) => {
    const student = await findStudentRow(db, params.id);
    if (!student) throw notFound('errors.studentNotFound');
    const image = student.photo ? await photos.read(student.photo) : null;
    if (!image) throw notFound('errors.photoNotFound');
    reply.header('Content-Type', 'image/jpeg').header('Cache-Control', 'private, max-age=300');
    return reply.send(image);
  });

  addAuthedRoute(app, db, contract.deletePhoto, async ({ params, caller }) => {
    const student = await findStudentRow(db, params.id);
    if (!student) throw notFound('errors.studentNotFound');
    if (student.photo) {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('students').set({ photo: null, updated_at: nowIso() }).where('id', '=', params.id).execute();
        await bumpVersion(trx, 'students');
        await auditMany(trx, [{ userId: caller.user.id, action: 'update', entity: 'student', entityId: params.id, before: { photo: true }, after: { photo: false } }]);
      });
      await photos.remove(student.photo);
    }
    return { hasPhoto: false };
  });

  /* Export ----------------------------------------------------------------------------------- */

  addAuthedRoute(app, db, contract.exportStudents, async ({ query, reply }) => {
    const { format, ...filters } = query;
    const schoolYearId = filters.schoolYearId ?? (await currentSchoolYear(db))?.id ?? 0;
    const [ids, types] = await Promise.all([matchingIds(db, schoolYearId, filters), metadataTypes(db)]);
    const rows: Cell[][] = [[...['matricule', 'lastName', 'firstName', 'sex', 'birthDate', 'birthPlace', 'guardianName', 'guardianPhone', 'address', 'classroom'], ...types.map((type) => type.name)]];
    for (let start = 0; start < ids.length; start += 500) {
      for (const s of await studentsByIds(db, ids.slice(start, start + 500), schoolYearId)) {
        rows.push([
          s.matricule,
          s.lastName,
          s.firstName,
          s.sex,
          s.birthDate,
          s.birthPlace,
          s.guardianName,
          s.guardianPhone,
          s.address,
          s.placement?.classroomName ?? null,
          ...types.map((type) => s.customFields[String(type.id)] ?? null),
        ]);
      }
    }
    const day = nowIso().slice(0, 10);
    const file = format === 'xlsx' ? await toXlsx(rows, 'Students') : toCsv(rows);
    reply
      .header('Content-Type', format === 'xlsx' ? XLSX_TYPE : `${CSV_TYPE}; charset=utf-8`)
      .header('Content-Disposition', `attachment; filename="students-${day}.${format}"`)
      .header('Cache-Control', 'no-store');
    return reply.send(file);
  });

  /* Import ----------------------------------------------------------------------------------- */

  addAuthedRoute(app, db, contract.previewImport, async ({ query, request, caller }) => {
    const { body, type } = upload(request, [CSV_TYPE, XLSX_TYPE, 'application/octet-stream']);
    const table = await readTable(body, type === XLSX_TYPE ? XLSX_TYPE : CSV_TYPE);
    if (table.length < 2) throw badRequest('errors.importEmpty');
    if (table.length - 1 > contract.IMPORT_MAX_ROWS) throw badRequest('errors.importTooManyRows', { max: contract.IMPORT_MAX_ROWS });
    let classroomMessage: string | null = null;
    const say = sayTo(request);
    if (query.classroomId) {
      const classroom = await db.selectFrom('classrooms').select(['id', 'capacity', 'name']).where('id', '=', query.classroomId).executeTakeFirst();
      if (!classroom) throw notFound('errors.classroomMissing');
      const full = await seatsRefusal(db, classroom, table.length - 1);
      if (full) classroomMessage = say(full.messageKey, full.values);
    }
    const types = await metadataTypes(db);
    const headers = table[0].map((cell) => String(cell ?? ''));
    const map = mapColumns(headers, types);
    const rows: CheckedRow[] = table.slice(1).map((cells, index) => checkRow(index + 2, cells, map, types));
    markRepeatedMatricules(rows);
    const given = rows.map((row) => row.values.matricule).filter((matricule): matricule is string => Boolean(matricule));
    const taken = new Set<string>();
    for (let start = 0; start < given.length; start += 500) {
      for (const row of await db.selectFrom('students').select('matricule').where('matricule', 'in', given.slice(start, start + 500)).execute()) taken.add(row.matricule);
    }
    for (const row of rows) {
      if (row.values.matricule && taken.has(row.values.matricule)) row.problems.push({ field: 'matricule', message: { key: 'errors.matriculeTaken', values: { matricule: row.values.matricule } } });
    }
    const valid = rows.filter((row) => row.problems.length === 0).length;
    const job = imports.add({ userId: caller.user.id, rows: rows.map((row) => row.values), total: rows.length, valid, classroomId: query.classroomId ?? null, message: classroomMessage });
    return {
      ...importStatus(job),
      columns: map.columns.filter((column): column is NonNullable<typeof column> => column !== null),
      unknownColumns: map.unknown,
      // Rows with problems first: they are what the secretary must fix.
      rows: [...rows]
        .sort((a, b) => Number(b.problems.length > 0) - Number(a.problems.length > 0) || a.line - b.line)
        .map((row) => ({ line: row.line, values: row.values, problems: row.problems.map((problem) => ({ field: problem.field, message: say(problem.message.key, problem.message.values) })) })),
    };
  });

  async function write(job: ImportJob, trx: Transaction<Database>, userId: number): Promise<number> {
    const { prefix, highest } = await highestMatricule(trx);
    let last = highest;
    const classroom = job.classroomId
      ? await trx.selectFrom('classrooms').select(['id', 'school_year_id', 'capacity', 'name']).where('id', '=', job.classroomId).executeTakeFirst()
      : undefined;
    if (job.classroomId && !classroom) throw notFound('errors.classroomMissing');
    const full = classroom && (await seatsRefusal(trx, classroom, job.rows.length));
    if (full) throw full;
    const now = nowIso();
    for (let start = 0; start < job.rows.length; start += CHUNK) {
      const chunk = job.rows.slice(start, start + CHUNK).map((body: StudentBody) => {
        const matricule = body.matricule || (last = nextMatricule(prefix, last));
        return { ...studentValues(body), matricule, photo: null, custom_fields: JSON.stringify(body.customFields ?? {}), archived: 0 as const, created_at: now, updated_at: now };
      });
      const inserted = await trx.insertInto('students').values(chunk).returning(['id', 'matricule']).execute();
      if (classroom) {
        await trx
          .insertInto('registrations')
          .values(inserted.map(({ id }) => ({ student_id: id, classroom_id: classroom.id, school_year_id: classroom.school_year_id, registered_on: now.slice(0, 10), status: 'active' as const, repeating: 0 as const, created_at: now })))
          .execute();
      }
      await auditMany(
        trx,
        inserted.map(({ id }, index) => ({ userId, action: 'create' as const, entity: 'student', entityId: id, after: { ...chunk[index], custom_fields: undefined, customFields: job.rows[start + index].customFields, source: 'import' } })),
      );
      job.processed += inserted.length;
      // Let progress requests in between chunks (they are answered on PostgreSQL; SQLite's one
      // connection answers them once the transaction ends).
      await new Promise((resolve) => setImmediate(resolve));
    }
    await bumpVersion(trx, 'students');
    return job.rows.length;
  }

  addAuthedRoute(app, db, contract.runImport, async ({ params, caller, request }) => {
    const job = imports.get(params.importId, caller.user.id);
    if (!job) throw notFound('errors.importNotFound');
    if (job.status !== 'previewed') throw conflict('errors.importStarted');
    if (job.valid !== job.total) throw badRequest('errors.importHasProblems', { count: job.total - job.valid });
    job.status = 'running';
    const say = sayTo(request);
    void db
      .transaction()
      .execute((trx) => write(job, trx, caller.user.id))
      .then((created) => {
        job.created = created;
        job.status = 'done';
      })
      .catch((error: unknown) => {
        job.status = 'failed';
        job.processed = 0;
        job.message = error instanceof HttpError ? say(error.messageKey, error.values) : say('errors.importFailed');
        request.log.error({ err: error }, 'student import failed');
      });
    return importStatus(job);
  });

  addAuthedRoute(app, db, contract.importProgress, async ({ params, caller }) => {
    const job = imports.get(params.importId, caller.user.id);
    if (!job) throw notFound('errors.importNotFound');
    return importStatus(job);
  });
}
