import type { FastifyInstance } from 'fastify';
import * as contract from '../../domain/contract/students';
import { fileHeaders } from '../http/attachment';
import { addAuthedRoute } from '../http/contract';
import { languageOf } from '../i18n';
import { exportStudents } from '../services/students/studentExport';
import type { RouteContext } from './context';

export function studentExportRoutes(app: FastifyInstance, { db }: RouteContext): void {
  addAuthedRoute(app, db, contract.exportStudents, async ({ query, reply, caller, request }) => {
    const file = await exportStudents(db, caller, query, languageOf(request.headers['accept-language']));
    return reply.headers(fileHeaders(file.contentType, file.name)).send(file.bytes);
  });
}
