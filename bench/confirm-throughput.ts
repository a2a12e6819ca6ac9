import { readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { HttpShopper } from '../server/test/faults/http-shopper';
import { benchScratchDatabase, type Figure, load } from './api';
import { percentile, printFiguresIfStarted } from './bench-run';
import { withPhonePhoto } from './images';
import { type ShopProcess, startShop } from './shop-process';

/*
 * Issue 44, where one database is not enough: the confirm's throughput on one PostgreSQL with 1, 2
 * and 4 shop processes. Four built shops are started on one scratch database (BENCH_DATABASE_URL or
 * TEST_DATABASE_URL); a run uses the first 1, 2 or 4 of them (the others idle). Each order is a
 * guest's gift voucher by invoice from its own basket, prepared before the clock starts; during the
 * run BENCH_CONFIRM_SHOPPERS shoppers confirm them, spread over the processes. Only the web path
 * counts: no print, mail, webhook or clean-up worker runs, and mails stay in the outbox.
 *
 * Each process count runs twice: every shopper from one address (an office behind one NAT, or every
 * bench before this one), and every shopper from an address of its own (TRUST_PROXY, X-Forwarded-For):
 * the per-IP order counter is one row that each confirm updates inside its transaction.
 *
 * Where the time goes is sampled meanwhile: PostgreSQL's sessions of the database (pg_stat_activity:
 * running, waiting for a lock, waiting for I/O or the WAL, or idle in a transaction while Node
 * works), the pools' waiting queries (each shop's /api/metrics), and the CPU of the shops, of the
 * database's backends and of the whole machine (/proc).
 */

const PROCESS_COUNTS = [1, 2, 4];
const CONFIRMS = Number(process.env.BENCH_CONFIRMS ?? 200);
const SHOPPERS = Number(process.env.BENCH_CONFIRM_SHOPPERS ?? 32);
const POOL_SIZE = 10;
const METRICS_TOKEN = 'confirm-throughput-metrics-token';
const SAMPLE_MS = 100;
/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** User plus system CPU seconds a process has used, 0 once it is gone. */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

/** The whole machine's busy and total CPU seconds since boot (all cores). */
function machineCpu(): { busy: number; total: number } {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, n) => sum + n, 0) / TICKS;
  const idle = ((fields[3] ?? 0) + (fields[4] ?? 0)) / TICKS;
  return { busy: total - idle, total };
}

interface Sessions {
  samples: number;
  /** Sessions summed over the samples, by what they were doing. */
  running: number;
  lockWait: number;
  ioOrWalWait: number;
  idleInTransaction: number;
}

/** Samples the database's client sessions and the shops' pool queues every SAMPLE_MS until stopped; remembers each backend's CPU at first sight. */
function sampleDuring(database: string, shops: ShopProcess[]) {
  const sessions: Sessions = { samples: 0, running: 0, lockWait: 0, ioOrWalWait: 0, idleInTransaction: 0 };
  const backends = new Map<number, number>();
  const poolWaiting: number[] = [];
  const client = new pg.Client({ connectionString: database });
  const stopping = new AbortController();
  const sessionLoop = (async () => {
    await client.connect();
    while (!stopping.signal.aborted) {
      const { rows } = await client.query<{ pid: number; state: string | null; wait: string | null }>(
        `select pid, state, wait_event_type as wait from pg_stat_activity
         where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()`,
      );
      sessions.samples += 1;
      for (const row of rows) {
        if (!backends.has(row.pid)) backends.set(row.pid, cpuSeconds(row.pid));
        if (row.state === 'idle in transaction') sessions.idleInTransaction += 1;
        else if (row.state !== 'active') continue;
        else if (row.wait === 'Lock') sessions.lockWait += 1;
        else if (row.wait === 'IO' || row.wait === 'LWLock') sessions.ioOrWalWait += 1;
        else if (row.wait !== 'Client') sessions.running += 1;
      }
      await new Promise((r) => setTimeout(r, SAMPLE_MS));
    }
    await client.end();
  })();
  const poolLoop = (async () => {
    while (!stopping.signal.aborted) {
      const texts = await Promise.all(
        shops.map(async (shop) => (await fetch(`${shop.base}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text()),
      );
      poolWaiting.push(texts.reduce((sum, text) => sum + Number(/^printshop_db_pool_waiting_queries (\S+)/m.exec(text)?.[1] ?? 0), 0));
      await new Promise((r) => setTimeout(r, 5 * SAMPLE_MS));
    }
  })();
  return {
    async stop() {
      stopping.abort();
      await Promise.all([sessionLoop, poolLoop]);
      const backendCpu = [...backends].reduce((sum, [pid, before]) => sum + cpuSeconds(pid) - before, 0);
      return { sessions, backendCpu, poolWaiting };
    },
  };
}

/** `count` guests' baskets ready to confirm (everything but the confirm), their cookies; made over the given processes, ten at a time. */
async function readyBaskets(shops: ShopProcess[], run: string, count: number): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < count; i += 10) {
    const batch = Array.from({ length: Math.min(10, count - i) }, async (_, j) => {
      const shop = shops[(i + j) % shops.length] as ShopProcess;
      const shopper = new HttpShopper(() => shop.base);
      // An address each: the per-address order limit (10 an hour) is not what is measured.
      await shopper.readyToConfirm(`lea.${run}.${i + j}@example.li`);
      return shopper.cookie as string;
    });
    cookies.push(...(await Promise.all(batch)));
  }
  return cookies;
}

/** An address of its own for the n-th shopper (10.0.0.0/8). */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

interface Run {
  ms: number;
  latencies: number[];
  statuses: number[];
}

/** Confirms every basket, SHOPPERS at a time; the n-th basket goes to process n mod count. */
async function confirmAll(shops: ShopProcess[], cookies: string[], ownAddress: boolean): Promise<Run> {
  const latencies: number[] = [];
  const statuses: number[] = [];
  let next = 0;
  const shopper = async () => {
    for (let n = next++; n < cookies.length; n = next++) {
      const shop = shops[n % shops.length] as ShopProcess;
      const started = performance.now();
      const response = await fetch(`${shop.base}/api/checkout/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: cookies[n] as string, ...(ownAddress ? { 'x-forwarded-for': addressOf(n) } : {}) },
        body: '{}',
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      statuses.push(response.status);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: SHOPPERS }, shopper));
  return { ms: performance.now() - started, latencies, statuses };
}

/** One measured run: baskets prepared, then confirmed under sampling; its figures. */
async function measure(database: string, shops: ShopProcess[], ownAddress: boolean, run: string): Promise<Figure[]> {
  const cookies = await readyBaskets(shops, run, CONFIRMS);
  const shopCpu = shops.map((shop) => cpuSeconds(shop.pid));
  const machine = machineCpu();
  const sampling = sampleDuring(database, shops);
  const result = await confirmAll(shops, cookies, ownAddress);
  const { sessions, backendCpu, poolWaiting } = await sampling.stop();
  const machineAfter = machineCpu();
  const nodeCpu = shops.reduce((sum, shop, i) => sum + cpuSeconds(shop.pid) - (shopCpu[i] ?? 0), 0);
  const confirmed = result.statuses.filter((s) => s === 200).length;
  const perSample = (n: number) => Number((n / Math.max(1, sessions.samples)).toFixed(1));
  const name = `confirm ${shops.length} process${shops.length > 1 ? 'es' : ''}, ${ownAddress ? 'an address each' : 'one address'}, ${SHOPPERS} shoppers`;
  return [
    { name: `${name}: orders/s`, value: Number(((confirmed * 1000) / result.ms).toFixed(1)), unit: 'orders/s' },
    { name: `${name}: confirm p50`, value: Math.round(percentile(result.latencies, 50)), unit: 'ms' },
    { name: `${name}: confirm p95`, value: Math.round(percentile(result.latencies, 95)), unit: 'ms' },
    { name: `${name}: not 200`, value: result.statuses.length - confirmed, unit: 'count' },
    { name: `${name}: PostgreSQL sessions running (mean)`, value: perSample(sessions.running), unit: 'sessions' },
    { name: `${name}: PostgreSQL sessions waiting for a lock (mean)`, value: perSample(sessions.lockWait), unit: 'sessions' },
    { name: `${name}: PostgreSQL sessions waiting for I/O or the WAL (mean)`, value: perSample(sessions.ioOrWalWait), unit: 'sessions' },
    { name: `${name}: PostgreSQL sessions idle in a transaction, Node's turn (mean)`, value: perSample(sessions.idleInTransaction), unit: 'sessions' },
    { name: `${name}: queries waiting for a pool connection, all processes (max)`, value: Math.max(0, ...poolWaiting), unit: 'queries' },
    { name: `${name}: shop (node) CPU per order`, value: Math.round((1000 * nodeCpu) / Math.max(1, confirmed)), unit: 'ms' },
    { name: `${name}: PostgreSQL backends' CPU per order`, value: Math.round((1000 * backendCpu) / Math.max(1, confirmed)), unit: 'ms' },
    {
      name: `${name}: machine CPU busy (${os.cpus().length} cores)`,
      value: Math.round((100 * (machineAfter.busy - machine.busy)) / (machineAfter.total - machine.total)),
      unit: '%',
    },
    { name: `${name}: load average (1 min) after`, value: os.loadavg()[0] ?? 0, unit: '' },
  ];
}

/** An idle backend reports its statistics to pg_stat_user_tables up to 10 s late (PostgreSQL 15's PGSTAT_IDLE_INTERVAL). */
const STATS_LATE_MS = 11_000;

/**
 * Public catalogue reads on one process with its cache, and what they ask of the database: the
 * reads (scans) of the catalogue's version row and of the products table, counted by PostgreSQL
 * over the load once every backend has reported. First from a cold cache (the product never asked
 * in this process yet), then warm.
 */
async function catalogueReads(database: string, shop: ShopProcess): Promise<Figure[]> {
  const client = new pg.Client({ connectionString: database });
  await client.connect();
  const scans = async () => {
    const { rows } = await client.query<{ relname: string; n: string }>(
      `select relname, (coalesce(seq_scan, 0) + coalesce(idx_scan, 0))::text as n from pg_stat_user_tables where relname in ('catalogue_version', 'products')`,
    );
    return (table: string) => Number(rows.find((row) => row.relname === table)?.n ?? 0);
  };
  const name = 'catalogue read GET /api/config/canvas/product, 1 process, 50 connections';
  const run = async (cache: string): Promise<Figure[]> => {
    await new Promise((r) => setTimeout(r, STATS_LATE_MS));
    const before = await scans();
    const result = await load(shop.base, { path: '/api/config/canvas/product' }, shop.pid, { connections: 50 });
    await new Promise((r) => setTimeout(r, STATS_LATE_MS));
    const after = await scans();
    const seconds = result.requests / Math.max(1, result.rps);
    const read = (table: string) => after(table) - before(table);
    return [
      { name: `${name}, ${cache}: req/s`, value: Math.round(result.rps), unit: 'req/s' },
      { name: `${name}, ${cache}: p99`, value: result.p99, unit: 'ms' },
      { name: `${name}, ${cache}: errors`, value: result.non2xx + result.errors, unit: 'count' },
      { name: `${name}, ${cache}: catalogue version reads per second`, value: Number((read('catalogue_version') / seconds).toFixed(1)), unit: 'reads/s' },
      { name: `${name}, ${cache}: products table reads in all`, value: read('products'), unit: 'reads' },
    ];
  };
  try {
    return [...(await run('cold cache')), ...(await run('warm cache'))];
  } finally {
    await client.end();
  }
}

/** Every file under a folder with its size. */
function filesUnder(dir: string): { file: string; bytes: number }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(dir, file))
    .filter((file) => statSync(file).isFile())
    .map((file) => ({ file, bytes: statSync(file).size }));
}

/** A 24 MP phone photo uploaded to the shop, and the stored bytes of its original and of each rendition, as browsers ask for them. */
async function imageBytes(shop: ShopProcess): Promise<Figure[]> {
  return withPhonePhoto('upload-bytes', async (photoFile) => {
    const photo = readFileSync(photoFile);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'phone.jpg');
    const response = await fetch(`${shop.base}/api/images`, { method: 'POST', body: form });
    if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
    const image = (await response.json()) as { id: string; thumbnailUrl: string; proxyUrl: string };
    const served: Figure[] = [];
    for (const [label, url, accept] of [
      ['editor proxy (2048 px) as WebP', image.proxyUrl, 'image/webp'],
      ['thumbnail (400 px) as AVIF', image.thumbnailUrl, 'image/avif,image/webp'],
      ['thumbnail (400 px) as JPEG', image.thumbnailUrl, 'image/jpeg'],
    ] as const) {
      const rendition = await fetch(shop.base + url, { headers: { accept } });
      served.push({ name: `image bytes: ${label}, served`, value: Math.round((await rendition.arrayBuffer()).byteLength / 1024), unit: 'KiB' });
    }
    const folder = path.join(shop.dataDir, 'images', image.id);
    const stored = filesUnder(folder).map(({ file, bytes }) => ({
      name: `image bytes: stored ${path.relative(folder, file)}`,
      value: Math.round(bytes / 1024),
      unit: 'KiB',
    }));
    return [
      { name: 'image bytes: phone photo uploaded (24 MP JPEG)', value: Math.round(photo.byteLength / 1024), unit: 'KiB' },
      ...stored,
      { name: 'image bytes: stored for it in all', value: stored.reduce((sum, f) => sum + f.value, 0), unit: 'KiB' },
      ...served,
    ];
  });
}

export async function benchConfirmThroughput(): Promise<Figure[]> {
  const scratch = await benchScratchDatabase('the confirm throughput');
  if (!scratch) return [];
  const shops: ShopProcess[] = [];
  const figures: Figure[] = [{ name: 'confirm bench: load average (1 min) at the start', value: os.loadavg()[0] ?? 0, unit: '' }];
  try {
    const env = {
      LOG_LEVEL: 'fatal',
      TRUST_PROXY: 'true',
      DATABASE_POOL_SIZE: String(POOL_SIZE),
      METRICS_TOKEN,
      // Only the web path: no worker of any kind, mails kept in the outbox (startShop passes no SMTP_URL).
      PRINT_WORKER_POLL_MS: '0',
      MAIL_WORKER_POLL_MS: '0',
      PARTNER_WEBHOOK_POLL_MS: '0',
      CLEANUP_POLL_MS: '0',
      ONLINE_PAYMENT_POLL_MS: '0',
      // Saturation is what is measured: nothing shed, and the bench's one address may order without limit.
      LOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      LOAD_MAX_DB_WAITING: '0',
      RATE_LIMIT_IP_FACTOR: '1000',
    };
    // The first migrates and seeds; the others start on the ready database.
    shops.push(await startShop({ databaseUrl: scratch.url, env }));
    shops.push(...(await Promise.all(Array.from({ length: 3 }, () => startShop({ databaseUrl: scratch.url, env })))));
    // Warm-up (not counted): each process confirms a few orders first.
    await confirmAll(shops, await readyBaskets(shops, 'warm', 4 * shops.length), false);
    for (const count of PROCESS_COUNTS) {
      for (const ownAddress of [false, true]) {
        process.stdout.write(`  ${count} process(es), ${ownAddress ? 'an address each' : 'one address'}\n`);
        figures.push(...(await measure(scratch.url, shops.slice(0, count), ownAddress, `${count}${ownAddress ? 'a' : 'o'}`)));
      }
    }
    figures.push(...(await catalogueReads(scratch.url, shops[0] as ShopProcess)), ...(await imageBytes(shops[0] as ShopProcess)));
    figures.push({ name: 'confirm bench: load average (1 min) at the end', value: os.loadavg()[0] ?? 0, unit: '' });
  } finally {
    await Promise.all(shops.map((shop) => shop.stop()));
    await scratch.drop();
  }
  return figures;
}

printFiguresIfStarted(import.meta.url, benchConfirmThroughput);
