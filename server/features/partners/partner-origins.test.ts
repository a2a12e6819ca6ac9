import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminPartner } from '../../../shared/api/admin-partners';
import { PARTNER_HEADER } from '../../../shared/api/partner-drafts';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/config';
import { expectError } from '../../test/expect-error';
import { useTestApp } from '../../test/use-test-app';
import { staffSession } from '../staff/test-helpers';
import { addPartner, loadPartner, savePartnerOver } from './test-helpers';

/*
 * Which pages may use the embed, by the partners' origins: a key only from its own partner's
 * origins and while that partner is active; without a key, any active partner's origin. A refusal
 * is the readiness check's 403 without CORS headers, which the widget shows as origin_not_allowed
 * (widget/embed/shop-access.ts).
 */

const ALPHA = 'https://alpha.example';
const BETA = 'https://beta.example';
const t = useTestApp({ PRINT_WORKER_POLL_MS: '0' });
const office = { cookie: '' };
const keys = { alpha: '', beta: '' };
const ids = { alpha: 0, beta: 0 };

async function partnerWith(name: string, origins: string[]): Promise<AdminPartner> {
  return save(await addPartner(t.app, office, name), { origins });
}

const save = (partner: AdminPartner, change: Partial<AdminPartner>) => savePartnerOver(t.app, office, partner, change);
const partner = (id: number) => loadPartner(t.app, office, id);

const ready = (origin: string, key?: string) =>
  t.app.inject({ url: '/api/health/ready', headers: { origin, ...(key === undefined ? {} : { [PARTNER_HEADER]: key }) } });

/** The readiness check answered the page with CORS: the widget shows ready. */
async function expectAllowed(origin: string, key?: string) {
  const res = await ready(origin, key);
  expect(res.statusCode, `${origin} ${key}`).toBe(200);
  expect(res.headers['access-control-allow-origin']).toBe(origin);
}

/** Refused without CORS: the browser hides the answer from the widget, which shows origin_not_allowed. */
async function expectRefused(origin: string, key?: string) {
  const res = await ready(origin, key);
  expectError(res, 403, 'forbidden');
  expect(res.headers['access-control-allow-origin'], `${origin} ${key}`).toBeUndefined();
}

beforeAll(async () => {
  office.cookie = (await staffSession(t.app, 'office')).headers.cookie;
  const [alpha, beta] = [await partnerWith('Alpha', [ALPHA]), await partnerWith('Beta', [BETA])];
  Object.assign(keys, { alpha: alpha.publicKey, beta: beta.publicKey });
  Object.assign(ids, { alpha: alpha.id, beta: beta.id });
});

describe('origins per partner', () => {
  it("answers a partner's key from its own origins, and a page without a key from any active partner's", async () => {
    await expectAllowed(ALPHA, keys.alpha);
    await expectAllowed(BETA, keys.beta);
    await expectAllowed(ALPHA);
    await expectAllowed(BETA);
    // The preflight of a call that will carry the key grants the header to a listed origin.
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/health/ready',
      headers: { origin: ALPHA, 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-printshop-partner' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/X-Printshop-Partner/i);
  });

  it("refuses partner A's key from partner B's origin, an unknown key, and an origin no partner lists", async () => {
    await expectRefused(BETA, keys.alpha);
    await expectRefused(ALPHA, keys.beta);
    await expectRefused(ALPHA, 'pk_000000000000000000000000');
    await expectRefused('https://stranger.example');
    await expectRefused('https://stranger.example', keys.alpha);
    // The widget's other calls are refused alike: a draft from the wrong origin is never started.
    const draft = await t.app.inject({ method: 'POST', url: '/api/drafts', headers: { origin: BETA, [PARTNER_HEADER]: keys.alpha } });
    expectError(draft, 403, 'forbidden');
  });

  it("refuses a disabled partner's embed (origin_not_allowed), with its key or without, until it is active again", async () => {
    const alpha = await save(await partner(ids.alpha), { active: false });
    await expectRefused(ALPHA, keys.alpha);
    await expectRefused(ALPHA);
    await expectAllowed(BETA, keys.beta);
    await save(alpha, { active: true });
    await expectAllowed(ALPHA, keys.alpha);
  });

  it('refuses a replaced key at once', async () => {
    const renewed = AdminPartner.parse((await t.app.inject({ method: 'POST', url: `/api/admin/partners/${ids.beta}/key`, headers: office })).json());
    await expectRefused(BETA, keys.beta);
    await expectAllowed(BETA, renewed.publicKey);
    keys.beta = renewed.publicKey;
  });
});

describe('the cached origins', () => {
  let other: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    // A second server process on the same database, with a cache of its own.
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DIST_DIR: '/nonexistent-dist',
      PUBLIC_URL: 'http://shop.test',
      PRINT_WORKER_POLL_MS: '0',
      CATALOGUE_CACHE_MS: '200',
    });
    other = await buildApp(config, { database: t.database, closeDatabase: false });
    await other.ready();
  });
  afterAll(() => other.close());

  const readyAt = (app: typeof other, origin: string) => app.inject({ url: '/api/health/ready', headers: { origin } });

  it('are refreshed after a save: at once in the saving process, within the cache time in the others', async () => {
    const gamma = 'https://gamma.example';
    expect((await readyAt(other, gamma)).statusCode).toBe(403);
    await expectRefused(gamma);
    await save(await partner(ids.alpha), { origins: [ALPHA, gamma] });
    await expectAllowed(gamma);
    await expect.poll(async () => (await readyAt(other, gamma)).statusCode, { timeout: 2000, interval: 50 }).toBe(200);

    await save(await partner(ids.alpha), { origins: [ALPHA] });
    await expectRefused(gamma);
    await expect.poll(async () => (await readyAt(other, gamma)).statusCode, { timeout: 2000, interval: 50 }).toBe(403);
  });
});
