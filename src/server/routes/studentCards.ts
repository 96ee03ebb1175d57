import type { FastifyInstance } from 'fastify';
import * as contract from '../../domain/contract/accessCodes';
import { makeStudentCards } from '../../domain/contract/studentCards';
import { notFound } from '../errors';
import { PDF_TYPE } from '../../domain/contract/common';
import { fileHeaders } from '../http/attachment';
import { addAuthedRoute, addRoute } from '../http/contract';
import { languageOf } from '../i18n';
import { studentCards } from '../services/studentCards/cards';
import { accessCodeKey } from '../services/shared/codeKey';
import { listCardStatus, makeAccessCodes, revokeAccessCodes, studentCardStatus } from '../services/studentCards/codes';
import { lookUp, photoOfCode, type LookupLimits } from '../services/studentCards/lookups';
import { PhotoStore } from '../services/students/photos';
import type { RouteContext } from './context';

export function studentCardRoutes(app: FastifyInstance, { db, config }: RouteContext): void {
  const key = () => accessCodeKey(config.dataDir, config.accessCodeKey);
  const photos = new PhotoStore(db);
  const limits: LookupLimits = {
    perAddressPerMinute: config.lookupMaxAddressLookups,
    addressFailuresPerHour: config.lookupMaxAddressFailures,
    failuresPerHour: config.lookupMaxFailures,
  };

  addAuthedRoute(app, db, contract.makeAccessCodes, async ({ body, caller }) => makeAccessCodes(db, caller, key(), body));
  addAuthedRoute(app, db, contract.revokeAccessCodes, async ({ body, caller }) => revokeAccessCodes(db, caller, body));
  addAuthedRoute(app, db, contract.listCardStatus, async ({ query }) => listCardStatus(db, query.classroomId, query.schoolYearId));
  addAuthedRoute(app, db, contract.studentCardStatus, async ({ params, query }) =>
    studentCardStatus(db, params.studentId, query.schoolYearId),
  );

  addAuthedRoute(app, db, makeStudentCards, async ({ body, caller, request, reply }) => {
    const file = await studentCards(db, caller, key(), photos, body, config.publicUrl, languageOf(request.headers['accept-language']));
    return reply.headers(fileHeaders(PDF_TYPE, file.name)).send(file.bytes);
  });

  // Public: no sign-in, and nothing cached by a shared cache (the answer names a pupil).
  addRoute(app, db, contract.lookupAccessCode, async ({ params, request, reply }) => {
    reply.header('Cache-Control', 'private, no-store');
    return lookUp(db, key(), limits, params.code, request.ip);
  });
  addRoute(app, db, contract.lookupPhoto, async ({ params, request, reply }) => {
    const name = await photoOfCode(db, key(), limits, params.code, request.ip);
    const image = await photos.read(name);
    if (!image) throw notFound('errors.cardNotFound');
    return reply.header('Content-Type', 'image/jpeg').header('Cache-Control', 'private, no-store').send(image);
  });
}
