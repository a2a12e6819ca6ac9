import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '../../../shared/api';
import type { Endpoint } from '../../../shared/api/endpoint';
import { ApiErrorBody } from '../../../shared/api/error';
import { documentedStatuses } from '../documented-statuses';
import { changedTables, storedFingerprint } from '../stored-fingerprint';
import { createTestApp, type TestApp } from '../test-app';
import { arbitraryForSchema } from './json-schema-arbitrary';
import { registerCustomer } from '../../features/selfcare/test-helpers';
import { staffSession } from '../../features/staff/test-helpers';
import { insertPartner } from '../../features/partner-ledger/test-helpers';
import { portalSession } from '../../features/partner-portal/test-helpers';

/*
 * Every endpoint of the contract, driven with generated requests: shaped like the documented
 * input (to reach the handlers) and junk (wrong types, strange strings, wrong content types), as a
 * visitor, as a logged-in customer, as an owner (so that the back office's validation is reached) and as a partner's portal login. What must hold for every one: no 5xx, a success answer
 * matches its documented schema, a refusal comes in the one error shape, and a refused request
 * changes nothing stored, and every status answered is one the OpenAPI document lists for the operation.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

const endpoints = (Object.values(contracts) as unknown[]).filter(
  (value): value is Endpoint => typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value,
);

let t: TestApp;
let token: string;
let staffCookie: string;
let partnerCookie: string;
let documented: Awaited<ReturnType<typeof documentedStatuses>>;

const junkString = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('..%2F..', '0', '-1', '99999999999999999999', 'null', '%00', '<script>', ' '));

function requestArbitrary(ep: Endpoint) {
  const shaped = fc.record({
    params: ep.params ? arbitraryForSchema(ep.params) : fc.constant({}),
    query: ep.query ? arbitraryForSchema(ep.query) : fc.constant({}),
    body: ep.body ? arbitraryForSchema(ep.body) : fc.constant(undefined),
    contentType: fc.constant('application/json'),
  });
  const junk = fc.record({
    params: fc.dictionary(fc.constantFrom('id', 'imageId', 'productId'), junkString, { maxKeys: 3 }),
    query: fc.dictionary(junkString, junkString, { maxKeys: 3 }),
    body: fc.oneof(fc.jsonValue({ maxDepth: 3 }), junkString),
    contentType: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
  });
  return fc.record({
    request: fc.oneof({ weight: 3, arbitrary: shaped }, { weight: 1, arbitrary: junk }),
    as: fc.constantFrom('visitor', 'customer', 'staff', 'partner'),
  });
}

// A '.' or '..' segment (even as %2E) is resolved away by every URL parser, inject's too, so it
// names another path rather than a strange id; such an id is sent with a letter before it.
const segment = (value: string) => encodeURIComponent(/^\.{1,2}$/.test(value) ? `x${value}` : value);

function urlOf(ep: Endpoint, params: unknown, query: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const path = ep.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => segment(String(values[name] ?? 'x')));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) search.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

beforeAll(async () => {
  // No worker changes stored data behind a request's back (a mail queued by the setup sent mid-run looked like a refused request's write).
  t = await createTestApp({ MAIL_WORKER_POLL_MS: '0', PARTNER_WEBHOOK_POLL_MS: '0', REMINDER_POLL_MS: '0', CLEANUP_POLL_MS: '0' });
  ({ token } = await registerCustomer(t.app));
  staffCookie = (await staffSession(t.app, 'owner')).headers.cookie;
  partnerCookie = (await portalSession(t.app, { cookie: staffCookie }, await insertPartner(t.database.db), 'fuzz@partner.example')).cookie;
  documented = await documentedStatuses(t.app);
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('every endpoint under generated requests', () => {
  it('covers the contract', () => {
    expect(endpoints.length).toBeGreaterThan(25);
  });

  for (const ep of endpoints) {
    it(`${ep.method} ${ep.path}`, async () => {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(ep), async ({ request, as }) => {
          const writes = ep.method !== 'GET';
          const before = writes ? await storedFingerprint(t.database.db) : '';
          const headers: Record<string, string> = { 'content-type': request.contentType, 'accept-language': 'de' };
          if (as === 'customer') headers.authorization = `Bearer ${token}`;
          if (as === 'staff') headers.cookie = staffCookie;
          if (as === 'partner') headers.cookie = partnerCookie;
          const payload = request.body === undefined ? undefined : typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
          const url = urlOf(ep, request.params, request.query);
          const response = await t.app.inject({ method: ep.method, url, headers, ...(payload === undefined || ep.method === 'GET' ? {} : { payload }) });
          const where = `${ep.method} ${url} ${payload?.slice(0, 300) ?? ''} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
          expect(response.statusCode, where).toBeLessThan(500);
          expect(documented(ep.method, ep.path), `status not in the OpenAPI document: ${where}`).toContain(response.statusCode);
          const json = String(response.headers['content-type'] ?? '').includes('application/json') ? response.json() : null;
          if (response.statusCode >= 200 && response.statusCode < 300 && json !== null) {
            expect(ep.response.safeParse(json).success, `answer off its schema: ${where}`).toBe(true);
          }
          if (response.statusCode >= 400) {
            expect(ApiErrorBody.safeParse(json).success, `refusal off the error shape: ${where}`).toBe(true);
            if (writes) expect(changedTables(before, await storedFingerprint(t.database.db)), `a refused request changed stored data: ${where}`).toEqual([]);
          }
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
    }, 120_000);
  }
});
