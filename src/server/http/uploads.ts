import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PHOTO_ZIP_TYPES } from '../../domain/contract/studentPhotoImport';
import { IMPORT_MAX_BYTES, PHOTO_TYPES } from '../../domain/contract/students';
import { badRequest, HttpError } from '../errors';
import { CSV_TYPE, XLSX_TYPE } from '../services/shared/spreadsheets';

/** The bodies that are files themselves (photos, spreadsheets, archives of photos), read whole as bytes; each route sets its own size limit. */
const FILE_TYPES = [...PHOTO_TYPES, CSV_TYPE, XLSX_TYPE, ...PHOTO_ZIP_TYPES, 'application/octet-stream'];

export function registerFileBodies(app: FastifyInstance): void {
  app.addContentTypeParser(FILE_TYPES, { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES }, (_request, body, done) => done(null, body));
}

/** The file a route was sent, of one of the types it accepts; anything else (JSON, a form) is the wrong kind of body. */
export function uploadedFile(request: FastifyRequest, accepted: readonly string[]): { body: Buffer; type: string } {
  const type = String(request.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  if (!accepted.includes(type) || !Buffer.isBuffer(request.body)) throw new HttpError(415, 'errors.mediaType');
  if (request.body.length === 0) throw badRequest('errors.emptyFile');
  return { body: request.body, type };
}
