import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageInfo, ImageList } from '../../../shared/api/images';
import { DRAFT_HEADER, DraftCreated, PARTNER_HEADER } from '../../../shared/api/partner-drafts';
import { partners } from '../../db/schema';
import { expectError } from '../../test/expect-error';
import { createTestApp } from '../../test/test-app';
import { MAX_UPLOAD_BYTES } from '../images/image-processing';
import { createImageTestApp, jpeg } from '../images/test-images';
import { MAX_REDIRECTS } from './fetch-remote-image';

/*
 * The prefill through the real route, PostgreSQL and the upload service, fetching from a real local
 * server. Loopback is reachable only through PREFILL_LOOPBACK_HOSTS=localhost (the test-only
 * allowance); every refusal is of a real request, most of them refused before any connection.
 */

const PARTNER = 'https://partner.example';
const KEY = `pk_${'A1'.repeat(12)}`;
const INACTIVE_KEY = `pk_${'B2'.repeat(12)}`;
/** The timeout of the app that tests it; the others keep the default (reading 80 MB takes its time). */
const TIMEOUT_MS = 500;
const IMAGE_HOSTS = ['localhost', '127.0.0.1', '::1', '::ffff:7f00:1', '10.1.2.3', 'images.partner.example'];

let t: Awaited<ReturnType<typeof createImageTestApp>>;
let server: Server;
let origin: string;
let photo: Buffer;

/** The partner's site: an image, redirects, an oversize one, a page, a server that never answers. */
function partnerSite(request: IncomingMessage, response: ServerResponse) {
  const path = request.url ?? '/';
  if (path === '/photos/sunset.jpg') return response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
  if (path === '/to-photo') return response.writeHead(302, { location: '/photos/sunset.jpg' }).end();
  if (path === '/to-private') return response.writeHead(302, { location: 'https://10.1.2.3/photos/sunset.jpg' }).end();
  if (path === '/to-unlisted') return response.writeHead(301, { location: 'https://elsewhere.example/photo.jpg' }).end();
  if (path === '/loop') return response.writeHead(302, { location: '/loop' }).end();
  if (path === '/page.html') return response.writeHead(200, { 'content-type': 'image/jpeg' }).end('<!doctype html><title>Not a photo</title>'.padEnd(200));
  if (path === '/declared-huge.jpg') return response.writeHead(200, { 'content-length': String(MAX_UPLOAD_BYTES + 1) }).end();
  if (path === '/huge.jpg') {
    // No length announced: the limit is found while reading.
    response.writeHead(200, { 'content-type': 'image/jpeg' });
    response.on('error', () => undefined);
    const block = Buffer.alloc(1024 * 1024);
    Readable.from(
      (function* () {
        yield Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
        for (let sent = 0; sent <= MAX_UPLOAD_BYTES; sent += block.length) yield block;
      })(),
    ).pipe(response);
    return;
  }
  if (path === '/slow.jpg') return; // never answers
  response.writeHead(404).end();
}

beforeAll(async () => {
  photo = await jpeg(64, 48);
  server = createServer(partnerSite);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://localhost:${port}`;
  t = await partnerApp({});
});

/** An app that fetches from loopback for `localhost` (the test allowance), with the partner and an inactive one. */
async function partnerApp(env: Record<string, string>) {
  const app = await createImageTestApp({ NODE_ENV: 'test', PARTNER_ORIGINS: PARTNER, PREFILL_LOOPBACK_HOSTS: 'localhost', ...env });
  await app.database.db.insert(partners).values([
    { name: 'Partner', contactEmail: 'partner@example.ch', publicKey: KEY, origins: [PARTNER], imageHosts: IMAGE_HOSTS },
    { name: 'Gone', contactEmail: 'gone@example.ch', publicKey: INACTIVE_KEY, origins: [PARTNER], imageHosts: IMAGE_HOSTS, active: false },
  ]);
  return app;
}

afterAll(async () => {
  await t?.close();
  server?.closeAllConnections();
  server?.close();
});

async function newDraft(app = t.app): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/drafts', headers: { origin: PARTNER } });
  return DraftCreated.parse(res.json()).token;
}

async function prefill(url: string, headers: Record<string, string> = {}, app = t.app) {
  const draft = headers[DRAFT_HEADER] ?? (await newDraft(app));
  return app.inject({
    method: 'POST',
    url: '/api/drafts/images/from-url',
    payload: { url },
    headers: { origin: PARTNER, 'accept-language': 'en', [PARTNER_HEADER]: KEY, [DRAFT_HEADER]: draft, ...headers },
  });
}

/** A 422 for the URL, its reason also under fields.url. */
async function expectUrlRefused(url: string, reason: RegExp) {
  const body = expectError(await prefill(url), 422, 'unprocessable');
  expect(body.error.message).toMatch(reason);
  expect(body.error.fields?.url).toEqual([body.error.message]);
}

describe('a prefilled image', () => {
  it('is fetched into the draft as one of its uploads', async () => {
    const draft = await newDraft();
    const res = await prefill(`${origin}/photos/sunset.jpg`, { [DRAFT_HEADER]: draft });
    expect(res.statusCode, res.body).toBe(200);
    const image = ImageInfo.parse(res.json());
    expect(image).toMatchObject({ kind: 'upload', format: 'jpeg', width: 64, height: 48, name: 'sunset.jpg' });
    const listed = ImageList.parse((await t.app.inject({ url: '/api/images', headers: { [DRAFT_HEADER]: draft } })).json());
    expect(listed.images.map((i) => i.id)).toEqual([image.id]);
    // Its renditions are made as for any upload.
    expect((await t.app.inject({ url: image.thumbnailUrl })).statusCode).toBe(200);
  });

  it('follows a redirect whose target passes every rule', async () => {
    const res = await prefill(`${origin}/to-photo`);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('prefill refuses', () => {
  it('a request without a draft (400), for a draft no longer kept (410), without an active partner (403)', async () => {
    const url = `${origin}/photos/sunset.jpg`;
    expectError(await prefill(url, { [DRAFT_HEADER]: '' }), 400, 'bad_request');
    expectError(await prefill(url, { [DRAFT_HEADER]: 'x'.repeat(43) }), 410, 'gone');
    const none = expectError(await prefill(url, { [PARTNER_HEADER]: '' }), 403, 'forbidden');
    expect(none.error.message).toMatch(/not enabled/);
    expectError(await prefill(url, { [PARTNER_HEADER]: `pk_${'C3'.repeat(12)}` }), 403, 'forbidden');
    expectError(await prefill(url, { [PARTNER_HEADER]: INACTIVE_KEY }), 403, 'forbidden');
  });

  it('a URL that is not https', async () => {
    await expectUrlRefused('http://images.partner.example/photo.jpg', /https/);
    await expectUrlRefused('ftp://images.partner.example/photo.jpg', /https/);
  });

  it('a host the partner did not list, exactly', async () => {
    await expectUrlRefused('https://elsewhere.example/photo.jpg', /elsewhere\.example.*not allowed/);
    await expectUrlRefused('https://cdn.images.partner.example/photo.jpg', /not allowed/);
  });

  it('loopback, private and IPv4-mapped addresses, even when the partner lists them', async () => {
    const port = new URL(origin).port;
    await expectUrlRefused(`https://127.0.0.1:${port}/photos/sunset.jpg`, /127\.0\.0\.1 points to an internal/);
    await expectUrlRefused('https://10.1.2.3/photos/sunset.jpg', /10\.1\.2\.3 points to an internal/);
    await expectUrlRefused(`https://[::1]:${port}/photos/sunset.jpg`, /::1 points to an internal/);
    await expectUrlRefused(`https://[::ffff:127.0.0.1]:${port}/photos/sunset.jpg`, /points to an internal/);
  });

  it('a name resolving to loopback when the test allowance is off (as it always is in production)', async () => {
    const strict = await createTestApp({ PARTNER_ORIGINS: PARTNER });
    try {
      await strict.database.db
        .insert(partners)
        .values({ name: 'Partner', contactEmail: 'p@example.ch', publicKey: KEY, origins: [PARTNER], imageHosts: ['localhost'] });
      // Plain http is refused first; over https the name's address is.
      expectError(await prefill(`${origin}/photos/sunset.jpg`, {}, strict.app), 422, 'unprocessable');
      const https = `https://localhost:${new URL(origin).port}/photos/sunset.jpg`;
      const body = expectError(await prefill(https, {}, strict.app), 422, 'unprocessable');
      expect(body.error.message).toMatch(/localhost points to an internal/);
    } finally {
      await strict.close();
    }
  });

  it('a redirect to a private address, and one to a host not listed', async () => {
    await expectUrlRefused(`${origin}/to-private`, /10\.1\.2\.3 points to an internal/);
    await expectUrlRefused(`${origin}/to-unlisted`, /elsewhere\.example.*not allowed/);
  });

  it('a chain of more redirects than allowed', async () => {
    await expectUrlRefused(`${origin}/loop`, new RegExp(`more than ${MAX_REDIRECTS} times`));
  });

  it('an answer other than 200', async () => {
    await expectUrlRefused(`${origin}/missing.jpg`, /status 404/);
  });

  it('a body over the upload limit, announced or found while reading', async () => {
    expectError(await prefill(`${origin}/declared-huge.jpg`), 413, 'payload_too_large');
    expectError(await prefill(`${origin}/huge.jpg`), 413, 'payload_too_large');
  });

  it('bytes that are no image format an upload may have, whatever the Content-Type says', async () => {
    const body = expectError(await prefill(`${origin}/page.html`), 415, 'unsupported_media_type');
    expect(body.error.message).toMatch(/JPEG/);
  });

  it('a server that does not answer in time', async () => {
    const impatient = await partnerApp({ PREFILL_TIMEOUT_MS: String(TIMEOUT_MS) });
    try {
      const started = Date.now();
      const body = expectError(await prefill(`${origin}/slow.jpg`, {}, impatient.app), 422, 'unprocessable');
      expect(body.error.message).toMatch(/did not deliver the image within 1 second\b/);
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2000);
    } finally {
      await impatient.close();
    }
  });

  it('and leaves nothing in the draft after a refusal', async () => {
    const draft = await newDraft();
    expectError(await prefill(`${origin}/page.html`, { [DRAFT_HEADER]: draft }), 415, 'unsupported_media_type');
    const listed = ImageList.parse((await t.app.inject({ url: '/api/images', headers: { [DRAFT_HEADER]: draft } })).json());
    expect(listed.images).toEqual([]);
  });
});
