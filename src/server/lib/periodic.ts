import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` every `everyMs` while `app` serves: the first time at most a minute after it is
 * ready; closing waits for a run under way and starts no other. It never keeps the process
 * alive and never overlaps itself; a failure is logged as `failureMessage`, and the next run
 * comes as planned.
 */
export function repeatWhileServing(
  app: FastifyInstance,
  task: () => Promise<unknown>,
  everyMs: number,
  failureMessage: string,
): void {
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = task()
      .catch((error: unknown) => app.log.error({ err: error }, failureMessage))
      .finally(() => (running = undefined));
  };
  let timer: NodeJS.Timeout | undefined;
  const schedule = (delayMs: number) => {
    timer = setTimeout(() => {
      tick();
      schedule(everyMs);
    }, delayMs);
    timer.unref();
  };
  app.addHook('onReady', async () => schedule(Math.min(everyMs, 60_000)));
  app.addHook('onClose', async () => {
    clearTimeout(timer);
    await running;
  });
}
