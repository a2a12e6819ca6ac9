import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BasketItemSaved } from '../../../shared/api/basket-items';
import { thumbnailInFormat } from '../../../shared/api/design-thumbnail-formats';
import { BasketView } from '../../../shared/api/basket-view';
import { getProduct } from '../../../shared/api/config';
import { ImageInfo } from '../../../shared/api/images';
import { type ImageItem, checkConfiguration, imageDesign, withPlacement } from '../../../shared/domain';
import { BASKET_COOKIE } from '../../http/basket-cookie';
import { expectError } from '../../test/expect-error';
import { confirm, prepareGuest } from '../checkout/checkout-test-helpers';
import { createImageTestApp, jpeg, multipart } from '../images/test-images';

let t: Awaited<ReturnType<typeof createImageTestApp>>;
let cookie: string;
let images: ImageInfo[];

beforeAll(async () => {
  t = await createImageTestApp();
  images = [];
  for (const [width, height] of [
    [2400, 1600],
    [1200, 1600],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      ...multipart(await jpeg(width, height)),
      ...(cookie ? { cookies: { [BASKET_COOKIE]: cookie } } : {}),
    });
    if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
    cookie ??= res.cookies.find((c) => c.name === BASKET_COOKIE)?.value as string;
    images.push(ImageInfo.parse(res.json()));
  }
}, 60_000);
afterAll(() => t.close());

/** A canvas collage of the two uploads (the second turned by `rotation`), mirrored edge. */
async function collageBody(rotation = 0) {
  const canvas = getProduct.response.parse((await t.app.inject({ url: '/api/config/canvas/product' })).json());
  const check = checkConfiguration(canvas, canvas.defaultConfiguration, 1, new Date());
  const area = check.printAreas[0]!;
  let design = imageDesign(
    area,
    images.map((image) => ({ orig: { id: image.id, width: image.width, height: image.height }, src: image.proxyUrl })),
    'columns-2',
  );
  const second = design.items[1] as ImageItem;
  if (rotation) design = withPlacement(design, 1, { ...second.specs.placement, rotation });
  return {
    productId: 'canvas',
    instruction: { version: 2, configuration: check.configuration },
    design: { [area.id]: { ...design, edge: { mode: 'mirror', colour: '#ffffff' } } },
    quantity: 1,
    qualityConfirmed: true,
  };
}

const asOwner = () => ({ cookies: { [BASKET_COOKIE]: cookie } });
const basket = async () => BasketView.parse((await t.app.inject({ url: '/api/basket', ...asOwner() })).json());

describe('design thumbnails', () => {
  let itemId: number;
  let url: string;

  it('the basket names each item by the signed URL of its design thumbnail, which answers the picture, immutable', async () => {
    const added = await t.app.inject({ method: 'POST', url: '/api/basket/items', payload: await collageBody(), ...asOwner() });
    expect(added.statusCode, added.body).toBe(200);
    itemId = BasketItemSaved.parse(added.json()).basketItemId;
    url = (await basket()).items[0]!.previewUrl as string;
    expect(url).toMatch(/^\/thumbnails\/[\w-]+\.[\w-]+\/design\.jpg$/);

    // The URL is the capability (as for renditions): no cookie needed, as in an e-mail.
    const first = await t.app.inject({ url });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers['x-image-cache']).toBe('miss');
    const { width, height } = await sharp(first.rawPayload).metadata();
    expect(Math.max(width, height)).toBe(400);
    const again = await t.app.inject({ url });
    expect(again.headers['x-image-cache']).toBe('hit');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('answers the same picture as AVIF and WebP at their own URLs (the file name says the format), immutable, not varying by Accept', async () => {
    const jpegPixels = await sharp((await t.app.inject({ url })).rawPayload)
      .raw()
      .toBuffer({ resolveWithObject: true });
    for (const [format, type] of [
      ['avif', 'image/avif'],
      ['webp', 'image/webp'],
    ] as const) {
      const res = await t.app.inject({ url: thumbnailInFormat(url, format) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // Other answers vary by Origin (CORS); these never by Accept.
      expect(String(res.headers.vary ?? '')).not.toMatch(/accept/i);
      const decoded = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
      expect((await sharp(res.rawPayload).metadata()).format).toBe(format === 'avif' ? 'heif' : 'webp');
      expect([decoded.info.width, decoded.info.height]).toEqual([jpegPixels.info.width, jpegPixels.info.height]);
      // The same picture: on average within a few levels of the JPEG's.
      let difference = 0;
      for (let i = 0; i < decoded.data.length; i += 1) difference += Math.abs(decoded.data[i]! - jpegPixels.data[i]!);
      expect(difference / decoded.data.length).toBeLessThan(6);
      expect(res.rawPayload.length, format).toBeLessThan((await t.app.inject({ url })).rawPayload.length);
      expect((await t.app.inject({ url: thumbnailInFormat(url, format) })).headers['x-image-cache']).toBe('hit');
    }
  });

  it('refuses a URL the server did not mint: another item, a changed signature or file name', async () => {
    const [, , token, filename] = url.split('/');
    const [descriptor, signature] = token!.split('.');
    const other = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(descriptor!, 'base64url').toString()), i: itemId + 1 })).toString('base64url');
    expectError(await t.app.inject({ url: `/thumbnails/${other}.${signature}/${filename}` }), 403, 'forbidden');
    expectError(
      await t.app.inject({ url: `/thumbnails/${descriptor}.${signature!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}/${filename}` }),
      403,
      'forbidden',
    );
    expectError(await t.app.inject({ url: `/thumbnails/${token}/other.jpg` }), 403, 'forbidden');
    expectError(await t.app.inject({ url: `/thumbnails/${token}/design.png` }), 403, 'forbidden');
    expectError(await t.app.inject({ url: `/thumbnails/${other}.${signature}/design.avif` }), 403, 'forbidden');
  });

  it('a visitor with another basket sees neither the item nor its URL', async () => {
    const stranger = BasketView.parse((await t.app.inject({ url: '/api/basket', cookies: { [BASKET_COOKIE]: 'not-a-basket-of-anyone' } })).json());
    expect(stranger.items).toEqual([]);
  });

  it('a changed design gets a new URL and a new picture; the old URL is gone', async () => {
    const saved = await t.app.inject({ method: 'PUT', url: `/api/basket/items/${itemId}`, payload: await collageBody(180), ...asOwner() });
    expect(saved.statusCode, saved.body).toBe(200);
    const next = (await basket()).items[0]!.previewUrl as string;
    expect(next).not.toBe(url);
    expectError(await t.app.inject({ url }), 404, 'not_found');
    const picture = await t.app.inject({ url: next });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['x-image-cache']).toBe('miss');
    url = next;
  });

  it('the order item gets its own URL for the same design, rendered once (stored by the design hash)', async () => {
    const shopper = { cookies: { [BASKET_COOKIE]: cookie }, headers: { 'accept-language': 'de' } };
    await prepareGuest(t.app, shopper);
    const order = await confirm(t.app, shopper);
    const item = order.items[0]!;
    expect(item.thumbnailUrl).toMatch(/^\/thumbnails\//);
    expect(item.thumbnailUrl).not.toBe(url);
    const picture = await t.app.inject({ url: item.thumbnailUrl! });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['x-image-cache']).toBe('hit');
  });
});
