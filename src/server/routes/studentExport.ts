import type { FastifyInstance } from 'fastify';
import * as contract from '../../domain/contract/students';
import { addAuthedRoute } from '../http/contract';
import { languageOf } from '../i18n';
import { exportStudents } from '../services/studentExport';
import type { RouteContext } from './context';

export function studentExportRoutes(app: FastifyInstance, { db }: RouteContext): void {
  addAuthedRoute(app, db, contract.exportStudents, async ({ query, reply, caller, request }) => {
    const file = await exportStudents(db, caller, query, languageOf(request.headers['accept-language']));
    // No file name: the client names the file in the user's language, from what it holds.
    return reply
      .header('Content-Type', file.contentType)
      .header('Content-Disposition', 'attachment')
      .header('Cache-Control', 'no-store')
      .send(file.bytes);
  });
}
