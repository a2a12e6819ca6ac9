import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { canvasInNewBasket } from '../server/test/faults/http-shopper';
import { freePort, repoRoot, type ShopProcess, startShop, stopProcess } from './shop-process';

export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** What the report shows instead of the value: 'not built' for a part the build does not make yet (value NaN). */
  shown?: string;
}

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Far more connections than 2 cores serve, against the CPU-heavy price check. */
const overloadConnections = 400;
/** The overload run's event-loop delay limit: the production default unless set. */
const overloadDelayMs = Number(process.env.BENCH_OVERLOAD_DELAY_MS ?? 1000);

/** One API call as autocannon sends it; `read` calls are measured at 100 connections too. */
interface Call {
  label: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  read: boolean;
}

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  status503: number;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  /** Peak resident memory of the server process during the run. */
  rssMiB: number;
}

/** Resident memory of a process on Linux, from /proc (no cooperation of the server needed). */
function rssMiB(pid: number): number {
  const kB = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kB ? Number(kB) / 1024 : Number.NaN;
}

export async function load(base: string, call: Omit<Call, 'label' | 'read'>, pid: number, options: { connections?: number } = {}): Promise<Load> {
  let peak = rssMiB(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 200);
  try {
    const result = await autocannon({
      url: base + call.path,
      method: call.method ?? 'GET',
      ...(call.headers ? { headers: call.headers } : {}),
      ...(call.body ? { body: call.body } : {}),
      connections: options.connections ?? connections,
      duration: seconds,
    });
    return {
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      requests: result.requests.total,
      non2xx: result.non2xx,
      status503: result.statusCodeStats?.['503']?.count ?? 0,
      errors: result.errors,
      timeouts: result.timeouts,
      rssMiB: Math.round(Math.max(peak, rssMiB(pid))),
    };
  } finally {
    clearInterval(sampler);
  }
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

/**
 * A scratch database (scratchDatabase) on BENCH_DATABASE_URL, else TEST_DATABASE_URL; null, with a
 * line saying which setting would measure `what`, when neither is set.
 */
export async function benchScratchDatabase(what: string): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (url) return scratchDatabase(url);
  console.log(`(set BENCH_DATABASE_URL or TEST_DATABASE_URL=postgres://... to measure ${what})`);
  return null;
}

/** The public page's call (bench/public-page.ts runs it alone). */
export const PUBLIC_PAGE_LABEL = 'GET /de/leinwand (page HTML)';

/** The calls of the report: catalogue reads, and the price-relevant basket calls, which query the database every time. */
async function apiCalls(base: string): Promise<Call[]> {
  const { canvas, cookie } = await canvasInNewBasket(base);
  return [
    { label: 'GET /api/config/canvas/product', path: '/api/config/canvas/product', read: true },
    { label: 'GET /api/cms/navigations', path: '/api/cms/navigations?language=de', read: true },
    {
      label: 'POST /api/config/canvas/check',
      path: '/api/config/canvas/check',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ configuration: canvas.defaultConfiguration, quantity: 3 }),
      read: false,
    },
    { label: 'GET /api/basket/count (basket cookie)', path: '/api/basket/count', headers: { cookie }, read: true },
    // A public page's HTML, the same for everyone (issue 16): the shell with the page's data, rendered by the server.
    { label: PUBLIC_PAGE_LABEL, path: '/de/leinwand', read: false },
  ];
}

/** The bare node:http ceiling, answering each path with the very bytes our server answered. */
async function startBare(shop: ShopProcess, calls: Call[]): Promise<{ child: ChildProcess; base: string }> {
  const fixtures: Record<string, { type: string; body: string }> = {};
  for (const { path: p, method, headers, body } of calls) {
    const res = await fetch(shop.base + p, { method: method ?? 'GET', ...(headers ? { headers } : {}), ...(body ? { body } : {}) });
    fixtures[p] = { type: res.headers.get('content-type') ?? 'application/json', body: await res.text() };
  }
  const fixtureFile = path.join(shop.dataDir, 'fixtures.json');
  writeFileSync(fixtureFile, JSON.stringify(fixtures));
  const port = await freePort();
  const child = fork(path.join(repoRoot, 'bench/bare-server.ts'), [fixtureFile, String(port)], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  await new Promise((r) => child.once('message', r));
  return { child, base: `http://127.0.0.1:${port}` };
}

function loadFigures(name: string, result: Load): Figure[] {
  return [
    { name: `${name} req/s`, value: Math.round(result.rps), unit: 'req/s' },
    { name: `${name} p50`, value: result.p50, unit: 'ms' },
    { name: `${name} p99`, value: result.p99, unit: 'ms' },
    { name: `${name} errors`, value: result.non2xx + result.errors, unit: 'count' },
    { name: `${name} server RSS peak`, value: result.rssMiB, unit: 'MiB' },
  ];
}

/**
 * Our server on one database: each call at 50 connections against bare node:http answering the
 * same bytes, and reads at 100 connections (target p99 <= 50 ms).
 */
export async function benchApi(database: { label: string; url?: string }, only?: (label: string) => boolean): Promise<Figure[]> {
  const shop = await startShop(database.url ? { databaseUrl: database.url } : {});
  const figures: Figure[] = [];
  let bare: { child: ChildProcess; base: string } | undefined;
  try {
    const calls = (await apiCalls(shop.base)).filter((call) => !only || only(call.label));
    bare = await startBare(shop, calls);
    for (const call of calls) {
      const ours = await load(shop.base, call, shop.pid);
      const ceiling = await load(bare.base, call, bare.child.pid!);
      const name = `api ${database.label} ${call.label}`;
      figures.push(
        ...loadFigures(name, ours),
        { name: `bare node:http same bytes ${call.path} req/s`, value: Math.round(ceiling.rps), unit: 'req/s' },
        { name: `${name} ratio to bare node:http`, value: Number((ours.rps / ceiling.rps).toFixed(3)), unit: 'x' },
      );
    }
    if (calls.some((c) => c.read)) {
      const p99s: number[] = [];
      for (const call of calls.filter((c) => c.read)) {
        const result = await load(shop.base, call, shop.pid, { connections: 100 });
        p99s.push(result.p99);
        figures.push(...loadFigures(`api ${database.label} ${call.label} at 100 connections`, result));
      }
      figures.push({ name: `api ${database.label} reads: worst p99 at 100 connections (target <= 50 ms)`, value: Math.max(...p99s), unit: 'ms' });
    }
  } finally {
    if (bare) await stopProcess(bare.child);
    await shop.stop();
  }
  return figures;
}

/**
 * Overload: 400 connections on the price check. The server must shed with 503 (under-pressure)
 * rather than fall over: the figures are the share of 503s, and connection errors and timeouts,
 * which should stay 0.
 */
export async function benchOverload(database: { label: string; url?: string }): Promise<Figure[]> {
  // Quiet: every shed request is logged as an error, which would flood the report.
  const env = { LOAD_MAX_EVENT_LOOP_DELAY_MS: String(overloadDelayMs), LOG_LEVEL: 'fatal' };
  const shop = await startShop(database.url ? { databaseUrl: database.url, env } : { env });
  try {
    const check = (await apiCalls(shop.base)).find((c) => c.path === '/api/config/canvas/check')!;
    const result = await load(shop.base, check, shop.pid, { connections: overloadConnections });
    const name = `overload ${database.label} ${check.label} ${overloadConnections} connections (shedding at ${overloadDelayMs} ms event-loop delay)`;
    return [
      { name: `${name} answered req/s`, value: Math.round(result.rps), unit: 'req/s' },
      { name: `${name} 503 share`, value: Number(((100 * result.status503) / Math.max(1, result.requests)).toFixed(1)), unit: '%' },
      { name: `${name} other non-2xx`, value: result.non2xx - result.status503, unit: 'count' },
      { name: `${name} connection errors`, value: result.errors - result.timeouts, unit: 'count' },
      { name: `${name} timeouts`, value: result.timeouts, unit: 'count' },
      { name: `${name} p99`, value: result.p99, unit: 'ms' },
      { name: `${name} server RSS peak`, value: result.rssMiB, unit: 'MiB' },
    ];
  } finally {
    await shop.stop();
  }
}
