import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { Figure } from './api';
import { startShop } from './shop-process';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
/** argon2 runs on libuv's 4 worker threads: a few connections keep them busy without queueing much. */
const connections = 8;

const customer = {
  type: 'private',
  language_id: 1,
  sex: 'f',
  firstname: 'Bench',
  lastname: 'Mark',
  address1: 'Bahnhofstrasse 1',
  zipcode: '6039',
  city: 'Root',
  phone: '041 000 00 00',
  email: 'bench@example.ch',
  hasNewsletterSubscription: 0,
  username: 'bench-user',
  password: 'a long enough bench passphrase',
};

/**
 * Logins per second on the embedded database: each one is an argon2id verification (19 MiB,
 * 2 passes) plus the rate-limit counters and a new session row. Target: >= 40/s on 2 cores.
 */
export async function benchLogin(): Promise<Figure[]> {
  const shop = await startShop();
  try {
    const { base } = shop;
    const registered = await fetch(`${base}/api/selfcare/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(customer),
    });
    if (!registered.ok) throw new Error(`register failed: ${registered.status} ${await registered.text()}`);
    const result = await autocannon({
      url: `${base}/api/selfcare/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: customer.username, password: customer.password }),
      connections,
      duration: seconds,
    });
    return [
      { name: 'login POST /api/selfcare/login (pglite, argon2id) logins/s', value: Math.round(result.requests.average), unit: 'req/s' },
      { name: 'login p50', value: result.latency.p50, unit: 'ms' },
      { name: 'login p99', value: result.latency.p99, unit: 'ms' },
      { name: 'login errors', value: result.errors + result.non2xx, unit: 'count' },
    ];
  } finally {
    await shop.stop();
  }
}

// `tsx bench/login.ts` prints the figures on its own; bench/run.ts imports benchLogin.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  benchLogin()
    .then((figures) => {
      for (const f of figures) console.log(`| ${f.name} | ${f.value} | ${f.unit} |`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
