import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import * as contract from '../../domain/contract/backups';
import { attachment } from '../http/attachment';
import { addAuthedRoute } from '../http/contract';
import { audit } from '../services/shared/audit';
import { BackupService } from '../operations/backups/service';
import type { RouteContext } from './context';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's backups: main.ts starts their schedule after listening; the app's close stops it. */
    backups: BackupService;
  }
}

export function backupRoutes(app: FastifyInstance, { db, config }: RouteContext): void {
  const backups = new BackupService({ db, config, log: app.log });
  app.decorate('backups', backups);
  app.addHook('onClose', () => backups.stop());

  addAuthedRoute(app, db, contract.getBackups, () => backups.state());

  addAuthedRoute(app, db, contract.startBackup, async ({ caller }) => {
    const { name } = await backups.start('manual');
    await db.transaction().execute((trx) => audit(trx, { userId: caller.user.id, action: 'create', entity: 'backup', entityId: name }));
    return backups.state();
  });

  addAuthedRoute(app, db, contract.verifyBackup, ({ params }) => backups.verify(params.name));

  addAuthedRoute(app, db, contract.downloadBackup, async ({ params, caller, reply }) => {
    const file = await backups.file(params.name);
    const { size } = await stat(file);
    // Who took a copy of every record away, and which one.
    await db
      .transaction()
      .execute((trx) =>
        audit(trx, { userId: caller.user.id, action: 'update', entity: 'backup', entityId: params.name, after: { downloaded: true } }),
      );
    reply.headers({
      'Content-Type': 'application/octet-stream',
      'Content-Disposition': attachment(params.name),
      'Content-Length': String(size),
      'Cache-Control': 'private, no-store',
    });
    return reply.send(createReadStream(file));
  });
}
