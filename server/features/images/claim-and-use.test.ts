import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BasketItemSaved } from '../../../shared/api/basket-items';
import { getProduct } from '../../../shared/api/config';
import { ImageInfo, ImageList } from '../../../shared/api/images';
import { checkConfiguration, imageDesign } from '../../../shared/domain';
import { expectError } from '../../test/expect-error';
import { BASKET_COOKIE } from '../../http/basket-cookie';
import { bearer, registration } from '../selfcare/test-helpers';
import { createImageTestApp, jpeg, multipart } from './test-images';

let t: Awaited<ReturnType<typeof createImageTestApp>>;
beforeAll(async () => {
  t = await createImageTestApp();
});
afterAll(() => t.close());

async function upload(cookie?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/images',
    ...multipart(await jpeg(1200, 800)),
    ...(cookie ? { cookies: { [BASKET_COOKIE]: cookie } } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return { image: ImageInfo.parse(res.json()), cookie: cookie ?? (res.cookies.find((c) => c.name === BASKET_COOKIE)?.value as string) };
}

async function basketBodyWith(image: ImageInfo) {
  const poster = getProduct.response.parse((await t.app.inject({ url: '/api/config/poster/product' })).json());
  const check = checkConfiguration(poster, poster.defaultConfiguration, 1, new Date());
  const area = check.printAreas[0]!;
  const design = imageDesign(area, [{ orig: { id: image.id, width: image.width, height: image.height }, src: image.proxyUrl }], null);
  return {
    productId: 'poster',
    instruction: { version: 2, configuration: check.configuration },
    design: { [area.id]: design },
    quantity: 1,
    qualityConfirmed: true,
  };
}

describe('uploads in designs and at login', () => {
  it("lets a visitor put their own upload in the basket, never someone else's", async () => {
    const mine = await upload();
    const theirs = await upload();
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/basket/items',
      payload: await basketBodyWith(mine.image),
      cookies: { [BASKET_COOKIE]: mine.cookie },
    });
    expect(BasketItemSaved.parse(ok.json()).count).toBe(1);
    const stolen = await t.app.inject({
      method: 'POST',
      url: '/api/basket/items',
      payload: await basketBodyWith(theirs.image),
      cookies: { [BASKET_COOKIE]: mine.cookie },
    });
    expectError(stolen, 422, 'unprocessable');
  });

  it('hands the visitor’s uploads to the customer who registers in that session', async () => {
    const visitor = await upload();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/selfcare/register',
      payload: registration({ username: 'claimer', email: 'claimer@example.ch' }),
      cookies: { [BASKET_COOKIE]: visitor.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { token } = res.json() as { token: string };
    const list = ImageList.parse((await t.app.inject({ url: '/api/images', headers: bearer(token) })).json());
    expect(list.images.map((i) => i.id)).toEqual([visitor.image.id]);
  });
});
