import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageInfo, ImageList } from '../../../shared/api/images';
import { baskets, customers, images } from '../../db/schema';
import { ANONYMOUS } from '../../http/visitor';
import { expectError } from '../../test/expect-error';
import { hashSecret } from '../../plugins/app/auth';
import { createImageTestApp, jpeg, multipart } from '../images/test-images';
import { registerCustomer } from '../selfcare/test-helpers';
import { ensureBasket } from './basket-session';

let t: Awaited<ReturnType<typeof createImageTestApp>>;
beforeAll(async () => {
  t = await createImageTestApp();
});
afterAll(() => t.close());

const cookieOf = (res: { cookies: { name: string; value: string }[] }) => res.cookies.find((c) => c.name === 'basket_session')?.value;

async function openSession(cookie?: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/basket/session', ...(cookie ? { cookies: { basket_session: cookie } } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ ready: true });
  return res;
}

async function basketOf(cookie: string) {
  const [row] = await t.database.db
    .select()
    .from(baskets)
    .where(eq(baskets.tokenHash, hashSecret(cookie)));
  return row;
}

describe('POST /api/basket/session', () => {
  it('opens an open basket for a new visitor and sets its cookie', async () => {
    const cookie = cookieOf(await openSession());
    expect(cookie).toBeDefined();
    expect((await basketOf(cookie!))?.status).toBe('open');
  });

  it('changes nothing for a visitor whose cookie names an open basket', async () => {
    const cookie = cookieOf(await openSession())!;
    expect(cookieOf(await openSession(cookie))).toBeUndefined();
  });

  it('opens nothing more when many ask at once with one cookie', async () => {
    const cookie = cookieOf(await openSession())!;
    const before = await t.database.db.$count(baskets);
    const answers = await Promise.all(Array.from({ length: 20 }, () => openSession(cookie)));
    expect(answers.map(cookieOf).filter(Boolean)).toEqual([]);
    expect(await t.database.db.$count(baskets)).toBe(before);
  });

  it('opens a new basket for a cookie whose basket was ordered', async () => {
    const cookie = cookieOf(await openSession())!;
    await t.database.db
      .update(baskets)
      .set({ status: 'ordered' })
      .where(eq(baskets.tokenHash, hashSecret(cookie)));
    const next = cookieOf(await openSession(cookie));
    expect(next).toBeDefined();
    expect((await basketOf(next!))?.status).toBe('open');
  });

  it('lands 50 parallel first uploads of one visitor in the one session, every image the visitor’s', async () => {
    const cookie = cookieOf(await openSession())!;
    const photo = await jpeg();
    const uploads = await Promise.all(
      Array.from({ length: 50 }, () => t.app.inject({ method: 'POST', url: '/api/images', ...multipart(photo), cookies: { basket_session: cookie } })),
    );
    expect(uploads.map((res) => res.statusCode)).toEqual(Array.from({ length: 50 }, () => 201));
    expect(uploads.map(cookieOf).filter(Boolean)).toEqual([]);
    const ids = uploads.map((res) => ImageInfo.parse(res.json()).id);
    const owners = await t.database.db.selectDistinct({ basketId: images.basketId }).from(images).where(inArray(images.id, ids));
    expect(owners).toEqual([{ basketId: (await basketOf(cookie))!.id }]);
    const listed = ImageList.parse((await t.app.inject({ url: '/api/images', cookies: { basket_session: cookie } })).json());
    expect(listed.images.map((i) => i.id).toSorted()).toEqual(ids.toSorted());
  });

  it("opens one basket for a customer's parallel first writes", async () => {
    await registerCustomer(t.app, { username: 'parallel-first', email: 'parallel-first@example.ch' });
    const [customer] = await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.username, 'parallel-first'));
    const visitor = { ...ANONYMOUS, customerId: customer!.id };
    const opened = await Promise.all(Array.from({ length: 50 }, () => ensureBasket({ db: t.database.db, basketLookups: t.app.basketLookups, visitor })));
    expect(new Set(opened.map((session) => session.basketId)).size).toBe(1);
    expect(await t.database.db.$count(baskets, eq(baskets.customerId, customer!.id))).toBe(1);
  });

  it('refuses with 410 a write naming a draft the shop no longer keeps, opening no basket', async () => {
    const before = await t.database.db.$count(baskets);
    const form = multipart(await jpeg());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      payload: form.payload,
      headers: { ...form.headers, 'x-printshop-draft': 'e'.repeat(43) },
    });
    expectError(res, 410, 'gone');
    expect(cookieOf(res)).toBeUndefined();
    expect(await t.database.db.$count(baskets)).toBe(before);
  });
});
