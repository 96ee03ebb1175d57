import type { Health, HealthProblem } from '../../../domain/contract/health';

type Parts = Pick<Health, 'database' | 'migrations' | 'disk' | 'lastBackup'>;

/**
 * What is wrong, and whether it fails the answer: the database, its migrations (not `current` while
 * it answers) and a low disk make a 503; a stale backup is a warning only, since the server still
 * serves the school well without it. Migrations are not named when the database does not answer:
 * they are then unknown, and `database` already says why.
 */
export function problemsOf(parts: Parts, backupStale: boolean): { status: Health['status']; problems: HealthProblem[] } {
  const failing: HealthProblem[] = [];
  if (parts.database !== 'ok') failing.push('database');
  else if (parts.migrations !== 'current') failing.push('migrations');
  if (parts.disk === 'low') failing.push('disk');
  return { status: failing.length ? 'failing' : 'ok', problems: backupStale ? [...failing, 'backup'] : failing };
}
