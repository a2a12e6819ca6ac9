import { printFiguresIfStarted } from './bench-run';
import { type Figure, load } from './api';
import { startShop } from './shop-process';

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
 * Logins per second: each one is an argon2id verification (19 MiB, 2 passes) plus the rate-limit
 * counters and a new session row. Target: >= 40/s on 2 cores. On the embedded PostgreSQL, or on `url` (a database
 * without the bench customer).
 */
export async function benchLogin(database: { label: string; url?: string } = { label: 'embedded' }): Promise<Figure[]> {
  const shop = await startShop(database.url ? { databaseUrl: database.url } : {});
  try {
    const { base } = shop;
    const registered = await fetch(`${base}/api/selfcare/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(customer),
    });
    if (!registered.ok) throw new Error(`register failed: ${registered.status} ${await registered.text()}`);
    const result = await load(
      base,
      {
        path: '/api/selfcare/login',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: customer.username, password: customer.password }),
      },
      shop.pid,
      { connections },
    );
    const name = `login ${database.label}`;
    return [
      { name: `login POST /api/selfcare/login (${database.label}, argon2id) logins/s`, value: Math.round(result.rps), unit: 'req/s' },
      { name: `${name} p50`, value: result.p50, unit: 'ms' },
      { name: `${name} p99`, value: result.p99, unit: 'ms' },
      { name: `${name} errors`, value: result.non2xx + result.errors, unit: 'count' },
      { name: `${name} server RSS peak`, value: result.rssMiB, unit: 'MiB' },
    ];
  } finally {
    await shop.stop();
  }
}

printFiguresIfStarted(import.meta.url, benchLogin);
