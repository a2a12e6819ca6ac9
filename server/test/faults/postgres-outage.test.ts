import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type EmbeddedPostgres, processRuns, runningPostmaster, startEmbeddedPostgres } from '../../db/embedded-postgres';
import { canvasInNewBasket } from './http-shopper';
import { freePort, startServer } from './server-process';

/*
 * PostgreSQL stopped (immediate shutdown, as in a crash) under a light load of calls that query it
 * on every request: while it is down every answer is a prompt 503 in the one error shape with
 * Retry-After, /api/health says so too, and once it is back the same server answers again without
 * a restart. Runs on a PostgreSQL server of its own (from the embedded-postgres binaries, as the
 * shop's default), given to the shop as DATABASE_URL so that the shop does not restart it itself.
 */

interface Answer {
  call: string;
  startedAt: number;
  ms: number;
  status: number;
  retryAfter: string | null;
  body: unknown;
}

/** How fast a 503 must come while the database is down. */
const PROMPT_MS = 3_000;
/** Longer than any answer may take: a request still open then counts as hanging (status 0). */
const HANG_MS = 8_000;

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.toReversed()) await cleanup();
});

/** A crash of the server: immediate shutdown (SIGQUIT to the postmaster), waited for. */
async function crash(dir: string) {
  const pid = runningPostmaster(path.join(dir, 'data'));
  if (pid === null) throw new Error('no server runs to crash');
  process.kill(pid, 'SIGQUIT');
  while (processRuns(pid)) await new Promise((r) => setTimeout(r, 50));
}

describe('PostgreSQL outage', () => {
  it('answers 503 in the error shape while PostgreSQL is down and recovers by itself when it returns', async () => {
    const postgresDir = mkdtempSync(path.join(tmpdir(), 'printshop-outage-postgres-'));
    const start = async () => startEmbeddedPostgres(postgresDir, { fsync: false, port });
    const port = await freePort();
    let cluster: EmbeddedPostgres = await start();
    cleanups.push(async () => {
      await cluster.stop();
      rmSync(postgresDir, { recursive: true, force: true });
    });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'printshop-outage-data-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    // Load shedding off: its 503 on a busy test machine must not pass for the database's.
    const server = await startServer({ DATABASE_URL: cluster.url, DATA_DIR: dataDir, LOAD_MAX_EVENT_LOOP_DELAY_MS: '0' });
    cleanups.push(() => void server.child.kill('SIGKILL'));
    const { base } = server;

    // A basket (cookie) so that the calls below read it from the database on every request.
    const { cookie, basketItemId } = await canvasInNewBasket(base);
    const calls: Record<string, RequestInit & { path: string }> = {
      count: { path: '/api/basket/count', headers: { cookie } },
      item: { path: `/api/config/basketitem/${basketItemId}`, headers: { cookie } },
      // (The price check is no such call: it prices from the cached catalogue and keeps working.)
      basket: { path: '/api/basket', headers: { cookie } },
      health: { path: '/api/health' },
    };
    const ask = async (call: string): Promise<Answer> => {
      const { path: url, ...init } = calls[call]!;
      const startedAt = Date.now();
      try {
        const response = await fetch(base + url, { ...init, signal: AbortSignal.timeout(HANG_MS) });
        const body: unknown = await response.json();
        return { call, startedAt, ms: Date.now() - startedAt, status: response.status, retryAfter: response.headers.get('retry-after'), body };
      } catch {
        return { call, startedAt, ms: Date.now() - startedAt, status: 0, retryAfter: null, body: null };
      }
    };

    const answers: Answer[] = [];
    const loadDone = new AbortController();
    const load = Object.keys(calls).map(async (call) => {
      while (!loadDone.signal.aborted) {
        answers.push(await ask(call));
        await new Promise((r) => setTimeout(r, 50));
      }
    });

    await new Promise((r) => setTimeout(r, 1_000));
    const stoppingAt = Date.now();
    await crash(postgresDir);
    const downAt = Date.now();
    await new Promise((r) => setTimeout(r, 5_000));
    const upAt = Date.now();
    cluster = await start();

    // Recovery: every call answers 200 again within 10 s of PostgreSQL's return.
    let recoveredAt: number | null = null;
    while (Date.now() - upAt < 10_000) {
      const round = await Promise.all(Object.keys(calls).map(ask));
      if (round.every((a) => a.status === 200)) {
        recoveredAt = Date.now();
        break;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    loadDone.abort();
    await Promise.all(load);

    expect(recoveredAt, 'every call answers 200 within 10 s of PostgreSQL returning, without a server restart').not.toBeNull();
    expect(server.child.exitCode, 'the server process is still the one started').toBeNull();
    const before = answers.filter((a) => a.startedAt + a.ms < stoppingAt);
    expect(before.length).toBeGreaterThan(4);
    for (const a of before) expect(a.status, `${a.call} before the outage`).toBe(200);

    // Calls made early enough in the outage that a prompt answer must have come before PostgreSQL returned.
    const whileDown = answers.filter((a) => a.startedAt >= downAt && a.startedAt < upAt - PROMPT_MS);
    expect(new Set(whileDown.map((a) => a.call)), 'every call was made while PostgreSQL was down').toEqual(new Set(Object.keys(calls)));
    for (const a of whileDown) {
      expect(a.status, `${a.call} while PostgreSQL is down`).toBe(503);
      if (a.call !== 'health') expect(a.retryAfter, `${a.call} Retry-After`).toMatch(/^\d+$/);
      expect(a.body, `${a.call} body`).toEqual({ error: { code: 'service_unavailable', message: expect.any(String) } });
      expect(a.ms, `${a.call} answers promptly`).toBeLessThan(PROMPT_MS);
    }
    // Around the stop and the restart a call may still succeed or already fail, but only ever as 200 or a prompt 503.
    for (const a of answers) {
      expect([200, 503], `${a.call} at ${a.startedAt - downAt} ms from the stop`).toContain(a.status);
      expect(a.ms, `${a.call} at ${a.startedAt - downAt} ms from the stop`).toBeLessThan(HANG_MS);
    }
  }, 120_000);
});
