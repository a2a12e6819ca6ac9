import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictureById } from '../../../shared/domain/product-pictures/picture-catalogue';
import { pictureUrl } from '../../../shared/domain/product-pictures/picture-files';
import { createImageTestApp } from '../images/test-images';
import { isStoredPicture } from './picture-store';

let t: Awaited<ReturnType<typeof createImageTestApp>>;
beforeAll(async () => {
  t = await createImageTestApp();
});
afterAll(() => t.close());

const poster = pictureById('poster-room');
if (!poster) throw new Error('the catalogue lost its poster picture');

describe('GET /assets/pictures/{file}', () => {
  it('serves each format with its own content type, immutable for a year', async () => {
    for (const [format, type, decoded] of [
      ['avif', 'image/avif', 'heif'],
      ['webp', 'image/webp', 'webp'],
      ['jpg', 'image/jpeg', 'jpeg'],
    ] as const) {
      const res = await t.app.inject({ url: pictureUrl(poster, 400, format) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(res.rawPayload).metadata()).format).toBe(decoded);
    }
  });

  it('renders a picture once and reads it from storage after', async () => {
    const url = pictureUrl(poster, 800, 'webp');
    const first = await t.app.inject({ url });
    const second = await t.app.inject({ url });
    expect(second.headers['x-image-cache']).toBe('hit');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it.each([
    '/assets/pictures/no-such-picture-0000000-800.avif',
    pictureUrl(poster, 800, 'avif').replace(/-[a-z0-9]{7}-/, '-0000000-'),
    pictureUrl(poster, 800, 'avif').replace('-800.', '-640.'),
    pictureUrl(poster, 800, 'jpg').replace('.jpg', '.png'),
  ])('answers 404 for a file it does not make: %s', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(404);
  });
});

describe('isStoredPicture', () => {
  it('finds a picture file once it was made, and nothing else', async () => {
    const url = pictureUrl(poster, 1000, 'jpg');
    expect(await isStoredPicture(t.app.images, url)).toBe(false);
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    expect(await isStoredPicture(t.app.images, url)).toBe(true);
    expect(await isStoredPicture(t.app.images, `${url}?v=1`), 'a query does not change the file').toBe(true);
    expect(await isStoredPicture(t.app.images, url.replace('.jpg', '.png'))).toBe(false);
    expect(await isStoredPicture(t.app.images, '/api/health')).toBe(false);
  });
});
