/**
 * What a load balancer, a service manager or a monitoring tool polls: no sign-in, no personal
 * data. 200 when all is well; 503 with the same body naming what is not.
 */
import { yup } from '../validation/yup';
import { defineEndpoint } from './endpoint';

/** What can be wrong, as `problems` names it. */
export const HEALTH_PROBLEMS = ['database', 'migrations', 'disk', 'backup'] as const;
export type HealthProblem = (typeof HEALTH_PROBLEMS)[number];

/** Below this many free bytes on the data or backup disk, health answers 503 naming `disk`. */
export const DISK_LOW_BYTES = 200 * 1024 * 1024;

export const healthSchema = yup.object({
  status: yup.string().required().oneOf(['ok', 'failing']),
  /** Scola's version (package.json), also shown in the app. */
  version: yup.string().required(),
  database: yup.string().required().oneOf(['ok', 'unreachable']),
  /** `pending`: this code has migrations the database lacks; `newer`: the database was migrated by a newer Scola. */
  migrations: yup.string().required().oneOf(['current', 'pending', 'newer', 'unknown']),
  /** Notices and staff mail waiting to leave, and the age in seconds of the oldest (null when none). */
  outbox: yup
    .object({ queued: yup.number().integer().required(), oldestAgeSeconds: yup.number().integer().nullable().defined() })
    .required(),
  /** When the newest verified backup was made (null: none yet, or backups are not made by Scola). */
  lastBackup: yup.string().nullable().defined(),
  disk: yup.string().required().oneOf(['ok', 'low', 'unknown']),
  /** Empty when status is ok. A stale backup is listed but does not make the answer 503. */
  problems: yup.array(yup.string().required().oneOf(HEALTH_PROBLEMS)).required(),
});
export type Health = yup.InferType<typeof healthSchema>;

export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  tag: 'Health',
  summary: 'Health and version',
  description:
    'No sign-in. 200 with `status: ok` when the database answers, its migrations are current and the disks have room; otherwise 503 with the same body, `status: failing` and `problems` naming what is wrong (`database`, `migrations`, `disk`). `backup` in `problems` (no verified backup for 48 hours) is a warning: it does not turn the answer to 503. Never cached.',
  access: 'public',
  response: healthSchema,
  errors: [503],
  example: {
    response: {
      status: 'ok',
      version: '0.2.0',
      database: 'ok',
      migrations: 'current',
      outbox: { queued: 0, oldestAgeSeconds: null },
      lastBackup: '2026-11-27T02:00:04.000Z',
      disk: 'ok',
      problems: [],
    },
  },
});

export const healthEndpoints = [getHealth];
