import type { FastifyInstance } from 'fastify';
import * as contract from '../../domain/contract/studentPhotoImport';
import { addAuthedRoute } from '../http/contract';
import { uploadedFile } from '../http/uploads';
import { PhotoImports } from '../services/students/photoImports';
import { PhotoStore } from '../services/students/photos';
import type { RouteContext } from './context';

export function studentPhotoImportRoutes(app: FastifyInstance, { db }: RouteContext): void {
  const imports = new PhotoImports(db, new PhotoStore(db), app.log);
  // Previews left by a stopped server go with the photos they staged.
  app.addHook('onReady', () => imports.sweep());

  addAuthedRoute(
    app,
    db,
    contract.previewPhotoImport,
    async ({ request, caller }) =>
      imports.preview(caller.user.id, uploadedFile(request, [...contract.PHOTO_ZIP_TYPES, 'application/octet-stream']).body),
    { bodyLimit: contract.PHOTO_ZIP_MAX_BYTES },
  );

  addAuthedRoute(app, db, contract.applyPhotoImport, async ({ params, caller }) => imports.apply(params.importId, caller.user.id));

  addAuthedRoute(app, db, contract.photoImportReport, async ({ params, caller }) => imports.find(params.importId, caller.user.id));
}
