import type { FastifyInstance } from 'fastify';
import * as contract from '../../domain/contract/schoolLogo';
import { addAuthedRoute } from '../http/contract';
import { uploadedFile } from '../http/uploads';
import { PhotoStore } from '../services/students/photos';
import { SchoolLogo } from '../services/tools/schoolLogo';
import type { RouteContext } from './context';

export function schoolLogoRoutes(app: FastifyInstance, { db }: RouteContext): void {
  const logo = new SchoolLogo(db, new PhotoStore(db));

  addAuthedRoute(
    app,
    db,
    contract.uploadLogo,
    async ({ request, caller }) => {
      await logo.replace(caller.user.id, uploadedFile(request, contract.LOGO_TYPES).body);
      return { hasLogo: true };
    },
    { bodyLimit: contract.LOGO_MAX_BYTES },
  );

  addAuthedRoute(app, db, contract.downloadLogo, async ({ reply }) => {
    const image = await logo.read();
    return reply.header('Content-Type', 'image/jpeg').header('Cache-Control', 'private, max-age=300').send(image);
  });

  addAuthedRoute(app, db, contract.deleteLogo, async ({ caller }) => {
    await logo.remove(caller.user.id);
    return { hasLogo: false };
  });
}
