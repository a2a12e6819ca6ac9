import { DrizzleQueryError, sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import type { Database } from '../db/database';
import { openTestDatabase } from '../test/test-database';
import { maskUrl, requestIdGenerator, serializeError } from './logging';

/** Every line the app logs, parsed; the stream stands in for stdout. */
const lines: Record<string, unknown>[] = [];
const logStream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };

const EMAIL = 'anna.muster@example.ch';
const ADDRESS = 'Bahnhofstrasse 1, 6039 Root';
const ACCESS_TOKEN = 'guest-access-token-0123456789abcdef';

let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  const config = loadConfig({
    LOG_LEVEL: 'debug',
    DIST_DIR: '/nonexistent-dist',
    PUBLIC_URL: 'http://shop.test',
    LOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    PRINT_WORKER_POLL_MS: '0',
    MAIL_WORKER_POLL_MS: '0',
  });
  app = await buildApp(config, { database, logStream });
  // Queries that fail with personal data among their parameters, as a bug in a handler would.
  app.get('/api/test/failing-cast', async () => database.db.execute(sql`select ${ADDRESS}::int as n`));
  app.get('/api/test/failing-unique', async () =>
    database.db.transaction(async (tx) => {
      await tx.execute(sql`create temp table log_test_contacts (email text primary key) on commit drop`);
      await tx.execute(sql`insert into log_test_contacts values (${EMAIL}), (${EMAIL})`);
    }),
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(() => {
  lines.length = 0;
});

const logged = () => JSON.stringify(lines);

describe('failed queries in the log', () => {
  it('keep the SQL text and the SQLSTATE, never the parameters (message, params, detail, stack)', async () => {
    const cast = await app.inject({ url: '/api/test/failing-cast' });
    expect(cast.statusCode).toBe(500);
    const unique = await app.inject({ url: '/api/test/failing-unique' });
    expect(unique.statusCode).toBe(500);
    const errors = lines.filter((l) => l.level === 50);
    expect(errors).toHaveLength(2);
    expect(logged()).not.toContain('Bahnhofstrasse');
    expect(logged()).not.toContain('anna.muster');
    expect(logged()).toContain('select $1::int as n');
    expect(logged()).toContain('insert into log_test_contacts values ($1), ($2)');
    expect(errors[1]).toMatchObject({ err: { sqlState: { code: '23505', constraint: 'log_test_contacts_pkey' } } });
    expect(errors[0]).toMatchObject({ err: { sqlState: { code: '22P02' } } });
    expect(logged()).toContain('log_test_contacts_pkey');
  });
});

describe('serializeError', () => {
  it("drops what node-postgres's errors quote of the values (detail, where), keeps code and constraint", () => {
    const cause = Object.assign(new pg.DatabaseError('duplicate key value violates unique constraint "contacts_email_key"', 100, 'error'), {
      code: '23505',
      constraint: 'contacts_email_key',
      table: 'contacts',
      detail: `Key (email)=(${EMAIL}) already exists.`,
      where: `unnamed portal parameter $2 = '${ADDRESS}'`,
    });
    const error = new DrizzleQueryError('insert into contacts (name, email) values ($1, $2)', ['Anna Muster', EMAIL], cause);
    const text = JSON.stringify(serializeError(error));
    expect(text).not.toContain('anna.muster');
    expect(text).not.toContain('Anna Muster');
    expect(text).not.toContain('Bahnhofstrasse');
    expect(text).toContain('insert into contacts (name, email) values ($1, $2)');
    expect(serializeError(error)).toMatchObject({ sqlState: { code: '23505', constraint: 'contacts_email_key', table: 'contacts' } });
    // The error itself is left as it was (others may still need it).
    expect(error.params).toEqual(['Anna Muster', EMAIL]);
  });
});

describe('request log lines', () => {
  it('mask tokens in URLs: ?access=, ?handover=, reset keys in paths', async () => {
    await app.inject({ url: `/api/orders/1?access=${ACCESS_TOKEN}` });
    await app.inject({ url: `/de/checkout/basket?handover=${ACCESS_TOKEN}` });
    await app.inject({ url: `/de/customer/newpassword/12/${ACCESS_TOKEN}` });
    expect(lines.filter((l) => l.msg === 'incoming request')).toHaveLength(3);
    expect(logged()).not.toContain(ACCESS_TOKEN);
    expect(logged()).toContain('/api/orders/1?access=[redacted]');
  });

  it('never show credentials of headers', async () => {
    app.log.info({ req: { headers: { authorization: `Bearer ${ACCESS_TOKEN}`, cookie: `session=${ACCESS_TOKEN}` } } }, 'headers');
    expect(logged()).not.toContain(ACCESS_TOKEN);
    expect(lines[0]).toMatchObject({ req: { headers: { authorization: '[redacted]', cookie: '[redacted]' } } });
  });

  it('carry the request id, which the answer names in X-Request-Id', async () => {
    const res = await app.inject({ url: '/api/languages' });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const own = lines.filter((l) => l.reqId === id);
    expect(own.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    // An error answer carries it too.
    expect((await app.inject({ url: '/api/nope' })).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('maskUrl', () => {
  it.each([
    ['/api/orders/5?access=abc', '/api/orders/5?access=[redacted]'],
    ['/api/orders/5/invoice?x=1&Access=abc&y=2', '/api/orders/5/invoice?x=1&Access=[redacted]&y=2'],
    ['/fr/checkout/confirm?order=5&access=abc', '/fr/checkout/confirm?order=5&access=[redacted]'],
    ['/de/checkout/basket?handover=abc', '/de/checkout/basket?handover=[redacted]'],
    ['/it/customer/newpassword/7/abcdef?x=1', '/it/customer/newpassword/7/[redacted]?x=1'],
    ['/fr/customer/loginlink/abcdef', '/fr/customer/loginlink/[redacted]'],
    ['/admin/login/link/abcdef?x=1', '/admin/login/link/[redacted]?x=1'],
    ['/images/eyJpIjoiYSJ9.c2lnbmF0dXJl/photo.jpg', '/images/eyJpIjoiYSJ9.[redacted]/photo.jpg'],
    ['/api/languages', '/api/languages'],
    ['/api/cms/page?path=%2Fde%2Fx&language=de', '/api/cms/page?path=%2Fde%2Fx&language=de'],
  ])('%s', (url, masked) => {
    expect(maskUrl(url)).toBe(masked);
  });
});

const req = (id?: string) => ({ headers: id === undefined ? {} : { 'x-request-id': id } }) as never;

describe('request ids', () => {
  it("keep a proxy's sane id behind a trusted proxy", () => {
    expect(requestIdGenerator(true)(req('lb-1234.abcd'))).toBe('lb-1234.abcd');
  });

  it('replace an insane or untrusted one with a new UUID', () => {
    for (const id of ['has space', 'x'.repeat(200), 'quote"', 'line\nbreak', '']) expect(requestIdGenerator(true)(req(id))).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdGenerator(false)(req('lb-1234'))).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdGenerator(true)(req())).toMatch(/^[0-9a-f-]{36}$/);
  });
});
