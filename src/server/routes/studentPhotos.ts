import type { FastifyInstance } from 'fastify';
import * as contract from '../../domain/contract/students';
import { addAuthedRoute } from '../http/contract';
import { uploadedFile } from '../http/uploads';
import { PhotoStore, StudentPhotos } from '../services/students/photos';
import type { RouteContext } from './context';

export function studentPhotoRoutes(app: FastifyInstance, { db }: RouteContext): void {
  const photos = new StudentPhotos(db, new PhotoStore(db));

  addAuthedRoute(
    app,
    db,
    contract.uploadPhoto,
    async ({ params, request, caller }) => {
      await photos.replace(caller.user.id, params.id, uploadedFile(request, contract.PHOTO_TYPES).body);
      return { hasPhoto: true };
    },
    { bodyLimit: contract.PHOTO_MAX_BYTES },
  );

  addAuthedRoute(app, db, contract.downloadPhoto, async ({ params, reply }) => {
    const image = await photos.read(params.id);
    return reply.header('Content-Type', 'image/jpeg').header('Cache-Control', 'private, max-age=300').send(image);
  });

  addAuthedRoute(app, db, contract.deletePhoto, async ({ params, caller }) => {
    await photos.remove(caller.user.id, params.id);
    return { hasPhoto: false };
  });
}
