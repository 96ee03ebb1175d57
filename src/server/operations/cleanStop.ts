/**
 * The clean stop (SIGTERM from a service manager, SIGINT from Ctrl-C): no new connection is
 * taken, the requests in flight finish (the connections still busy after GRACE_MS are cut), every
 * background worker stops through its onClose hook (the notices' sender records or releases what
 * it claimed), the database is closed (SQLite folds its WAL into the file), and the process exits 0.
 */
import type { FastifyInstance } from 'fastify';

export interface CleanStopOptions {
  /** How long requests in flight may take to finish before their connections are cut. */
  graceMs?: number;
  /** Past this, the stop has hung (a worker that never ends): the process exits 1 rather than lingering. */
  hardLimitMs?: number;
  closeDatabase: () => Promise<void>;
  exit?: (code: number) => void;
}

export const GRACE_MS = 10_000;

/** Stops the app as described above on the first SIGTERM or SIGINT; the ones after it are ignored. */
export function stopCleanlyOnSignals(app: FastifyInstance, options: CleanStopOptions): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    // npm passes a terminal's Ctrl-C on to its script, which got it already: the second is no hurry.
    if (stopping) return app.log.info({ signal }, 'already stopping');
    stopping = true;
    void stopCleanly(app, signal, options);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

export async function stopCleanly(
  app: FastifyInstance,
  signal: string,
  { graceMs = GRACE_MS, hardLimitMs = graceMs + 20_000, closeDatabase, exit = (code) => process.exit(code) }: CleanStopOptions,
): Promise<void> {
  app.log.info({ signal, graceMs }, 'stopping: finishing the requests in flight');
  const cut = setTimeout(() => {
    app.log.warn('requests still running at the end of the grace period: their connections are closed');
    app.server.closeAllConnections();
  }, graceMs);
  const hung = setTimeout(() => {
    app.log.error({ hardLimitMs }, 'the stop did not finish in time: exiting anyway');
    exit(1);
  }, hardLimitMs);
  // Node reaps the connections idle at the close, not those that go idle after it (a keep-alive
  // connection whose request was in flight would linger until its time-out): reap them as they do.
  const reap = setInterval(() => app.server.closeIdleConnections(), 100);
  cut.unref();
  hung.unref();
  let code = 0;
  try {
    await app.close();
  } catch (error) {
    app.log.error({ err: error }, 'closing the server failed');
    code = 1;
  }
  try {
    await closeDatabase();
  } catch (error) {
    app.log.error({ err: error }, 'closing the database failed');
    code = 1;
  }
  clearInterval(reap);
  clearTimeout(cut);
  clearTimeout(hung);
  app.log.info({ code }, 'stopped');
  exit(code);
}
