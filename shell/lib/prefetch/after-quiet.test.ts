import { describe, expect, it } from 'vitest';
import { quietQueue, type QuietClock } from './after-quiet';

/** A page whose time, load, long tasks and idle moments the test moves. */
function fakePage() {
  let now = 0;
  let timers: { at: number; run: () => void }[] = [];
  let onLoad: (() => void) | null = null;
  let seen: ((end: number) => void) | null = null;
  const idle: (() => void)[] = [];
  const clock: QuietClock = {
    now: () => now,
    later: (ms, run) => void timers.push({ at: now + ms, run }),
    loaded: (run) => void (onLoad = run),
    longTasks: (report) => {
      seen = report;
      return () => (seen = null);
    },
    idle: (run) => void idle.push(run),
  };
  return {
    clock,
    load: () => onLoad?.(),
    longTask: (start: number, duration: number) => seen?.(start + duration),
    /** Moves time on, running the timers that fall due, and then the idle callbacks. */
    advance(ms: number) {
      const until = now + ms;
      for (let due = timers.find((t) => t.at <= until); due; due = timers.find((t) => t.at <= until)) {
        timers = timers.filter((t) => t !== due);
        now = due.at;
        due.run();
      }
      now = until;
      for (const run of idle.splice(0)) run();
    },
    watching: () => seen !== null,
  };
}

describe('in-view prefetches after a quiet page', () => {
  it('wait for the load and then five seconds', () => {
    const page = fakePage();
    const ran: string[] = [];
    const queue = quietQueue(page.clock);
    queue(() => ran.push('a'));
    queue(() => ran.push('b'));
    page.advance(10_000);
    expect(ran).toEqual([]);
    page.load();
    page.advance(4_999);
    expect(ran).toEqual([]);
    page.advance(1);
    expect(ran).toEqual(['a', 'b']);
    expect(page.watching()).toBe(false);
  });

  it('wait five seconds after the last long task', () => {
    const page = fakePage();
    const ran: string[] = [];
    const queue = quietQueue(page.clock);
    queue(() => ran.push('a'));
    page.load();
    page.advance(3_000);
    page.longTask(3_000, 400);
    page.advance(2_000);
    expect(ran).toEqual([]);
    page.advance(3_399);
    expect(ran).toEqual([]);
    page.advance(1);
    expect(ran).toEqual(['a']);
  });

  it('run at the next idle moment once the page has been quiet', () => {
    const page = fakePage();
    const ran: string[] = [];
    const queue = quietQueue(page.clock);
    queue(() => ran.push('a'));
    page.load();
    page.advance(5_000);
    queue(() => ran.push('later'));
    expect(ran).toEqual(['a']);
    page.advance(0);
    expect(ran).toEqual(['a', 'later']);
  });
});
