import { describe, expect, it } from 'vitest';
import { createSemaphore } from './semaphore';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('createSemaphore', () => {
  it('runs at most `slots` tasks at a time, in the order they came', async () => {
    const semaphore = createSemaphore(2);
    let active = 0;
    let peak = 0;
    const started: number[] = [];
    const tasks = Array.from({ length: 7 }, (_, index) =>
      semaphore.run(async () => {
        started.push(index);
        active++;
        peak = Math.max(peak, active);
        await tick();
        active--;
        return index * 10;
      }),
    );
    expect(semaphore.running).toBe(2);
    expect(semaphore.waiting).toBe(5);
    expect(await Promise.all(tasks)).toEqual([0, 10, 20, 30, 40, 50, 60]);
    expect(peak).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(semaphore.running).toBe(0);
  });

  it('frees the slot of a task that fails', async () => {
    const semaphore = createSemaphore(1);
    await expect(semaphore.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await semaphore.run(async () => 'next')).toBe('next');
    expect(semaphore.running).toBe(0);
  });

  it('refuses a semaphore without slots', () => {
    expect(() => createSemaphore(0)).toThrow();
  });
});
