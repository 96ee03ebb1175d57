import type { FastifyInstance } from 'fastify';
import * as contract from '../../domain/contract/teacherPresences';
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
} from '../services/teacherPresences';
import type { RouteContext } from './context';

export function teacherPresenceRoutes(app: FastifyInstance, { db }: RouteContext): void {
  addAuthedRoute(app, db, contract.showDay, async ({ params }) => showDay(db, params.date, params.mode));
  addAuthedRoute(app, db, contract.showDayFiltered, async ({ params }) => showDay(db, params.date, params.mode, params.extra));
  addAuthedRoute(app, db, contract.saveDay, async ({ body, caller }) => saveDay(db, caller, body.date, body.lines));
  addAuthedRoute(app, db, contract.periodicStat, async ({ params }) => periodicStat(db, params.from, params.to));
  addAuthedRoute(app, db, contract.exportPeriodicStat, async ({ params, reply, request }) => {
    const bytes = await periodicStatWorkbook(db, params.from, params.to, languageOf(request.headers['accept-language']));
    // No file name: the client names the file in the user's language.
    return reply
      .header('Content-Type', contract.XLSX_TYPE)
      .header('Content-Disposition', 'attachment')
      .header('Cache-Control', 'no-store')
      .send(bytes);
  });
  addAuthedRoute(app, db, contract.listTeacherPresences, async ({ query }) => listTeacherPresences(db, query));
  addAuthedRoute(app, db, contract.getTeacherPresence, async ({ params }) => getTeacherPresence(db, params.id));
  addAuthedRoute(app, db, contract.createTeacherPresence, async ({ body, caller }) => createTeacherPresence(db, caller, body));
  addAuthedRoute(app, db, contract.updateTeacherPresence, async ({ params, body, caller }) =>
    updateTeacherPresence(db, caller, params.id, body),
  );
  addAuthedRoute(app, db, contract.deleteTeacherPresence, async ({ params, caller }) => deleteTeacherPresence(db, caller, params.id));
}
