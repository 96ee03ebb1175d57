import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Content-hashed files never change, so browsers keep them; index.html is checked every time. */
const HASHED = /\.[0-9a-f]{16,}\.(js|css)(\.br|\.gz)?$/;

/** Serves the built client (webpack output, which includes public/) on the API's port. */
export async function registerStatic(app: FastifyInstance, clientDir: string): Promise<void> {
  if (!fs.existsSync(clientDir)) {
    app.log.warn({ clientDir }, 'no built client: run npm run build; the API still answers');
    return;
  }
  await app.register(fastifyStatic, {
    root: clientDir,
    preCompressed: true,
    wildcard: true,
    setHeaders: (reply, file) => {
      reply.header('Cache-Control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
