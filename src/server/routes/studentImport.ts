import type { FastifyInstance } from 'fastify';
import * as contract from '../../domain/contract/students';
import { notFound } from '../errors';
import { addAuthedRoute } from '../http/contract';
import { uploadedFile } from '../http/uploads';
import { sayTo } from '../i18n';
import { ImportJobs, importStatus } from '../services/students/importJobs';
import { CSV_TYPE, readTable, XLSX_TYPE } from '../services/shared/spreadsheets';
import { checkTable, previewRows } from '../services/students/studentImport';
import type { RouteContext } from './context';

export function studentImportRoutes(app: FastifyInstance, { db }: RouteContext): void {
  const imports = new ImportJobs(db, app.log);
  // A job left running by a process that died reads as failed from the start (and on any read).
  app.addHook('onReady', () => imports.recover());
  app.addHook('onClose', () => imports.close());

  addAuthedRoute(app, db, contract.previewImport, async ({ query, request, caller }) => {
    const { body, type } = uploadedFile(request, [CSV_TYPE, XLSX_TYPE, 'application/octet-stream']);
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
    return {
      ...importStatus(job, say),
      columns: checked.columns,
      unknownColumns: checked.unknownColumns,
      rows: previewRows(checked.rows, say),
    };
  });

  addAuthedRoute(app, db, contract.runImport, async ({ params, caller, request }) =>
    importStatus(await imports.start(params.importId, caller.user.id), sayTo(request)),
  );

  addAuthedRoute(app, db, contract.importProgress, async ({ params, caller, request }) => {
    const job = await imports.find(params.importId, caller.user.id);
    if (!job) throw notFound('errors.importNotFound');
    return importStatus(job, sayTo(request));
  });
}
