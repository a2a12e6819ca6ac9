import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { startPoller } from './poller';

const log = pino({ level: 'silent' });
const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));

/** A pass that waits until released, counting how often it ran. */
function gatedPass() {
  const state = { runs: 0, release: null as (() => void) | null };
  const pass = () => {
    state.runs += 1;
    return new Promise<void>((resolve) => (state.release = resolve));
  };
  return { state, pass, release: () => state.release?.() };
}

describe('poller', () => {
  it('runs one pass at a time, and a wake during a pass brings one more pass at once (no lost wake-up)', async () => {
    const gate = gatedPass();
    const poller = startPoller(gate.pass, 3_600_000, log, 'test');
    await tick();
    expect(gate.state.runs).toBe(1);
    poller.wake();
    poller.wake();
    expect(gate.state.runs, 'never two passes at once').toBe(1);
    gate.release();
    await tick(5);
    expect(gate.state.runs, 'one more pass for the wakes during the first').toBe(2);
    gate.release();
    await tick(5);
    expect(gate.state.runs, 'then it waits for the next poll').toBe(2);
    await poller.stop();
  });

  it('keeps polling after a pass failed', async () => {
    let runs = 0;
    const poller = startPoller(
      async () => {
        runs += 1;
        if (runs === 1) throw new Error('database away');
      },
      5,
      log,
      'test',
    );
    await tick(60);
    expect(runs).toBeGreaterThan(2);
    await poller.stop();
  });

  it('tells when its last pass ended and when the last one succeeded', async () => {
    let fail = false;
    const poller = startPoller(
      async () => {
        if (fail) throw new Error('database away');
      },
      3_600_000,
      log,
      'test',
      { firstAfterMs: 3_600_000 },
    );
    expect(poller.runs()).toEqual({ lastEnded: null, lastSucceeded: null });
    await poller.flush();
    const ok = poller.runs();
    expect(ok.lastSucceeded).toBeInstanceOf(Date);
    expect(ok.lastEnded).toEqual(ok.lastSucceeded);
    await tick(5);
    fail = true;
    await poller.flush();
    const failed = poller.runs();
    expect(failed.lastSucceeded, 'a failed pass is no success').toEqual(ok.lastSucceeded);
    expect(failed.lastEnded!.getTime()).toBeGreaterThan(ok.lastEnded!.getTime());
    await poller.stop();
  });

  it('flush waits for the pass in flight and then runs a whole pass of its own', async () => {
    const gate = gatedPass();
    const poller = startPoller(gate.pass, 3_600_000, log, 'test');
    await tick();
    let flushed = false;
    const flushing = poller.flush().then(() => (flushed = true));
    gate.release();
    await tick(5);
    expect(gate.state.runs).toBe(2);
    expect(flushed, 'not before its own pass ended').toBe(false);
    gate.release();
    await flushing;
    await poller.stop();
  });

  it('stop lets the pass in flight finish and starts no other', async () => {
    const gate = gatedPass();
    const poller = startPoller(gate.pass, 1, log, 'test');
    await tick();
    let stopped = false;
    const stopping = poller.stop().then(() => (stopped = true));
    await tick(5);
    expect(stopped).toBe(false);
    gate.release();
    await stopping;
    poller.wake();
    await tick(10);
    expect(gate.state.runs).toBe(1);
  });

  it('waits firstAfterMs before its first pass when asked (a sweep need not run at every start)', async () => {
    const gate = gatedPass();
    const poller = startPoller(gate.pass, 3_600_000, log, 'test', { firstAfterMs: 30 });
    await tick(5);
    expect(gate.state.runs).toBe(0);
    await tick(40);
    expect(gate.state.runs).toBe(1);
    gate.release();
    await poller.stop();
  });
});
