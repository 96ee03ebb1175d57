import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as contract from '../../domain/contract/discipline';
import { PDF_TYPE } from '../../domain/contract/common';
import { fileHeaders } from '../http/attachment';
import { addAuthedRoute } from '../http/contract';
import { languageOf } from '../i18n';
import { disciplineBoard } from '../services/discipline/disciplineBoard';
import { PhotoStore } from '../services/students/photos';
import { sanctionNoticeFile } from '../services/discipline/sanctionNoticeFile';
import { cancelSanction, createSanction, getSanction, listSanctions, updateSanction } from '../services/discipline/sanctions';
import { confirmSuggestion, dismissSuggestion, listSuggestions } from '../services/discipline/sanctionSuggestions';
import { studentRecord } from '../services/discipline/studentRecord';
import type { RouteContext } from './context';

export function disciplineRoutes(app: FastifyInstance, { db }: RouteContext): void {
  // The notices carry the school's logo, kept with the photos.
  const pictures = new PhotoStore(db);
  // A sanction's reason given as a threshold reached is written in the screen's language.
  const language = (request: FastifyRequest) => languageOf(request.headers['accept-language']);
  addAuthedRoute(app, db, contract.listSanctions, ({ query, caller, request }) => listSanctions(db, caller, query, language(request)));
  addAuthedRoute(app, db, contract.getSanction, ({ params, caller, request }) => getSanction(db, caller, params.id, language(request)));
  addAuthedRoute(app, db, contract.createSanction, ({ body, caller, request }) => createSanction(db, caller, body, language(request)));
  addAuthedRoute(app, db, contract.updateSanction, ({ params, body, caller, request }) =>
    updateSanction(db, caller, params.id, body, language(request)),
  );
  addAuthedRoute(app, db, contract.cancelSanction, ({ params, body, caller, request }) =>
    cancelSanction(db, caller, params.id, body.reason, language(request)),
  );
  addAuthedRoute(app, db, contract.sanctionNotice, async ({ params, query, caller, request, reply }) => {
    const file = await sanctionNoticeFile(db, pictures, caller, params.id, query.lang ?? 'fr', language(request));
    return reply.headers(fileHeaders(PDF_TYPE, file.name)).send(file.bytes);
  });

  addAuthedRoute(app, db, contract.listSuggestions, ({ query, caller }) => listSuggestions(db, caller, query));
  addAuthedRoute(app, db, contract.confirmSuggestion, ({ params, body, caller, request }) =>
    confirmSuggestion(db, caller, params.id, body, language(request)),
  );
  addAuthedRoute(app, db, contract.dismissSuggestion, ({ params, caller }) => dismissSuggestion(db, caller, params.id));

  addAuthedRoute(app, db, contract.disciplineBoard, ({ params, caller }) => disciplineBoard(db, caller, params.date));
  addAuthedRoute(app, db, contract.studentRecord, ({ params, caller, request }) =>
    studentRecord(db, caller, params.studentId, params.schoolYearId, language(request)),
  );
}
