/**
 * Runs `task` every `intervalMs` (the first time after at most a minute) until `stop`. It never
 * keeps the process alive and never overlaps itself; a failure goes to `onError`, and the next
 * run comes as planned.
 */
export function runPeriodically(
  task: () => Promise<unknown>,
  intervalMs: number,
  onError: (error: unknown) => void,
) {
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = task()
      .catch(onError)
      .finally(() => (running = undefined));
  };
  const first = setTimeout(tick, Math.min(intervalMs, 60_000));
  const timer = setInterval(tick, intervalMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
