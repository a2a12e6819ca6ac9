import type { FastifyBaseLogger } from 'fastify';

export interface Poller {
  /** Looks for due work now (after an order, a new mail) instead of at the next poll. */
  wake(): void;
  /** Runs one pass after any pass in flight, and waits for it (tests; draining before a stop). */
  flush(): Promise<void>;
  /** Stops polling, letting the pass in flight finish. */
  stop(): Promise<void>;
  /** When the last pass ended, and the last one that did not fail (metrics: a job that stopped working). */
  runs(): PollerRuns;
}

export interface PollerRuns {
  lastEnded: Date | null;
  lastSucceeded: Date | null;
}

/**
 * Runs `pass` at most once at a time: first after options.firstAfterMs (0), then every pollMs after
 * the previous pass ended, and at once when woken. A pass that throws (the database is away) is logged and tried again at the next poll.
 */
export function startPoller(
  pass: () => Promise<unknown>,
  pollMs: number,
  log: FastifyBaseLogger,
  what: string,
  options: { firstAfterMs?: number } = {},
): Poller {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  // Woken during a pass, which may have looked already: one more pass follows at once.
  let again = false;
  // The wall clock, not the app's: an operator compares these with the time of the metrics' scrape.
  const runs: PollerRuns = { lastEnded: null, lastSucceeded: null };
  const cycle = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    if (timer) clearTimeout(timer);
    timer = null;
    running = pass()
      .then(
        () => {
          runs.lastSucceeded = new Date();
        },
        (error: unknown) => log.error({ err: error }, `${what} unavailable`),
      )
      .finally(() => {
        runs.lastEnded = new Date();
        running = null;
        const soon = again;
        again = false;
        if (!stopped) timer = setTimeout(() => void cycle(), soon ? 0 : pollMs);
      });
    return running;
  };
  // Queues (mail, print jobs) look at once, for work left by a stopped process; a sweep may wait.
  timer = setTimeout(() => void cycle(), options.firstAfterMs ?? 0);
  return {
    wake: () => {
      if (!stopped) void cycle();
    },
    flush: async () => {
      // A pass may end by scheduling the one a wake asked for: wait until none is in flight.
      for (let current = running; current; current = running) await current;
      if (!stopped) await cycle();
    },
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
    runs: () => ({ ...runs }),
  };
}
