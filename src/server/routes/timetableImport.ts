import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as contract from '../../domain/contract/timetableImport';
import { addAuthedRoute } from '../http/contract';
import { uploadedFile } from '../http/uploads';
import { sayTo } from '../i18n';
import { CSV_TYPE, readTable, XLSX_TYPE } from '../services/shared/spreadsheets';
import { importTimetable, previewTimetableImport } from '../services/tools/timetableImport';
import type { RouteContext } from './context';

/** The uploaded timetable file as rows, read as the student import reads its files. */
async function tableOf(request: FastifyRequest) {
  const { body, type } = uploadedFile(request, [CSV_TYPE, XLSX_TYPE, 'application/octet-stream']);
  return readTable(body, type === XLSX_TYPE ? XLSX_TYPE : CSV_TYPE);
}

export function timetableImportRoutes(app: FastifyInstance, { db }: RouteContext): void {
  addAuthedRoute(app, db, contract.previewTimetableImport, async ({ params, request }) =>
    previewTimetableImport(db, params.id, await tableOf(request), sayTo(request)),
  );
  addAuthedRoute(app, db, contract.runTimetableImport, async ({ params, request, caller }) =>
    importTimetable(db, caller, params.id, await tableOf(request), sayTo(request)),
  );
}
