import type { FastifyInstance } from 'fastify';
import { XLSX_TYPE } from '../../domain/contract/common';
import * as contract from '../../domain/contract/demographics';
import { addAuthedRoute } from '../http/contract';
import { PDF_HEADERS } from '../http/pdfHeaders';
import { languageOf } from '../i18n';
import { demographicsOf } from '../services/demographics/figures';
import { demographicsDocument, demographicsSpreadsheet } from '../services/demographics/files';
import type { RouteContext } from './context';

/** No file name: the client names the file in the user's language. Never cached: it counts the school's children. */
const XLSX_HEADERS = { 'Content-Type': XLSX_TYPE, 'Content-Disposition': 'attachment', 'Cache-Control': 'private, no-store' };

export function demographicsRoutes(app: FastifyInstance, { db }: RouteContext): void {
  addAuthedRoute(app, db, contract.demographics, ({ params }) => demographicsOf(db, params));
  addAuthedRoute(app, db, contract.demographicsXlsx, async ({ params, request, reply }) => {
    const bytes = await demographicsSpreadsheet(db, params, languageOf(request.headers['accept-language']));
    return reply.headers(XLSX_HEADERS).send(bytes);
  });
  addAuthedRoute(app, db, contract.demographicsPdf, async ({ params, request, reply }) => {
    const pdf = await demographicsDocument(db, params, languageOf(request.headers['accept-language']));
    return reply.headers(PDF_HEADERS).send(pdf);
  });
}
