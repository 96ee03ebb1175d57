import { useCallback, useEffect, useRef, useState } from 'react';

/** Waits before each automatic retry; after the last one the user retries by hand. */
export const RETRY_DELAYS_MS = [2_000, 5_000, 10_000, 20_000, 30_000] as const;

export type SaveStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'waiting'; retryAt: number }
  /** Every automatic retry failed; the draft still holds the marks. */
  | { state: 'offline' };

/** No answer at all: the request never reached the server, so sending it again is safe. */
export function isNetworkFailure(error: unknown): boolean {
  const status = error !== null && typeof error === 'object' ? (error as { status?: unknown }).status : undefined;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' || status === 0;
}

interface Handlers<T> {
  onSaved: (result: T) => void;
  /** Any failure but a network one (a 400, a 403...). */
  onFailed: (error: unknown) => void;
}

/**
 * Runs a save, and when the network fails runs it again after RETRY_DELAYS_MS. The save is idempotent
 * (the whole list each time), so a retry after a request that did arrive does no harm.
 */
export function useSaveWithRetry<T>(handlers: Handlers<T>) {
  const [status, setStatus] = useState<SaveStatus>({ state: 'idle' });
  const task = useRef<(() => Promise<T>) | null>(null);
  const failures = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const alive = useRef(true);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  const attempt = useCallback(async () => {
    clearTimeout(timer.current);
    if (!task.current) return;
    setStatus({ state: 'saving' });
    try {
      const result = await task.current();
      if (!alive.current) return;
      failures.current = 0;
      setStatus({ state: 'idle' });
      latest.current.onSaved(result);
    } catch (error) {
      if (!alive.current) return;
      if (!isNetworkFailure(error)) {
        failures.current = 0;
        setStatus({ state: 'idle' });
        latest.current.onFailed(error);
        return;
      }
      const delay = RETRY_DELAYS_MS[failures.current];
      failures.current += 1;
      if (delay === undefined) {
        setStatus({ state: 'offline' });
        return;
      }
      timer.current = setTimeout(() => void attempt(), delay);
      setStatus({ state: 'waiting', retryAt: Date.now() + delay });
    }
  }, []);

  const save = useCallback(
    (send: () => Promise<T>) => {
      task.current = send;
      failures.current = 0;
      void attempt();
    },
    [attempt],
  );

  const retryNow = useCallback(() => void attempt(), [attempt]);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  return { status, save, retryNow };
}
