import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { endpoints } from '../domain/contract';
import type { Config } from './config';
import type { Database } from './db/schema';
import { registerDocs } from './http/docs';
import { registerAfterResponse } from './http/afterResponse';
import { registerErrorHandling, send } from './http/errors';
import { redactingLogger, RequestLog } from './http/logging';
import { languageOf, translate } from './i18n';
import { registerJsonParser } from './http/json';
import { registerFileBodies } from './http/uploads';
import { registerStatic } from './http/static';
import { registerXsrf } from './http/xsrf';
import { databaseRateLimitStore } from './http/rateLimitStore';
import { absenceRoutes } from './routes/absences';
import { authRoutes } from './routes/auth';
import { disciplineRoutes } from './routes/discipline';
import { auditRoutes } from './routes/audit';
import { backupRoutes } from './routes/backups';
import { markRoutes } from './routes/marks';
import { sheetRoutes } from './routes/sheets';
import { registrationRoutes } from './routes/registrations';
import { reportCardRoutes } from './routes/reportCards';
import { settingsRoutes } from './routes/settings';
import { statisticsRoutes } from './routes/statistics';
import { dashboardRoutes } from './routes/dashboard';
import { structureRoutes } from './routes/structure';
import { studentExportRoutes } from './routes/studentExport';
import { studentImportRoutes } from './routes/studentImport';
import { studentPhotoImportRoutes } from './routes/studentPhotoImport';
import { studentPhotoRoutes } from './routes/studentPhotos';
import { schoolLogoRoutes } from './routes/schoolLogo';
import { studentRoutes } from './routes/students';
import { teacherPresenceRoutes } from './routes/teacherPresences';
import { teacherStatementRoutes } from './routes/teacherStatements';
import { financeRoutes } from './routes/finance';
import { messageRoutes } from './routes/messages';
import { studentCardRoutes } from './routes/studentCards';
import { timetableImportRoutes } from './routes/timetableImport';
import { timetableRoutes } from './routes/timetables';
import { userRoutes } from './routes/users';
import { guardianNoticeRoutes } from './routes/guardianNotices';
import { healthRoutes, type HealthOptions } from './routes/health';
import { QueuedMailer, type MailSender } from './services/shared/mailer';
import { noticeSenderFor, staffMailKeyFor } from './services/messages/notices/fromConfig';
import type { NoticeSender } from './services/messages/notices/sender';

declare module 'fastify' {
  interface FastifyInstance {
    noticeSender: NoticeSender;
  }
}

export interface AppOptions {
  config: Config;
  db: Kysely<Database>;
  logger?: FastifyServerOptions['logger'];
  /** Tests pass their own; otherwise staff mail goes through the notices' queue (with SMTP configured). */
  mailer?: MailSender;
  /**
   * The notices' sender; one from the settings otherwise. buildApp never starts it (main.ts does,
   * tests start their own) and the app's close stops it.
   */
  noticeSender?: NoticeSender;
  /** Tests pass their own backups' side of the health answer, or their own disk reading. */
  health?: Partial<HealthOptions>;
}

/** Builds the whole server without listening: main.ts listens, tests call it over HTTP. */
export async function buildApp({ config, db, logger = false, mailer, noticeSender, health }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: redactingLogger(logger),
    // One line per request, quieter for the client's files and the polls.
    logController: new RequestLog(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // The router's own limit answered a long path parameter with a 414 of its own, quoting the
    // path; node already bounds a request line (16 KB), so every parameter reaches its contract.
    routerOptions: { maxParamLength: 16 * 1024 },
    frameworkErrors: (error, request, reply) => {
      request.log.info({ err: error }, 'request refused by the router');
      return send(reply, 400, translate(languageOf(request.headers['accept-language']), 'errors.badRequest'));
    },
  });

  registerErrorHandling(app);
  registerJsonParser(app);
  registerAfterResponse(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Emotion (MUI) writes its styles into <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        // The print buttons load the PDF they fetched into a hidden frame as a blob: URL and print
        // that frame (client/api/files.ts). No page of the app can be framed (frame-ancestors), so
        // 'self' would add nothing; child-src stays unset so workers keep default-src.
        frameSrc: ['blob:'],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The site is served over plain HTTP on a school's LAN as often as over HTTPS.
    hsts: false,
  });
  await app.register(cookie);
  await app.register(formbody);
  // Counted in the database, so that several processes on one database share each limit.
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db) });

  const exempt = new Set(endpoints.filter((endpoint) => endpoint.xsrfExempt).map((endpoint) => `${endpoint.method} ${endpoint.path}`));
  registerXsrf(app, exempt);
  registerFileBodies(app);

  const sender = noticeSender ?? noticeSenderFor(db, config, app.log);
  app.decorate('noticeSender', sender);
  app.addHook('onClose', () => sender.stop());
  const staffMail = mailer ?? new QueuedMailer(db, app.log, staffMailKeyFor(config), () => sender.wake());
  const context = { db, config, mailer: staffMail, noticeSender: sender };
  await app.register(async (api) => {
    authRoutes(api, context);
    userRoutes(api, context);
    statisticsRoutes(api, context);
    dashboardRoutes(api, context);
    structureRoutes(api, context);
    settingsRoutes(api, context);
    schoolLogoRoutes(api, context);
    studentRoutes(api, context);
    studentPhotoRoutes(api, context);
    studentPhotoImportRoutes(api, context);
    studentExportRoutes(api, context);
    studentImportRoutes(api, context);
    registrationRoutes(api, context);
    auditRoutes(api, context);
    markRoutes(api, context);
    sheetRoutes(api, context);
    reportCardRoutes(api, context);
    absenceRoutes(api, context);
    disciplineRoutes(api, context);
    timetableRoutes(api, context);
    timetableImportRoutes(api, context);
    teacherPresenceRoutes(api, context);
    teacherStatementRoutes(api, context);
    financeRoutes(api, context);
    messageRoutes(api, context);
    studentCardRoutes(api, context);
    guardianNoticeRoutes(api, context);
    healthRoutes(api, context, {
      // Read at each poll: backupRoutes below decorates the app before it takes a request.
      backups: () => app.backups.freshness(),
      ...health,
    });
  });
  // On the root, not in the routes' context: main.ts starts the backup schedule through `app.backups`.
  backupRoutes(app, context);
  await registerDocs(app);
  await registerStatic(app, config.clientDir);
  return app;
}
