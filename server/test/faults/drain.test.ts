import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpCatcher } from '../smtp-catcher';
import { HttpShopper } from './http-shopper';
import { freshServerData, startServer } from './server-process';

/*
 * A deploy stops a process with SIGTERM. It drains first: /api/health/ready answers 503 at once
 * (the proxy sends it no new visitors), and it serves what still comes for DRAIN_MS; its jobs take
 * no new work, and the try in flight finishes, or is handed back when it does not in time and done
 * by the next process: each mail sent once. On the embedded default, the three processes one after
 * the other on the same data, as a restart on one machine.
 */

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.toReversed()) await cleanup();
});

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

const DRAIN_MS = 3_000;
/** main.ts's CLOSE_MS: what the close after the drain may take before the process gives up with 1. */
const CLOSE_MS = 10_000;

const recipients = (inbox: { to: string[] }[]) => inbox.map((mail) => mail.to.join());

describe('SIGTERM drains', () => {
  it('turns ready to 503 at once, serves during the drain, finishes or hands back its mail, and exits 0', async () => {
    const smtp = await startSmtpCatcher();
    cleanups.push(() => smtp.close());
    // No print worker: the mail is the job this test follows.
    const env = { ...freshServerData(cleanups), SMTP_URL: smtp.url, PRINT_WORKER_POLL_MS: '0' };

    // A mail server that takes a second to accept, while the process drains: the mail is sent, once.
    let server = await startServer({ ...env, DRAIN_MS: String(DRAIN_MS) });
    cleanups.push(async () => void (await server.stop()));
    const first = new HttpShopper(() => server.base);
    await first.readyToConfirm('first@example.li');
    const slow = smtp.hold();
    await first.confirmed();
    await slow.arrived;
    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    await pause(200);
    expect((await fetch(`${server.base}/api/health/ready`)).status, 'ready answers 503 once draining').toBe(503);
    expect((await fetch(`${server.base}/api/health`)).status, 'the process is still alive and well').toBe(200);
    slow.release();
    await pause(DRAIN_MS - 1_000);
    // A visitor still sent here (the proxy has not noticed yet) is served, on a new connection.
    const late = await fetch(`${server.base}/api/config/canvas/product`, { headers: { connection: 'close' } });
    expect(late.status, 'a request during the drain is served').toBe(200);
    expect(await server.exited, server.stderr()).toBe(0);
    const took = Date.now() - stoppedAt;
    expect(took, 'it served for the whole drain').toBeGreaterThanOrEqual(DRAIN_MS);
    expect(took, 'and then closed in time').toBeLessThan(DRAIN_MS + CLOSE_MS);
    expect(recipients(smtp.inbox)).toEqual(['first@example.li']);

    // A mail server that never answers: at the end of its grace the mail is handed back, its connection closed unaccepted.
    server = await startServer({ ...env, DRAIN_MS: '1000' });
    const second = new HttpShopper(() => server.base);
    await second.readyToConfirm('second@example.li');
    const stuck = smtp.hold();
    await second.confirmed();
    await stuck.arrived;
    server.child.kill('SIGTERM');
    expect(await server.exited, server.stderr()).toBe(0);
    stuck.release();
    expect(recipients(smtp.inbox), 'the handed-back mail was not accepted').toEqual(['first@example.li']);

    // The next process sends the handed-back mail at once (no back-off), and the first one not again.
    server = await startServer(env);
    for (const until = Date.now() + 15_000; smtp.inbox.length < 2 && Date.now() < until;) await pause(100);
    await pause(1_000);
    expect(recipients(smtp.inbox).toSorted()).toEqual(['first@example.li', 'second@example.li']);
    expect(await server.stop(), server.stderr()).toBe(0);
  }, 120_000);
});
