/**
 * At most `slots` tasks at a time; the others wait their turn in order. Used to bound how many
 * pictures a process decodes and encodes at once, whatever the number of requests.
 */
export function createSemaphore(slots: number) {
  if (!Number.isInteger(slots) || slots < 1) throw new Error('a semaphore needs 1 slot or more');
  let running = 0;
  const waiting: (() => void)[] = [];

  const acquire = async () => {
    if (running < slots) {
      running++;
      return;
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    // The slot passes straight to the next task: `running` stays the same.
    if (next) next();
    else running--;
  };

  return {
    slots,
    /** Runs `task` once a slot is free; the slot is freed when it settles. */
    async run<T>(task: () => Promise<T>): Promise<T> {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    /** Tasks running and waiting now. */
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
export type Semaphore = ReturnType<typeof createSemaphore>;

/**
 * Pictures processed at once by this process, shared by every request; each upload processes
 * its own pictures one after another, so two uploads run side by side and a third waits.
 * Decoding a 12-megapixel photo and encoding its sizes keeps both cores busy for about half a
 * second and takes about 100 MB for a moment; the bound keeps memory flat however many
 * pictures arrive (docs/decisions/031).
 */
export const pictureSlots = createSemaphore(2);
