import { percentile, printFiguresIfStarted } from './bench-run';
import { fork } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Figure } from './api';
import { repoRoot, startShop } from './shop-process';

/*
 * Issue 14: does the shop stay responsive on its embedded default while the database works? Under
 * 200 parallel confirms, and under 100 connections of basket writes, GET /api/health (asked every
 * 20 ms from a process of its own) must answer with p99 <= 100 ms and nothing may be shed (no 503,
 * with the production load-shedding defaults). The shop's RSS (its node process) must stay
 * <= 400 MB; the embedded PostgreSQL server's processes are reported apart (RSS summed, which
 * counts the shared buffers in each, and PSS, which shares them out).
 */

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const CONFIRMS = 200;
const WRITE_CONNECTIONS = 100;

interface Probe {
  ms: number;
  status: number;
}

/** Health answers while `work` runs, from a process of its own. */
async function healthDuring<T>(base: string, work: () => Promise<T>): Promise<{ result: T; probes: Probe[] }> {
  const probe = fork(path.join(repoRoot, 'bench/health-probe.ts'), [base], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  await new Promise((r) => probe.once('message', r));
  const probes = new Promise<Probe[]>((resolve) => probe.once('message', (m) => resolve(m as Probe[])));
  // A moment of idle answers first, so that a stalled server shows as a gap, not as no probes.
  await new Promise((r) => setTimeout(r, 300));
  const result = await work();
  probe.send('stop');
  return { result, probes: await probes };
}

const statusLine =
  (field: string) =>
  (pid: number): number => {
    try {
      const kB = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/${field === 'Pss' ? 'smaps_rollup' : 'status'}`, 'utf8'))?.[1];
      return kB ? Number(kB) / 1024 : 0;
    } catch {
      return 0; // gone meanwhile
    }
  };
const rss = statusLine('VmRSS');
const pss = statusLine('Pss');

/** The embedded server: its postmaster (postmaster.pid) and every process it started. */
function postgresPids(dataDir: string): number[] {
  const postmaster = Number(readFileSync(path.join(dataDir, 'postgres', 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

interface Memory {
  shopRss: number;
  postgresRss: number;
  postgresPss: number;
  postgresProcesses: number;
}

/** Peak figures, sampled every 200 ms while `work` runs. */
async function memoryDuring<T>(shopPid: number, dataDir: string, work: () => Promise<T>): Promise<{ result: T; memory: Memory }> {
  const memory: Memory = { shopRss: 0, postgresRss: 0, postgresPss: 0, postgresProcesses: 0 };
  const sample = () => {
    const pids = postgresPids(dataDir);
    memory.shopRss = Math.max(memory.shopRss, rss(shopPid));
    memory.postgresRss = Math.max(
      memory.postgresRss,
      pids.reduce((sum, pid) => sum + rss(pid), 0),
    );
    memory.postgresPss = Math.max(
      memory.postgresPss,
      pids.reduce((sum, pid) => sum + pss(pid), 0),
    );
    memory.postgresProcesses = Math.max(memory.postgresProcesses, pids.length);
  };
  sample();
  const timer = setInterval(sample, 200);
  try {
    return { result: await work(), memory };
  } finally {
    clearInterval(timer);
    sample();
  }
}

async function post(base: string, url: string, body: unknown, cookie?: string): Promise<Response> {
  return fetch(base + url, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
}

/**
 * A guest's basket with everything but the confirm: a gift voucher, addresses, shipping, invoice, terms.
 * Each to its own address `n`: the per-address order limit (10 an hour to one mailbox) stays with
 * RATE_LIMIT_IP_FACTOR, and 200 orders to one address would measure 190 refusals, not confirms.
 */
async function readyBasket(base: string, n: number): Promise<string> {
  const added = await post(base, '/api/basket/addStatic', { productId: 'gift-voucher', quantity: 1 });
  const cookie = added.headers.get('set-cookie')?.split(';')[0];
  if (!added.ok || !cookie) throw new Error(`addStatic: ${added.status} ${await added.text()}`);
  const address = { sex: 'f', firstname: 'Lea', lastname: 'Keller', address1: 'Landstrasse 5', zipcode: '9490', city: 'Vaduz', country: 'LI' };
  await post(base, '/api/checkout/addresses/set', { kind: 'guest', email: `lea.${n}@example.li`, billingAddress: address, deliveryAddress: null }, cookie);
  const basket = (await (await fetch(`${base}/api/basket`, { headers: { cookie } })).json()) as { shippingOptions: { shippingOption_id: number }[] };
  await post(
    base,
    '/api/checkout/paymentAndShipping/set',
    { shippingOptionId: basket.shippingOptions[0]?.shippingOption_id, paymentMethod: 'invoice' },
    cookie,
  );
  const terms = await post(base, '/api/checkout/terms/set', { accept: true }, cookie);
  if (!terms.ok) throw new Error(`terms: ${terms.status} ${await terms.text()}`);
  return cookie;
}

function healthFigures(name: string, probes: Probe[]): Figure[] {
  const answered = probes.filter((p) => p.status === 200).map((p) => p.ms);
  return [
    { name: `${name}: health p50`, value: Number(percentile(answered, 50).toFixed(1)), unit: 'ms' },
    { name: `${name}: health p99 (target <= 100 ms)`, value: Number(percentile(answered, 99).toFixed(1)), unit: 'ms' },
    { name: `${name}: health max`, value: Number(Math.max(...answered).toFixed(1)), unit: 'ms' },
    { name: `${name}: health answers`, value: probes.length, unit: 'count' },
    { name: `${name}: health not 200 (shed or failed; target 0)`, value: probes.filter((p) => p.status !== 200).length, unit: 'count' },
  ];
}

function memoryFigures(name: string, memory: Memory): Figure[] {
  return [
    { name: `${name}: shop (node) RSS peak (target <= 400 MB)`, value: Math.round(memory.shopRss), unit: 'MiB' },
    { name: `${name}: embedded PostgreSQL RSS peak, ${memory.postgresProcesses} processes summed`, value: Math.round(memory.postgresRss), unit: 'MiB' },
    { name: `${name}: embedded PostgreSQL PSS peak (shared buffers shared out)`, value: Math.round(memory.postgresPss), unit: 'MiB' },
  ];
}

export async function benchResponsive(): Promise<Figure[]> {
  // The production defaults of load shedding stay on: whether anything is shed is the point.
  // Many confirms from one address are this bench's, not an abuse: per-IP limits lifted.
  const shop = await startShop({ env: { LOG_LEVEL: 'fatal', RATE_LIMIT_IP_FACTOR: '1000' } });
  const figures: Figure[] = [];
  try {
    const cookies: string[] = [];
    for (let i = 0; i < CONFIRMS; i += 10) cookies.push(...(await Promise.all(Array.from({ length: 10 }, (_, j) => readyBasket(shop.base, i + j)))));

    const confirms = await memoryDuring(shop.pid, shop.dataDir, () =>
      healthDuring(shop.base, async () => {
        const startedAt = performance.now();
        const statuses = await Promise.all(cookies.map(async (cookie) => (await post(shop.base, '/api/checkout/confirm', {}, cookie)).status));
        return { statuses, ms: performance.now() - startedAt };
      }),
    );
    const name = `responsive embedded ${CONFIRMS} parallel confirms`;
    const { statuses, ms } = confirms.result.result;
    figures.push(
      { name: `${name}: all answered in`, value: Math.round(ms), unit: 'ms' },
      { name: `${name}: confirms not 200 (target 0)`, value: statuses.filter((s) => s !== 200).length, unit: 'count' },
      { name: `${name}: confirms shed (503)`, value: statuses.filter((s) => s === 503).length, unit: 'count' },
      { name: `${name}: confirms refused by a limit (429)`, value: statuses.filter((s) => s === 429).length, unit: 'count' },
      ...healthFigures(name, confirms.result.probes),
      ...memoryFigures(name, confirms.memory),
    );

    const writes = await memoryDuring(shop.pid, shop.dataDir, () =>
      healthDuring(shop.base, () =>
        autocannon({
          url: `${shop.base}/api/basket/addStatic`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ productId: 'gift-voucher', quantity: 1 }),
          connections: WRITE_CONNECTIONS,
          duration: seconds,
        }),
      ),
    );
    const writesName = `responsive embedded basket writes at ${WRITE_CONNECTIONS} connections`;
    const load = writes.result.result;
    figures.push(
      { name: `${writesName}: req/s`, value: Math.round(load.requests.average), unit: 'req/s' },
      { name: `${writesName}: p99`, value: load.latency.p99, unit: 'ms' },
      { name: `${writesName}: 503 (shed; target 0)`, value: load.statusCodeStats?.['503']?.count ?? 0, unit: 'count' },
      { name: `${writesName}: other non-2xx and errors`, value: load.non2xx - (load.statusCodeStats?.['503']?.count ?? 0) + load.errors, unit: 'count' },
      ...healthFigures(writesName, writes.result.probes),
      ...memoryFigures(writesName, writes.memory),
    );
  } finally {
    await shop.stop();
  }
  return figures;
}

printFiguresIfStarted(import.meta.url, benchResponsive);
