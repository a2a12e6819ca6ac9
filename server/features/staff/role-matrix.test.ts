import { beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '../../../shared/api';
import type { Endpoint } from '../../../shared/api/endpoint';
import { staffRoles, type StaffRole } from '../../../shared/domain/staff/roles';
import { openApiPath } from '../../test/documented-statuses';
import { useTestApp } from '../../test/use-test-app';
import { staffSession } from './test-helpers';

/*
 * Every back-office operation the server documents (so every one added later too) is called
 * anonymously and with a session of every role: anonymous gets 401, a role the operation does not
 * name gets 403, a role it names gets past the check (whatever the made-up input then earns).
 */

/** The only /api/admin operations open to anyone: they start (by password or mailed link) and end a session. */
const PUBLIC = new Set(['POST /api/admin/login', 'POST /api/admin/login/link', 'POST /api/admin/logout']);

type OpenApiDoc = { paths: Record<string, Record<string, unknown>> };

const contractOf = new Map(
  (Object.values(contracts) as unknown[])
    .filter((value): value is Endpoint => typeof value === 'object' && value !== null && 'method' in value && 'path' in value)
    .map((ep) => [`${ep.method} ${openApiPath(ep.path)}`, ep]),
);

const t = useTestApp();
const sessions = {} as Record<StaffRole, { cookie: string }>;
let operations: { method: string; path: string }[] = [];

beforeAll(async () => {
  for (const role of staffRoles) sessions[role] = (await staffSession(t.app, role)).headers;
  const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as OpenApiDoc;
  operations = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, ops]) => Object.keys(ops).map((method) => ({ method: method.toUpperCase(), path })));
});

const call = (op: { method: string; path: string }, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: op.method as 'GET',
    url: op.path.replace(/\{[^}]+\}/g, '1'),
    headers,
    ...(op.method === 'POST' || op.method === 'PUT' ? { payload: {} } : {}),
  });

describe('the role check of every /api/admin operation', () => {
  it('finds the operations, the staff ones among them', () => {
    expect(operations.length).toBeGreaterThanOrEqual(9);
    expect(operations).toContainEqual({ method: 'GET', path: '/api/admin/audit/verify' });
  });

  it('every operation but the logins and logout declares its roles in the contract', () => {
    for (const op of operations) {
      const key = `${op.method} ${op.path}`;
      if (PUBLIC.has(key)) continue;
      expect(contractOf.get(key)?.staff, `${key} declares staff roles`).toBeDefined();
    }
  });

  it('answers 401 to an anonymous caller', async () => {
    for (const op of operations.filter((o) => !PUBLIC.has(`${o.method} ${o.path}`))) expect((await call(op)).statusCode, `${op.method} ${op.path}`).toBe(401);
  });

  it.each(staffRoles)('lets %s through where it is named, and answers 403 where it is not', async (role) => {
    for (const op of operations.filter((o) => !PUBLIC.has(`${o.method} ${o.path}`))) {
      const allowed = contractOf.get(`${op.method} ${op.path}`)?.staff ?? [];
      const status = (await call(op, sessions[role])).statusCode;
      if (allowed.includes(role)) expect([401, 403], `${role}: ${op.method} ${op.path} -> ${status}`).not.toContain(status);
      else expect(status, `${role}: ${op.method} ${op.path}`).toBe(403);
    }
  });
});
