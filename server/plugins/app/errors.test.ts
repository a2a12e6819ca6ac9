import http from 'node:http';
import net from 'node:net';
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiErrorBody } from '../../../shared/api/error';
import { fieldMessage } from '../../http/error-messages';
import { documentedStatuses } from '../../test/documented-statuses';
import { expectError } from '../../test/expect-error';
import { createTestApp, type TestApp } from '../../test/test-app';
import { staffSession } from '../../features/staff/test-helpers';
import errors, { frameworkErrorHandler } from './errors';
import locale from './locale';

/** Every line the app logs, parsed. */
const lines: { level: number; msg: string }[] = [];
const logStream = { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) };

/** The headers of an owner's session, filled once the app exists (the cases below hold this object). */
const admin: Record<string, string> = {};

let t: TestApp;
let port: number;
let documented: Awaited<ReturnType<typeof documentedStatuses>>;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'debug' }, { logStream });
  Object.assign(admin, (await staffSession(t.app)).headers);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
  documented = await documentedStatuses(t.app);
});
afterAll(() => t.close());
beforeEach(() => {
  lines.length = 0;
});

/** Sends a request's head and part of its body, then drops the connection, as a closed browser tab does. */
async function dropMidBody(head: string, partialBody: string): Promise<void> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  socket.write(head + partialBody);
  await new Promise((r) => setTimeout(r, 100));
  socket.destroy();
}

describe('a client that drops its connection', () => {
  it('is logged as a closed connection at info level, not as a database failure at error level', async () => {
    await dropMidBody(
      'POST /api/selfcare/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n',
      '{"username":"anna","password":"',
    );
    await expect.poll(() => lines.some((l) => l.msg === 'client closed the connection'), { timeout: 3000 }).toBe(true);
    expect(lines.find((l) => l.msg === 'client closed the connection')?.level).toBe(30);
    expect(lines.filter((l) => l.level >= 50).map((l) => l.msg)).toEqual([]);
    expect(lines.map((l) => l.msg)).not.toContain('database unavailable');
  });

  it('mid-upload is a closed connection too', async () => {
    const boundary = 'x-boundary';
    await dropMidBody(
      `POST /api/images HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 900000\r\n\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${'\xff'.repeat(20_000)}`,
    );
    await expect.poll(() => lines.some((l) => l.msg === 'client closed the connection'), { timeout: 3000 }).toBe(true);
    expect(lines.filter((l) => l.level >= 40).map((l) => l.msg)).toEqual([]);
  });
});

/** One raw HTTP exchange over a socket (inject bypasses Node's parser and its limits). */
async function rawExchange(request: string): Promise<{ status: number; headers: string; body: string }> {
  const socket = net.connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  socket.write(request);
  await new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const text = Buffer.concat(chunks).toString('utf8');
  const [head = '', body = ''] = text.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), headers: head, body };
}

describe('every refusal in the one error shape, with a documented status', () => {
  it.each([
    {
      what: 'print file: bad id',
      method: 'GET',
      url: '/api/admin/print-files/abc',
      headers: admin,
      route: '/api/admin/print-files/:orderItemId',
      status: 400,
      code: 'validation_failed',
    },
    {
      what: 'print file: no staff session',
      method: 'GET',
      url: '/api/admin/print-files/5',
      headers: {},
      route: '/api/admin/print-files/:orderItemId',
      status: 401,
      code: 'unauthorized',
    },
    {
      what: 'print file: unknown item',
      method: 'GET',
      url: '/api/admin/print-files/5',
      headers: admin,
      route: '/api/admin/print-files/:orderItemId',
      status: 404,
      code: 'not_found',
    },
    {
      what: 'a path parameter over the limit',
      method: 'GET',
      url: `/api/orders/${'9'.repeat(300)}`,
      headers: {},
      route: '/api/orders/:id',
      status: 414,
      code: 'uri_too_long',
    },
    {
      what: 'a JSON body over 1 MB',
      method: 'POST',
      url: '/api/selfcare/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(1_100_000), password: 'y' }),
      route: '/api/selfcare/login',
      status: 413,
      code: 'payload_too_large',
    },
    {
      what: 'a form body to a JSON call',
      method: 'POST',
      url: '/api/selfcare/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=a',
      route: '/api/selfcare/login',
      status: 415,
      code: 'unsupported_media_type',
    },
    {
      what: 'a foreign origin',
      method: 'GET',
      url: '/api/basket',
      headers: { origin: 'https://evil.example' },
      route: '/api/basket',
      status: 403,
      code: 'forbidden',
    },
  ] as const)('$what: $status $code', async ({ method, url, headers, route, status, code, ...rest }) => {
    const res = await t.app.inject({ method, url, headers: { ...headers, 'accept-language': 'fr' }, ...('payload' in rest ? { payload: rest.payload } : {}) });
    const body = expectError(res, status, code);
    expect(body.error.message).not.toMatch(/\d{50}/); // no echo of the URL
    expect(res.headers['x-request-id']).toBeDefined();
    expect(documented(method, route)).toContain(status);
  });

  it('a used handover code: 410 gone, documented', async () => {
    expect(documented('POST', '/api/basket/handover/claim')).toContain(410);
  });

  it('a known API path with a wrong method: 405 with Allow, not 404', async () => {
    for (const [method, url, allow] of [
      ['PATCH', '/api/basket/items/12', 'DELETE, PUT'],
      ['TRACE', '/api/languages', 'GET, HEAD'],
      ['DELETE', '/api/selfcare/login', 'POST'],
      ['GET', '/api/selfcare/login', 'POST'],
    ] as const) {
      // light-my-request 6.6 (pinned: later ones need Node 22) leaves TRACE out of its method type; it sends it all the same.
      const res = await t.app.inject({ method: method as 'PATCH', url });
      expectError(res, 405, 'method_not_allowed');
      expect(res.headers.allow, `${method} ${url}`).toBe(allow);
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/api/selfcare/login' });
    expect([head.statusCode, head.headers.allow]).toEqual([405, 'POST']);
    expectError(await t.app.inject({ method: 'PATCH', url: '/api/nothing-here' }), 404, 'not_found');
  });

  it('every other method Node accepts (QUERY, PROPFIND, SEARCH …), over a real socket: 405 with Allow on an API path', async () => {
    // CONNECT names a host, not a path: Node hands it to the server's 'connect' event, never to a route.
    const others = http.METHODS.filter((method) => !['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'CONNECT'].includes(method));
    expect(others).toContain('QUERY');
    for (const method of others) {
      const res = await rawExchange(`${method} /api/languages HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en\r\nConnection: close\r\n\r\n`);
      expect(res.status, method).toBe(405);
      expect(res.headers.toLowerCase(), method).toContain('allow: get, head');
      expect(ApiErrorBody.parse(JSON.parse(res.body)).error.code, method).toBe('method_not_allowed');
    }
  });

  it('a URL over the size Node parses: 431 in the one shape, in the language sent', async () => {
    const res = await rawExchange(`GET /api/languages?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(ApiErrorBody.parse(JSON.parse(res.body)).error.code).toBe('header_too_large');
    expect(res.headers.toLowerCase()).toContain('x-request-id: ');
    const french = await rawExchange(`GET /api/languages HTTP/1.1\r\nHost: localhost\r\nAccept-Language: fr\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`);
    expect(french.status).toBe(431);
    expect(ApiErrorBody.parse(JSON.parse(french.body)).error.message).toMatch(/trop volumineuse/);
  });

  it('malformed HTTP: 400 in the one shape', async () => {
    const res = await rawExchange('GET /api/languages HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n');
    expect(res.status).toBe(400);
    expect(ApiErrorBody.parse(JSON.parse(res.body)).error.code).toBe('bad_request');
  });
});

describe("the router's own refusals", () => {
  it('a path parameter over maxParamLength: 414 in the one shape, not echoing the URL', async () => {
    const app = Fastify({ logger: false, routerOptions: { maxParamLength: 10 }, frameworkErrors: frameworkErrorHandler });
    await app.register(locale);
    await app.register(errors);
    app.get('/api/things/:id', async () => ({ ok: true }));
    const res = await app.inject({ url: `/api/things/${'secret'.repeat(5)}`, headers: { 'accept-language': 'it' } });
    expect(expectError(res, 414, 'uri_too_long').error.message).toBe('L’indirizzo è troppo lungo.');
    expect(res.body).not.toContain('secret');
    await app.close();
  });
});

const text = (problem: Parameters<typeof fieldMessage>[0]) => fieldMessage(problem, 'en');
const claim = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/basket/handover/claim', payload: payload as object, headers: { 'accept-language': 'en' } });

describe('the field errors of a request that fails its schema', () => {
  it('tell a missing field from one of the wrong type by what was sent', async () => {
    expect(expectError(await claim({}), 400, 'validation_failed').error.fields).toEqual({ code: [text('required')] });
    expect(expectError(await claim({ code: 7 }), 400, 'validation_failed').error.fields).toEqual({ code: [text('invalid')] });
    expect(expectError(await claim({ code: null }), 400, 'validation_failed').error.fields).toEqual({ code: [text('invalid')] });
    expect(expectError(await claim({ code: 'c', extra: 1 }), 400, 'validation_failed').error.fields).toEqual({ extra: [text('unknownField')] });
  });
});
