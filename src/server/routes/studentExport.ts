import type { FastifyInstance } from 'fastify';
import * as contract from '../../domain/contract/students';
import { addAuthedRoute } from '../http/contract';
import { exportStudents } from '../services/studentExport';
import type { RouteContext } from './context';

export function studentExportRoutes(app: FastifyInstance, { db }: RouteContext): void {
  addAuthedRoute(app, db, contract.exportStudents, async ({ query, reply, caller }) => {
    const file = await exportStudents(db, caller, query);
    return reply
      .header('Content-Type', file.contentType)
      .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
      .header('Cache-Control', 'no-store')
      .send(file.bytes);
  });
}
