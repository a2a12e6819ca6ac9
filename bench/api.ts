import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

export interface Figure {
  name: string;
  value: number;
  unit: string;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

export const apiPaths = ['/api/config/canvas/product', '/api/cms/navigations?language=de'];

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

async function waitFor(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

async function load(url: string): Promise<{ rps: number; p50: number; p99: number; errors: number }> {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1 });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** A new database on the server of adminUrl (whose role may create databases), dropped by the returned function. */
export async function scratchDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `printshop_bench_${process.pid}_${Date.now()}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Throughput of our server on one database against bare node:http answering the same bytes. */
export async function benchApi(database: { label: string; url?: string }): Promise<Figure[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'printshop-bench-'));
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'warn' } as NodeJS.ProcessEnv;
  if (database.url) env.DATABASE_URL = database.url;
  else delete env.DATABASE_URL;
  const server = fork(path.join(root, 'server/main.ts'), [], { env, execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const figures: Figure[] = [];
  let bare: ChildProcess | undefined;
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/health`, server);
    const fixtures: Record<string, { type: string; body: string }> = {};
    for (const p of apiPaths) {
      const res = await fetch(base + p);
      fixtures[p] = { type: res.headers.get('content-type') ?? 'application/json', body: await res.text() };
    }
    const fixtureFile = path.join(dir, 'fixtures.json');
    writeFileSync(fixtureFile, JSON.stringify(fixtures));
    const barePort = await freePort();
    bare = fork(path.join(root, 'bench/bare-server.ts'), [fixtureFile, String(barePort)], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
    await new Promise((r) => bare?.once('message', r));
    for (const p of apiPaths) {
      const ours = await load(base + p);
      const ceiling = await load(`http://127.0.0.1:${barePort}${p}`);
      const name = `api ${database.label} GET ${p}`;
      figures.push(
        { name: `${name} req/s`, value: Math.round(ours.rps), unit: 'req/s' },
        { name: `${name} p50`, value: ours.p50, unit: 'ms' },
        { name: `${name} p99`, value: ours.p99, unit: 'ms' },
        { name: `${name} errors`, value: ours.errors, unit: 'count' },
        { name: `bare node:http same bytes ${p} req/s`, value: Math.round(ceiling.rps), unit: 'req/s' },
        { name: `${name} ratio to bare node:http`, value: Number((ours.rps / ceiling.rps).toFixed(3)), unit: 'x' },
      );
    }
  } finally {
    if (bare) await stop(bare);
    await stop(server);
    rmSync(dir, { recursive: true, force: true });
  }
  return figures;
}
