import type { FastifyInstance } from 'fastify';
import { PDF_TYPE, XLSX_TYPE } from '../../domain/contract/common';
import * as contract from '../../domain/contract/demographics';
import { fileHeaders } from '../http/attachment';
import { addAuthedRoute } from '../http/contract';
import { languageOf } from '../i18n';
import { demographicsOf } from '../services/statistics/demographics/figures';
import { demographicsDocument, demographicsSpreadsheet } from '../services/statistics/demographics/files';
import { PhotoStore } from '../services/students/photos';
import type { RouteContext } from './context';

export function demographicsRoutes(app: FastifyInstance, { db }: RouteContext): void {
  // The return carries the school's logo, kept with the photos.
  const pictures = new PhotoStore(db);
  addAuthedRoute(app, db, contract.demographics, ({ params }) => demographicsOf(db, params));
  addAuthedRoute(app, db, contract.demographicsXlsx, async ({ params, request, reply }) => {
    const file = await demographicsSpreadsheet(db, params, languageOf(request.headers['accept-language']));
    return reply.headers(fileHeaders(XLSX_TYPE, file.name)).send(file.bytes);
  });
  addAuthedRoute(app, db, contract.demographicsPdf, async ({ params, request, reply }) => {
    const file = await demographicsDocument(db, pictures, params, languageOf(request.headers['accept-language']));
    return reply.headers(fileHeaders(PDF_TYPE, file.name)).send(file.bytes);
  });
}
