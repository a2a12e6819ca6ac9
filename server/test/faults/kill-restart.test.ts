import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { getProduct, getTemplates } from '../../../shared/api/config';
import { checkConfiguration, imageDesign } from '../../../shared/domain';
import { createScratchPostgres, testDatabaseKind } from '../test-database';

/*
 * The server killed with SIGKILL in the middle of a burst of basket writes, then started again on
 * the same data: every write a client saw acknowledged must be there, with what was sent, and no
 * basket holds more than its clients tried to add. On PGlite (its data folder, fsync on) and on
 * PostgreSQL (server-postgres project).
 */

const serverMain = fileURLToPath(new URL('../../main.ts', import.meta.url));
const CLIENTS = 6;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = fork(serverMain, [], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', PUBLIC_URL: base, DIST_DIR: '/nonexistent-dist' },
    execArgv: ['--import', 'tsx'],
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) return { child, base };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not come up');
}

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.toReversed()) await cleanup();
});

interface Client {
  cookie: string | null;
  acknowledged: Map<number, number>;
  attempted: number;
}

describe('kill -9 under load', () => {
  it('loses no acknowledged basket write and leaves no half-written basket', async () => {
    const env: Record<string, string> = {};
    if (testDatabaseKind === 'postgres') {
      const scratch = await createScratchPostgres();
      cleanups.push(() => scratch.drop());
      env.DATABASE_URL = scratch.url;
    } else {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'printshop-kill-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      env.DATA_DIR = dataDir;
    }
    let server = await startServer(env);
    cleanups.push(() => void server.child.kill('SIGKILL'));

    const canvas = getProduct.response.parse(await (await fetch(`${server.base}/api/config/canvas/product`)).json());
    const template = getTemplates.response.parse(await (await fetch(`${server.base}/api/config/templates`)).json())[0]!;
    const check = checkConfiguration(canvas, canvas.defaultConfiguration, 1, new Date());
    const area = check.printAreas[0]!;
    const design = { [area.id]: imageDesign(area, [{ orig: { id: `template:${template.id}`, width: template.width, height: template.height }, src: template.url }], null) };
    const body = (quantity: number) => JSON.stringify({ productId: 'canvas', instruction: { version: 2, configuration: check.configuration }, design, quantity });

    const clients: Client[] = Array.from({ length: CLIENTS }, () => ({ cookie: null, acknowledged: new Map(), attempted: 0 }));
    const state = { killed: false };
    const load = clients.map(async (client) => {
      // Until the kill (set from outside this loop, while its requests are in flight).
      for (let quantity = 1; !state.killed; quantity += 1) {
        client.attempted += 1;
        try {
          const response = await fetch(`${server.base}/api/basket/items`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...(client.cookie ? { cookie: client.cookie } : {}) },
            body: body(quantity),
          });
          if (!response.ok) continue;
          const saved = (await response.json()) as { basketItemId: number };
          client.cookie ??= response.headers.get('set-cookie')?.split(';')[0] ?? null;
          client.acknowledged.set(saved.basketItemId, quantity);
        } catch {
          // The server died under this request: not acknowledged, whatever became of it.
        }
      }
    });
    await new Promise((r) => setTimeout(r, 1500 + Math.random() * 1500));
    server.child.kill('SIGKILL');
    state.killed = true;
    await Promise.all(load);
    const acknowledged = clients.reduce((sum, c) => sum + c.acknowledged.size, 0);
    expect(acknowledged, 'the load did write before the kill').toBeGreaterThan(CLIENTS);

    server = await startServer(env);
    for (const client of clients) {
      if (!client.cookie) continue;
      for (const [id, quantity] of client.acknowledged) {
        const response = await fetch(`${server.base}/api/config/basketitem/${id}`, { headers: { cookie: client.cookie } });
        expect(response.status, `acknowledged item ${id} after the restart`).toBe(200);
        expect(((await response.json()) as { quantity: number }).quantity).toBe(quantity);
      }
      const { count } = (await (await fetch(`${server.base}/api/basket/count`, { headers: { cookie: client.cookie } })).json()) as { count: number };
      expect(count).toBeGreaterThanOrEqual(client.acknowledged.size);
      expect(count).toBeLessThanOrEqual(client.attempted);
    }
  }, 180_000);
});
