import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageInfo, ImageList } from '../../../shared/api/images';
import { basketItems, type StoredInstruction } from '../../db/schema';
import { expectError } from '../../test/expect-error';
import { ANONYMOUS } from '../../http/visitor';
import { findBasketId } from '../basket/basket-session';
import { createImageTestApp, jpeg, multipart } from './test-images';

let t: Awaited<ReturnType<typeof createImageTestApp>>;
beforeAll(async () => {
  t = await createImageTestApp();
});
afterAll(() => t.close());

/** Uploads as a visitor; returns the image and the visitor's basket cookie. */
async function uploadAs(cookie?: string): Promise<{ image: ImageInfo; cookie: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/images',
    ...multipart(await jpeg()),
    ...(cookie ? { cookies: { basket_session: cookie } } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return { image: ImageInfo.parse(res.json()), cookie: cookie ?? res.cookies.find((c) => c.name === 'basket_session')!.value };
}

describe('image ownership', () => {
  it("lists a visitor's own uploads only, newest first, and nothing for a new visitor", async () => {
    const a1 = await uploadAs();
    const a2 = await uploadAs(a1.cookie);
    const b = await uploadAs();
    const listA = ImageList.parse((await t.app.inject({ url: '/api/images', cookies: { basket_session: a1.cookie } })).json());
    expect(listA.images.map((i) => i.id)).toEqual([a2.image.id, a1.image.id]);
    const listB = ImageList.parse((await t.app.inject({ url: '/api/images', cookies: { basket_session: b.cookie } })).json());
    expect(listB.images.map((i) => i.id)).toEqual([b.image.id]);
    expect((await t.app.inject({ url: '/api/images' })).json()).toEqual({ images: [] });
  });

  it("answers 404 when visitor B reads, deletes or signs visitor A's image", async () => {
    const a = await uploadAs();
    const b = await uploadAs();
    const asB = { cookies: { basket_session: b.cookie } };
    expectError(await t.app.inject({ url: `/api/images/${a.image.id}`, ...asB }), 404, 'not_found');
    expectError(await t.app.inject({ method: 'DELETE', url: `/api/images/${a.image.id}`, ...asB }), 404, 'not_found');
    expectError(await t.app.inject({ method: 'POST', url: `/api/images/${a.image.id}/renditions`, payload: { size: 400 }, ...asB }), 404, 'not_found');
    expectError(await t.app.inject({ url: `/api/images/${a.image.id}` }), 404, 'not_found');
    const own = await t.app.inject({ url: `/api/images/${a.image.id}`, cookies: { basket_session: a.cookie } });
    expect(own.json().id).toBe(a.image.id);
  });

  it('deletes an own image with its files; refuses while a basket item uses it', async () => {
    const a = await uploadAs();
    const asA = { cookies: { basket_session: a.cookie } };
    const basketId = await findBasketId({ db: t.database.db, basketLookups: t.app.basketLookups, visitor: { ...ANONYMOUS, basketToken: a.cookie } });
    const [item] = await t.database.db
      .insert(basketItems)
      .values({
        basketId: basketId!,
        productId: 'poster',
        productVersion: 1,
        quantity: 1,
        instruction: {} as StoredInstruction,
        printdata: {},
        design: { a: { items: [{ type: 'image', specs: { orig: { id: a.image.id, width: 100, height: 80 } } }] } },
      })
      .returning();
    expectError(await t.app.inject({ method: 'DELETE', url: `/api/images/${a.image.id}`, ...asA }), 409, 'conflict');
    await t.database.db.delete(basketItems).where((await import('drizzle-orm')).eq(basketItems.id, item!.id));
    const res = await t.app.inject({ method: 'DELETE', url: `/api/images/${a.image.id}`, ...asA });
    expect(res.json()).toEqual({ id: a.image.id, deleted: true });
    expectError(await t.app.inject({ url: `/api/images/${a.image.id}`, ...asA }), 404, 'not_found');
    expectError(await t.app.inject({ url: a.image.thumbnailUrl }), 404, 'not_found');
  });

  it('signs rendition URLs for crops inside the image only', async () => {
    const a = await uploadAs();
    const asA = { cookies: { basket_session: a.cookie } };
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/images/${a.image.id}/renditions`,
      payload: { size: 200, crop: { x: 10, y: 5, width: 20, height: 20 } },
      ...asA,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const served = await t.app.inject({ url: ok.json().url });
    expect(served.statusCode).toBe(200);
    const outside = await t.app.inject({
      method: 'POST',
      url: `/api/images/${a.image.id}/renditions`,
      payload: { size: 200, crop: { x: 50, y: 0, width: 20, height: 20 } },
      ...asA,
    });
    expectError(outside, 400, 'validation_failed');
    expectError(await t.app.inject({ method: 'POST', url: `/api/images/${a.image.id}/renditions`, payload: { size: 300 }, ...asA }), 400, 'validation_failed');
  });
});
