import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { repeatWhileServing } from './periodic';

describe('repeatWhileServing', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs from ready until close, never two at once, and logs a failure without stopping', async () => {
    vi.useFakeTimers();
    const app = Fastify();
    const errors: unknown[] = [];
    vi.spyOn(app.log, 'error').mockImplementation((...args: unknown[]) => errors.push(args));
    let runs = 0;
    let finish: (() => void) | undefined;
    repeatWhileServing(
      app,
      async () => {
        runs++;
        if (runs === 1) throw new Error('first run fails');
        await new Promise<void>((resolve) => (finish = resolve));
      },
      1000,
      'task failed',
    );
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(0);

    await app.ready();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(1);
    expect(errors).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    // The second run has not finished: the ticks meanwhile start nothing.
    await vi.advanceTimersByTimeAsync(3000);
    expect(runs).toBe(2);

    const closed = app.close();
    finish?.();
    await closed;
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(2);
  });
});
