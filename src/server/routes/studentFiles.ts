import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as contract from '../../domain/contract/students';
import { badRequest, HttpError, notFound } from '../errors';
import { languageOf, translate } from '../i18n';
import { addAuthedRoute } from '../plugins/contract';
import { auditMany } from '../services/audit';
import { nowIso } from '../services/clock';
import { bumpVersion } from '../services/dataVersions';
import { ImportJobs, importStatus } from '../services/importJobs';
import { PhotoStore } from '../services/photos';
import { CSV_TYPE, readTable, toCsv, toXlsx, XLSX_TYPE, type Cell } from '../services/spreadsheets';
import { checkTable, previewRows } from '../services/studentImport';
import { exportColumns } from '../services/studentExport';
import { matchingIds, metadataTypes, studentsByIds } from '../services/studentList';
import { visibleSort } from '../services/studentViews';
import { currentSchoolYear, findStudentRow } from '../services/students';
import type { RouteContext } from './context';

const RAW_TYPES = [...contract.PHOTO_TYPES, CSV_TYPE, XLSX_TYPE, 'application/octet-stream'];

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
  const imports = new ImportJobs(db, app.log);
  // A job left running by a process that died reads as failed from the start (and on any read).
  app.addHook('onReady', () => imports.recover());
  app.addHook('onClose', () => imports.close());

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

  addAuthedRoute(app, db, contract.exportStudents, async ({ query, reply, caller }) => {
    const { format, ...filters } = visibleSort(query, caller);
    const schoolYearId = filters.schoolYearId ?? (await currentSchoolYear(db))?.id ?? 0;
    const [ids, types] = await Promise.all([matchingIds(db, schoolYearId, filters), metadataTypes(db)]);
    // Only the columns the caller may read, header included (docs/decisions.md, "Personal data").
    const columns = exportColumns(types, caller.permissions);
    const rows: Cell[][] = [columns.map((column) => column.header)];
    for (let start = 0; start < ids.length; start += 500) {
      for (const s of await studentsByIds(db, ids.slice(start, start + 500), schoolYearId)) rows.push(columns.map((column) => column.cell(s)));
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
    const checked = await checkTable(db, table, query.classroomId ?? null);
    const full = checked.classroomFull;
    const job = await imports.preview({
      userId: caller.user.id,
      rows: checked.rows.map((row) => row.values),
      valid: checked.valid,
      classroomId: query.classroomId ?? null,
      message: full && { key: full.messageKey, values: full.values },
    });
    const say = sayTo(request);
    return { ...importStatus(job, say), columns: checked.columns, unknownColumns: checked.unknownColumns, rows: previewRows(checked.rows, say) };
  });

  addAuthedRoute(app, db, contract.runImport, async ({ params, caller, request }) => importStatus(await imports.start(params.importId, caller.user.id), sayTo(request)));

  addAuthedRoute(app, db, contract.importProgress, async ({ params, caller, request }) => {
    const job = await imports.find(params.importId, caller.user.id);
    if (!job) throw notFound('errors.importNotFound');
    return importStatus(job, sayTo(request));
  });
}
