import { type ChildProcess, fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, repoRoot, startShop, stopProcess } from './shop-process';

export interface Figure {
  name: string;
  value: number;
  unit: string;
}

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

export const apiPaths = ['/api/config/canvas/product', '/api/cms/navigations?language=de'];

async function load(url: string): Promise<{ rps: number; p50: number; p99: number; errors: number }> {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1 });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
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
  const shop = await startShop(database.url ? { databaseUrl: database.url } : {});
  const figures: Figure[] = [];
  let bare: ChildProcess | undefined;
  try {
    const { base } = shop;
    const fixtures: Record<string, { type: string; body: string }> = {};
    for (const p of apiPaths) {
      const res = await fetch(base + p);
      fixtures[p] = { type: res.headers.get('content-type') ?? 'application/json', body: await res.text() };
    }
    const fixtureFile = path.join(shop.dataDir, 'fixtures.json');
    writeFileSync(fixtureFile, JSON.stringify(fixtures));
    const barePort = await freePort();
    bare = fork(path.join(repoRoot, 'bench/bare-server.ts'), [fixtureFile, String(barePort)], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
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
    if (bare) await stopProcess(bare);
    await shop.stop();
  }
  return figures;
}
