/**
 * At most `limit` jobs at once; the rest wait in arrival order. Image jobs each take a core and
 * up to a few hundred MB, so running more of them than there are cores only adds memory.
 */
export interface Semaphore {
  run<T>(job: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

export function createSemaphore(limit: number): Semaphore {
  let active = 0;
  const queue: Array<() => void> = [];
  const release = () => {
    active -= 1;
    queue.shift()?.();
  };
  return {
    async run(job) {
      if (active >= limit) await new Promise<void>((resolve) => queue.push(resolve));
      active += 1;
      try {
        return await job();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
