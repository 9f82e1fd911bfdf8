import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` every `everyMs`, the first time after `firstDelayMs`. It never keeps the process
 * alive and never overlaps itself; a failure goes to `failed`, and the next run comes as planned.
 * Answers how to stop: no other run starts, and the one under way is waited for.
 */
export function repeatEvery(
  task: () => Promise<unknown>,
  everyMs: number,
  firstDelayMs: number,
  failed: (error: unknown) => void,
): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const tick = () => {
    if (running) return;
    running = task()
      .catch(failed)
      .finally(() => (running = undefined));
  };
  let timer: NodeJS.Timeout | undefined;
  const schedule = (delayMs: number) => {
    timer = setTimeout(() => {
      if (stopped) return;
      tick();
      schedule(everyMs);
    }, delayMs);
    timer.unref();
  };
  schedule(firstDelayMs);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}

/**
 * Runs `task` every `everyMs` while `app` serves: the first time at most a minute after it is
 * ready; closing waits for a run under way and starts no other. A failure is logged as
 * `failureMessage`.
 */
export function repeatWhileServing(
  app: FastifyInstance,
  task: () => Promise<unknown>,
  everyMs: number,
  failureMessage: string,
): void {
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stop = repeatEvery(task, everyMs, Math.min(everyMs, 60_000), (error) =>
      app.log.error({ err: error }, failureMessage),
    );
  });
  app.addHook('onClose', async () => stop?.());
}
