import type { FastifyInstance } from 'fastify';
import * as contract from '../../domain/contract/teacherPresences';
import { fileHeaders } from '../http/attachment';
import { addAuthedRoute } from '../http/contract';
import { languageOf } from '../i18n';
import {
  createTeacherPresence,
  deleteTeacherPresence,
  getTeacherPresence,
  listTeacherPresences,
  periodicStat,
  periodicStatWorkbook,
  saveDay,
  showDay,
  updateTeacherPresence,
} from '../services/teacherPresence/teacherPresences';
import type { RouteContext } from './context';

export function teacherPresenceRoutes(app: FastifyInstance, { db }: RouteContext): void {
  addAuthedRoute(app, db, contract.showDay, async ({ params }) => showDay(db, params.date, params.mode));
  addAuthedRoute(app, db, contract.showDayFiltered, async ({ params }) => showDay(db, params.date, params.mode, params.extra));
  addAuthedRoute(app, db, contract.saveDay, async ({ body, caller }) => saveDay(db, caller, body.date, body.lines));
  addAuthedRoute(app, db, contract.periodicStat, async ({ params }) => periodicStat(db, params.from, params.to));
  addAuthedRoute(app, db, contract.exportPeriodicStat, async ({ params, reply, request }) => {
    const file = await periodicStatWorkbook(db, params.from, params.to, languageOf(request.headers['accept-language']));
    return reply.headers(fileHeaders(contract.XLSX_TYPE, file.name)).send(file.bytes);
  });
  addAuthedRoute(app, db, contract.listTeacherPresences, async ({ query }) => listTeacherPresences(db, query));
  addAuthedRoute(app, db, contract.getTeacherPresence, async ({ params }) => getTeacherPresence(db, params.id));
  addAuthedRoute(app, db, contract.createTeacherPresence, async ({ body, caller }) => createTeacherPresence(db, caller, body));
  addAuthedRoute(app, db, contract.updateTeacherPresence, async ({ params, body, caller }) =>
    updateTeacherPresence(db, caller, params.id, body),
  );
  addAuthedRoute(app, db, contract.deleteTeacherPresence, async ({ params, caller }) => deleteTeacherPresence(db, caller, params.id));
}
