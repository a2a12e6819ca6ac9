import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAFT_HEADER, DraftCreated } from '../../../shared/api/partner-drafts';
import { catalogues } from '../../../shared/i18n/messages';
import { HttpError } from '../../http/http-error';
import { expectError } from '../../test/expect-error';
import { createTestApp, testClock, type TestApp } from '../../test/test-app';
import { jpeg, multipart, TEST_IMAGE_SECRET } from './test-images';
import { countReceivedBytes, uploadLimits } from './upload-limits';

const HOUR = 3_600_000;
const clock = testClock();
let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'printshop-upload-limits-'));
  t = await createTestApp({ DATA_DIR: dataDir, IMAGE_URL_SECRET: TEST_IMAGE_SECRET, UPLOAD_QUOTA_MB: '1' }, { now: () => clock.now });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Visitor = { ip: string; cookie?: string; headers?: Record<string, string> };

async function upload(visitor: Visitor, data: Buffer, locale = 'en') {
  const body = multipart(data);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/images',
    remoteAddress: visitor.ip,
    headers: { ...body.headers, 'accept-language': locale, ...visitor.headers },
    ...(visitor.cookie ? { cookies: { basket_session: visitor.cookie } } : {}),
    payload: body.payload,
  });
  visitor.cookie ??= res.cookies.find((c) => c.name === 'basket_session')?.value;
  return res;
}

/** A photo-like PNG of about `kb` kilobytes (noise does not compress). */
const noisePng = (kb: number) => {
  const side = Math.round(Math.sqrt((kb * 1024) / 3));
  const pixels = randomBytes(side * side * 3);
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
};

describe('upload limits', () => {
  it('limits uploads per visitor and hour with 429, Retry-After and the reason; other visitors of the IP go on', async () => {
    const small = await jpeg(16, 12);
    const visitor: Visitor = { ip: '198.51.100.20' };
    for (let i = 0; i < uploadLimits.visitor.max; i++) expect((await upload(visitor, small)).statusCode).toBe(201);
    const res = await upload(visitor, small, 'fr');
    expect(expectError(res, 429, 'rate_limited').error.message).toBe(catalogues.fr['images.upload.tooMany']);
    expect(Number(res.headers['retry-after'])).toBe(3600);
    expect((await upload({ ip: visitor.ip }, small)).statusCode).toBe(201);
    clock.advance(HOUR);
    expect((await upload(visitor, small)).statusCode).toBe(201);
  });

  it('counts a partner draft as a visitor of its own', async () => {
    const draft = await t.app.inject({ method: 'POST', url: '/api/drafts' });
    const { token } = DraftCreated.parse(draft.json());
    const visitor: Visitor = { ip: '198.51.100.21', headers: { [DRAFT_HEADER.toLowerCase()]: token } };
    const small = await jpeg(16, 12);
    for (let i = 0; i < uploadLimits.visitor.max; i++) {
      const res = await upload({ ...visitor }, small);
      expect(res.statusCode, res.body).toBe(201);
    }
    expectError(await upload({ ...visitor }, small), 429, 'rate_limited');
    clock.advance(HOUR);
  });

  it('limits uploads per IP and hour, whatever the cookie', async () => {
    const small = await jpeg(16, 12);
    for (let i = 0; i < uploadLimits.ip.max; i++) expect((await upload({ ip: '198.51.100.30' }, small)).statusCode).toBe(201);
    const res = await upload({ ip: '198.51.100.30' }, small, 'de');
    expect(expectError(res, 429, 'rate_limited').error.message).toBe(catalogues.de['images.upload.tooMany']);
    expect((await upload({ ip: '198.51.100.31' }, small)).statusCode).toBe(201);
    clock.advance(HOUR);
  });

  it('limits the megabytes received from one IP per hour', async () => {
    const ctx = { db: t.database.db, now: clock.now, log: t.app.log, ip: '198.51.100.40', locale: 'it' as const, quotaBytes: 0 };
    await countReceivedBytes(ctx, uploadLimits.megabytesIp.max * 2 ** 20);
    const refused = await countReceivedBytes(ctx, 1).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 429, message: catalogues.it['images.upload.tooMany'] });
    await countReceivedBytes({ ...ctx, ipLimitFactor: 2 }, 1);
  });

  it('refuses uploads past the visitor’s stored quota with 413 and the reason, by the declared length before reading and by the stored size after', async () => {
    const visitor: Visitor = { ip: '198.51.100.50' };
    const part = await noisePng(400);
    expect((await upload(visitor, part)).statusCode).toBe(201);
    expect((await upload(visitor, part)).statusCode).toBe(201);
    const full = expectError(await upload(visitor, part, 'it'), 413, 'payload_too_large');
    expect(full.error.message).toBe(catalogues.it['images.upload.quota'].replace('{mb}', '1'));
    // Without a declared length (a chunked body), the image is refused by its stored size, and nothing of it is kept.
    const chunked = multipart(part);
    const streamed = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      remoteAddress: visitor.ip,
      headers: { ...chunked.headers, 'accept-language': 'en' },
      cookies: { basket_session: visitor.cookie as string },
      payload: Readable.from([chunked.payload as Buffer]),
    });
    expect(expectError(streamed, 413, 'payload_too_large').error.message).toBe(catalogues.en['images.upload.quota'].replace('{mb}', '1'));
    const mine = () =>
      t.app
        .inject({ url: '/api/images', cookies: { basket_session: visitor.cookie as string } })
        .then((r) => (r.json() as { images: { id: string }[] }).images);
    expect(await mine()).toHaveLength(2);
    // A new visitor has a quota of their own.
    expect((await upload({ ip: visitor.ip }, part)).statusCode).toBe(201);
    // Deleting a photo frees its space.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/images/${(await mine())[0]?.id}`,
      cookies: { basket_session: visitor.cookie as string },
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect((await upload(visitor, part)).statusCode).toBe(201);
  });

  it('keeps the quota under parallel uploads of one visitor: only what fits is stored', async () => {
    const visitor: Visitor = { ip: '198.51.100.60' };
    const part = await noisePng(300);
    for (let i = 0; i < 2; i += 1) expect((await upload(visitor, part)).statusCode).toBe(201);
    // Room for one more: two at once are decoded side by side and both pass the checks before storing.
    const answers = await Promise.all(Array.from({ length: 2 }, () => upload({ ...visitor }, part)));
    expect(answers.map((a) => a.statusCode).toSorted()).toEqual([201, 413]);
    const mine = await t.app.inject({ url: '/api/images', cookies: { basket_session: visitor.cookie as string } });
    expect((mine.json() as { images: unknown[] }).images).toHaveLength(3);
  });
});
