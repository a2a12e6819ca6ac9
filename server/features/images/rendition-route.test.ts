import { createHmac } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTemplates } from '../../../shared/api/config';
import { ImageInfo } from '../../../shared/api/images';
import { eq } from 'drizzle-orm';
import { images, templates } from '../../db/schema';
import { expectError } from '../../test/expect-error';
import { ensureTemplateImageRows } from './template-images';
import { createImageTestApp, jpeg, multipart, TEST_IMAGE_SECRET } from './test-images';

let t: Awaited<ReturnType<typeof createImageTestApp>>;
let image: ImageInfo;
beforeAll(async () => {
  t = await createImageTestApp();
  const res = await t.app.inject({ method: 'POST', url: '/api/images', ...multipart(await jpeg(900, 600), 'Zürich See.jpg') });
  image = ImageInfo.parse(res.json());
});
afterAll(() => t.close());

/** The string with the character at `at` changed. */
const flip = (s: string, at: number) => s.slice(0, at) + (s[at] === 'A' ? 'B' : 'A') + s.slice(at + 1);

/** A URL signed with the test secret for any descriptor: what only a key holder could mint. */
function forge(descriptor: object, filename = 'x.jpg'): string {
  const encoded = Buffer.from(JSON.stringify(descriptor)).toString('base64url');
  const signature = createHmac('sha256', TEST_IMAGE_SECRET).update(`${encoded}/${filename}`).digest().subarray(0, 16).toString('base64url');
  return `/images/${encoded}.${signature}/${filename}`;
}

describe('GET /images/{descriptor}.{signature}/{filename}', () => {
  it('serves a signed rendition, cacheable for a year, with nosniff and a readable name', async () => {
    expect(image.thumbnailUrl).toMatch(/^\/images\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}\/zurich-see\.jpg$/);
    const res = await t.app.inject({ url: image.thumbnailUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.vary).toMatch(/Accept/);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([400, 267]);
  });

  it('answers the best format the browser accepts', async () => {
    const webp = await t.app.inject({ url: image.proxyUrl, headers: { accept: 'image/webp,*/*' } });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect((await sharp(webp.rawPayload).metadata()).format).toBe('webp');
    const avif = await t.app.inject({ url: image.thumbnailUrl, headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(avif.headers['content-type']).toBe('image/avif');
  });

  it('stores a rendition on first request and serves it from storage after', async () => {
    const url = forge({ i: image.id, s: 200 });
    const first = await t.app.inject({ url, headers: { accept: 'image/webp' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-image-cache']).toBe('miss');
    const second = await t.app.inject({ url, headers: { accept: 'image/webp' } });
    expect(second.headers['x-image-cache']).toBe('hit');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('still serves a rendition the storage cannot keep because the disk is full', async () => {
    const { storage } = t.app.images;
    const put = storage.put;
    storage.put = () => Promise.reject(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }));
    try {
      const url = forge({ i: image.id, s: 800 });
      for (let i = 0; i < 2; i += 1) {
        const res = await t.app.inject({ url, headers: { accept: 'image/webp' } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['x-image-cache']).toBe('miss');
        expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
      }
    } finally {
      storage.put = put;
    }
  });

  it('answers 403 when any byte of the path changed', async () => {
    const url = image.thumbnailUrl;
    const token = url.split('/')[2]!;
    // Every character of the signature (its last one carries unused base64 bits), and some of the descriptor.
    const positions = [0, 5, ...Array.from({ length: token.length - token.lastIndexOf('.') - 1 }, (_, i) => token.lastIndexOf('.') + 1 + i)];
    for (const at of positions) {
      expectError(await t.app.inject({ url: `/images/${flip(token, at)}/${url.split('/')[3]}` }), 403, 'forbidden');
    }
    expectError(await t.app.inject({ url: url.replace('zurich-see', 'zurich-sea') }), 403, 'forbidden');
    expectError(await t.app.inject({ url: `/images/nodot/x.jpg` }), 403, 'forbidden');
  });

  it('refuses renditions outside the allowed set even when signed (400)', async () => {
    expectError(await t.app.inject({ url: forge({ i: image.id, s: 300 }) }), 400, 'bad_request');
    expectError(await t.app.inject({ url: forge({ i: image.id, s: 400, c: [800, 0, 200, 200] }) }), 400, 'bad_request');
    expectError(await t.app.inject({ url: forge({ i: image.id, s: 400 }, 'UPPER.jpg') }), 400, 'bad_request');
    expectError(await t.app.inject({ url: forge({ i: 'no-such-image', s: 400 }) }), 404, 'not_found');
  });

  it('renders a crop from the original when the proxy has too few pixels', async () => {
    const res = await t.app.inject({ url: forge({ i: image.id, s: 2048, c: [0, 0, 450, 600] }) });
    expect(res.statusCode).toBe(200);
    const { data, info } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([450, 600]);
    expect(data[0]).toBeGreaterThan(200); // the red left half
  });
});

describe('template images', () => {
  it('lists templates with signed URLs that serve raster images of the recorded size', async () => {
    const list = getTemplates.response.parse((await t.app.inject({ url: '/api/config/templates' })).json());
    expect(list.length).toBeGreaterThanOrEqual(8);
    const first = list.find((x) => x.id === 'ocean-waves')!;
    expect([first.width, first.height]).toEqual([6000, 2000]);
    expect(first.thumbnailUrl).toMatch(/^\/images\//);
    const thumb = await t.app.inject({ url: first.thumbnailUrl });
    expect(thumb.statusCode).toBe(200);
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 400, height: 133 });
    const proxy = await t.app.inject({ url: first.url });
    expect(await sharp(proxy.rawPayload).metadata()).toMatchObject({ width: 2048, height: 683 });
    const info = ImageInfo.parse((await t.app.inject({ url: `/api/images/${first.imageId}` })).json());
    expect(info).toMatchObject({ kind: 'template', width: 6000, height: 2000 });
  });

  it('gives templates of a database seeded before template images their rows on start', async () => {
    await t.database.db.delete(images).where(eq(images.kind, 'template'));
    await ensureTemplateImageRows(t.database.db);
    expect(await t.database.db.$count(images, eq(images.kind, 'template'))).toBe(await t.database.db.$count(templates));
  });
});
