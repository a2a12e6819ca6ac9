import { prefetchWhenIdle } from '../../../widget/lib/may-prefetch';

/*
 * A link's code prefetched because the link came into view is imported, so the browser evaluates
 * it: main-thread work the page itself does not need, which on a phone lands among hydration's
 * long tasks and the shopper's first taps. Such prefetches wait until the page has loaded and then
 * QUIET_MS have passed without a long task; once the page has been quiet, later ones only wait for
 * an idle moment. Hover and focus prefetch at once (use-prefetch.ts).
 */

const QUIET_MS = 5000;

export interface QuietClock {
  now(): number;
  /** Calls `run` after `ms`. */
  later(ms: number, run: () => void): void;
  /** Calls `run` once the page has loaded (at once when it has). */
  loaded(run: () => void): void;
  /** Reports the end of every long task from now on; answers how to stop. */
  longTasks(seen: (end: number) => void): () => void;
  /** Calls `run` when the browser is idle. */
  idle(run: () => void): void;
}

const browserClock: QuietClock = {
  now: () => performance.now(),
  later: (ms, run) => void setTimeout(run, ms),
  loaded: (run) => (document.readyState === 'complete' ? run() : window.addEventListener('load', run, { once: true })),
  longTasks: (seen) => {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('longtask')) return () => undefined;
    const observer = new PerformanceObserver((list) => {
      for (const task of list.getEntries()) seen(task.startTime + task.duration);
    });
    observer.observe({ type: 'longtask' });
    return () => observer.disconnect();
  },
  idle: (run) => void prefetchWhenIdle(run),
};

/** Runs the prefetches it is given once the page has been quiet (see above). */
export function quietQueue(clock: QuietClock) {
  let state: 'idle' | 'watching' | 'quiet' = 'idle';
  let waiting: (() => void)[] = [];
  let busyUntil = 0;

  function watch() {
    state = 'watching';
    const stop = clock.longTasks((end) => (busyUntil = Math.max(busyUntil, end)));
    const check = () => {
      const quietFor = clock.now() - busyUntil;
      if (quietFor < QUIET_MS) return clock.later(QUIET_MS - quietFor, check);
      stop();
      state = 'quiet';
      const runs = waiting;
      waiting = [];
      for (const run of runs) clock.idle(run);
    };
    clock.loaded(() => {
      busyUntil = Math.max(busyUntil, clock.now());
      clock.later(QUIET_MS, check);
    });
  }

  return (run: () => void): void => {
    if (state === 'quiet') return clock.idle(run);
    waiting.push(run);
    if (state === 'idle') watch();
  };
}

/** The page's queue of in-view prefetches. */
export const afterQuiet = quietQueue(browserClock);
