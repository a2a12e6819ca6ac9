import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '../../../shared/api';
import type { Endpoint } from '../../../shared/api/endpoint';
import { addStaticItem, confirm, prepareRest } from '../../features/checkout/checkout-test-helpers';
import { multipart, jpeg, createImageTestApp } from '../../features/images/test-images';
import { bearer, registerCustomer, registration } from '../../features/selfcare/test-helpers';
import { queryRows } from '../../db/database';
import { documentedStatuses } from '../documented-statuses';
import { changedTables, storedFingerprint } from '../stored-fingerprint';
import type { TestApp } from '../test-app';

/*
 * Two customers, Anna and Ben. Anna owns an address, her contact, an upload and an order paid by
 * invoice. Ben, logged in, calls every endpoint of the contract that takes an id in its path, with
 * each of Anna's ids in it: nothing answers success, and nothing stored changes. Endpoints added
 * later are swept too, as they join the contract.
 */

// Catalogue reads take public ids (products).
const PUBLIC_PATHS = new Set(['/api/config/:productId/product', '/api/config/:productId/check']);

const endpoints = (Object.values(contracts) as unknown[]).filter(
  (value): value is Endpoint =>
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value && /:[A-Za-z]/.test(String((value as Endpoint).path)),
);

let t: TestApp;
let documented: Awaited<ReturnType<typeof documentedStatuses>>;
let ben: string;
const annaIds = new Set<string>();
let annaAddressBody: Record<string, unknown>;

async function rows<T extends Record<string, unknown>>(query: SQL): Promise<T[]> {
  return queryRows<T>(t.database.db, query);
}

beforeAll(async () => {
  t = await createImageTestApp();
  const anna = await registerCustomer(t.app, { username: 'anna-idor', email: 'anna-idor@example.ch' });
  ben = (await registerCustomer(t.app, { username: 'ben-idor', email: 'ben-idor@example.ch' })).token;
  const auth = bearer(anna.token);

  const { address1, zipcode, city, sex, firstname, lastname } = registration();
  annaAddressBody = { sex, firstname, lastname: `${String(lastname)} Home`, address1, zipcode, city };
  const address = await t.app.inject({ method: 'POST', url: '/api/selfcare/addresses', headers: auth, payload: annaAddressBody });
  if (address.statusCode !== 200) throw new Error(`address: ${address.body}`);
  const data = (await t.app.inject({ url: '/api/selfcare/data', headers: auth })).json() as { contact: { id: number }; addresses: { id: number }[] };
  annaIds.add(String(data.contact.id));
  for (const a of data.addresses) annaIds.add(String(a.id));

  const photo = multipart(await jpeg(800, 600));
  const upload = await t.app.inject({ method: 'POST', url: '/api/images', headers: { ...auth, ...photo.headers }, payload: photo.payload });
  if (upload.statusCode >= 300) throw new Error(`upload: ${upload.body}`);
  annaIds.add((upload.json() as { id: string }).id);

  const shopper = { cookies: {}, headers: auth };
  await addStaticItem(t.app, shopper);
  await prepareRest(t.app, shopper, 'invoice');
  annaIds.add(String((await confirm(t.app, shopper)).orderId));
  await quiet();
  documented = await documentedStatuses(t.app);
}, 60_000);

/** Mails the mail worker has yet to write or send. */
const unwritten = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from mail_outbox where status in ('pending', 'sending')`))[0]?.n;

/**
 * Waits until background work after the order has stopped writing: the mail worker has written
 * the confirmation (its job runs when the job engine next looks, later than any quiet moment on a
 * busy machine), and then nothing changes for a moment.
 */
async function quiet() {
  let last = await storedFingerprint(t.database.db);
  for (let i = 0; i < 300; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = await storedFingerprint(t.database.db);
    if (now === last && (await unwritten()) === 0) return;
    last = now;
  }
  throw new Error('after the order, its confirmation mail stays unwritten or stored data keeps changing');
}

afterAll(() => t.close());

describe("another customer's ids", () => {
  it('are swept through every endpoint with an id in its path', () => {
    expect(endpoints.length).toBeGreaterThan(8);
    expect(annaIds.size).toBeGreaterThanOrEqual(3);
  });

  for (const ep of endpoints.filter((e) => !PUBLIC_PATHS.has(e.path))) {
    it(`${ep.method} ${ep.path} gives Ben nothing of Anna's and changes nothing`, async () => {
      for (const id of annaIds) {
        const url = ep.path.replace(/:([A-Za-z]+)/g, encodeURIComponent(id));
        const before = ep.method === 'GET' ? '' : await storedFingerprint(t.database.db);
        const payload = ep.method === 'GET' || ep.method === 'DELETE' ? undefined : JSON.stringify(annaAddressBody);
        const response = await t.app.inject({
          method: ep.method,
          url,
          headers: { ...bearer(ben), 'content-type': 'application/json' },
          ...(payload ? { payload } : {}),
        });
        expect(response.statusCode >= 400 && response.statusCode < 500, `${ep.method} ${url} -> ${response.statusCode} ${response.body.slice(0, 200)}`).toBe(
          true,
        );
        expect(documented(ep.method, ep.path), `${ep.method} ${url} -> ${response.statusCode}: not in the OpenAPI document`).toContain(response.statusCode);
        if (ep.method !== 'GET') expect(changedTables(before, await storedFingerprint(t.database.db)), `${ep.method} ${url} changed stored data`).toEqual([]);
      }
    });
  }

  it("never show in Ben's own answers", async () => {
    const own = await Promise.all(['/api/selfcare/data', '/api/selfcare/orders', '/api/images'].map((url) => t.app.inject({ url, headers: bearer(ben) })));
    for (const response of own) {
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('anna-idor');
      for (const id of annaIds) if (id.length > 6) expect(response.body).not.toContain(id);
    }
  });
});
