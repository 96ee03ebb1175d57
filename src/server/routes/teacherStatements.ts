import type { FastifyInstance } from 'fastify';
import * as contract from '../../domain/contract/teacherStatements';
import { PDF_TYPE } from '../../domain/contract/common';
import { XLSX_TYPE } from '../../domain/contract/teacherPresences';
import { fileHeaders } from '../http/attachment';
import { addAuthedRoute } from '../http/contract';
import { languageOf } from '../i18n';
import { PhotoStore } from '../services/students/photos';
import { monthStatementsPdf, statementPdf, statementWorkbook } from '../services/teacherPresence/statementFiles';
import {
  addAdjustment,
  getStatement,
  listStatements,
  listTeacherRates,
  updateTeacherRate,
  validateStatement,
} from '../services/teacherPresence/teacherStatements';
import type { RouteContext } from './context';

export function teacherStatementRoutes(app: FastifyInstance, { db }: RouteContext): void {
  // The statements carry the school's logo, kept with the photos.
  const pictures = new PhotoStore(db);
  addAuthedRoute(app, db, contract.listTeacherRates, async () => listTeacherRates(db));
  addAuthedRoute(app, db, contract.updateTeacherRate, async ({ params, body, caller }) =>
    updateTeacherRate(db, caller, params.teacherId, body),
  );
  addAuthedRoute(app, db, contract.listStatements, async ({ params }) => listStatements(db, params.month));
  addAuthedRoute(app, db, contract.statementsPdf, async ({ params, request, reply }) => {
    const file = await monthStatementsPdf(db, pictures, params.month, languageOf(request.headers['accept-language']));
    return reply.headers(fileHeaders(PDF_TYPE, file.name)).send(file.bytes);
  });
  addAuthedRoute(app, db, contract.getStatement, async ({ params }) => getStatement(db, params.teacherId, params.month));
  addAuthedRoute(app, db, contract.addAdjustment, async ({ params, body, caller }) =>
    addAdjustment(db, caller, params.teacherId, params.month, body),
  );
  addAuthedRoute(app, db, contract.validateStatement, async ({ params, caller }) =>
    validateStatement(db, caller, params.teacherId, params.month),
  );
  addAuthedRoute(app, db, contract.statementPdf, async ({ params, request, reply }) => {
    const file = await statementPdf(db, pictures, params.teacherId, params.month, languageOf(request.headers['accept-language']));
    return reply.headers(fileHeaders(PDF_TYPE, file.name)).send(file.bytes);
  });
  addAuthedRoute(app, db, contract.statementXlsx, async ({ params, request, reply }) => {
    const file = await statementWorkbook(db, params.teacherId, params.month, languageOf(request.headers['accept-language']));
    return reply.headers(fileHeaders(XLSX_TYPE, file.name)).send(file.bytes);
  });
}
