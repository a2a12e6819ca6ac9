import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from '../../../shared/api';
import type { Endpoint } from '../../../shared/api/endpoint';
import { expectError } from '../expect-error';
import { createTestApp, type TestApp } from '../test-app';
import { staffSession } from '../../features/staff/test-helpers';
import { registerCustomer } from '../../features/selfcare/test-helpers';

/*
 * Every integer in a path or a query string (ids, cursors, limits) beyond what its column holds:
 * PostgreSQL refuses such a number in a comparison (a 500), so the contract must refuse it first,
 * with 400, for every endpoint, as the staff and customers who may call them.
 */

const BEYOND = ['2147483648', '9007199254740990', '99999999999999999999'];

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; anyOf?: JsonSchema[] };

const endpoints = (Object.values(contracts) as unknown[]).filter(
  (value): value is Endpoint => typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value,
);

const isInteger = (schema: JsonSchema): boolean =>
  schema.type === 'integer' || (Array.isArray(schema.type) && schema.type.includes('integer')) || (schema.anyOf ?? []).some(isInteger);

function integerFields(schema: z.core.$ZodType | undefined): string[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return Object.entries(json.properties ?? {})
    .filter(([, field]) => isInteger(field))
    .map(([name]) => name);
}

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const { token } = await registerCustomer(t.app);
  headers = { ...(await staffSession(t.app, 'owner')).headers, authorization: `Bearer ${token}`, 'accept-language': 'de' };
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('integers beyond their column', () => {
  const cases = endpoints.flatMap((ep) => [
    ...integerFields(ep.params).map((name) => ({ ep, where: 'params' as const, name })),
    ...integerFields(ep.query).map((name) => ({ ep, where: 'query' as const, name })),
  ]);

  it('finds the integer parameters of the contract', () => {
    expect(cases.map(({ ep, name }) => `${ep.path} ${name}`)).toEqual(
      expect.arrayContaining(['/api/admin/audit before', '/api/admin/audit staffId', '/api/admin/mails before', '/api/admin/vouchers before']),
    );
  });

  for (const { ep, where, name } of cases) {
    it(`${ep.method} ${ep.path} ${where} ${name}: 400`, async () => {
      for (const value of BEYOND) {
        const path = ep.path.replace(/:([A-Za-z_]+)/g, (_, param: string) => (where === 'params' && param === name ? value : '1'));
        const url = where === 'query' ? `${path}?${name}=${value}` : path;
        const body = ep.method === 'GET' ? {} : { payload: {} };
        expectError(await t.app.inject({ method: ep.method, url, headers, ...body }), 400, 'validation_failed');
      }
    });
  }
});
