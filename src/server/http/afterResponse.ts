import type { FastifyInstance, FastifyRequest } from 'fastify';

type Task = () => Promise<void>;

const pending = new WeakMap<FastifyRequest, Task[]>();

/**
 * Work a request causes but its answer must not wait for, nor reveal by its duration (the
 * password reset answers the same, as fast, whether or not the account exists): it starts once
 * the answer has been sent, and a failure is logged, never answered.
 */
export function afterResponse(request: FastifyRequest, task: Task): void {
  const tasks = pending.get(request);
  if (tasks) tasks.push(task);
  else pending.set(request, [task]);
}

export function registerAfterResponse(app: FastifyInstance): void {
  app.addHook('onResponse', async (request) => {
    const tasks = pending.get(request);
    if (!tasks) return;
    pending.delete(request);
    for (const task of tasks) task().catch((error: unknown) => request.log.error({ err: error }, 'work after the answer failed'));
  });
}
