import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BasketItemSaved } from '../../../shared/api/basket-items';
import { getProduct, getTemplates } from '../../../shared/api/config';
import { checkConfiguration, imageDesign, type Design, type Product } from '../../../shared/domain';
import { basketItems, customers } from '../../db/schema';
import { BASKET_COOKIE } from '../../http/basket-cookie';
import { registration } from '../../features/selfcare/test-helpers';
import { createTestApp, type TestApp } from '../test-app';

/*
 * Many requests at once on the same thing, on PostgreSQL with its true parallelism: the invariants
 * must hold after every run.
 */

let t: TestApp;
let canvas: Product;
let template: { id: string; width: number; height: number; url: string };

beforeAll(async () => {
  t = await createTestApp();
  canvas = getProduct.response.parse((await t.app.inject({ url: '/api/config/canvas/product' })).json());
  template = getTemplates.response.parse((await t.app.inject({ url: '/api/config/templates' })).json())[0]!;
});
afterAll(() => t.close());

function itemBody(quantity: number) {
  const check = checkConfiguration(canvas, canvas.defaultConfiguration, 1, new Date());
  const area = check.printAreas[0]!;
  const design = imageDesign(area, [{ orig: { id: `template:${template.id}`, width: template.width, height: template.height }, src: template.url }], null);
  return { productId: 'canvas', instruction: { version: 2, configuration: check.configuration }, design: { [area.id]: design } as Design, quantity };
}

describe('in parallel', () => {
  it('20 registrations of one username make one account; the others are told the name is taken', async () => {
    const payloads = Array.from({ length: 20 }, (_, i) => registration({ username: 'same-name', email: `same${i}@example.ch` }));
    const answers = await Promise.all(
      payloads.map((payload, i) => t.app.inject({ method: 'POST', url: '/api/selfcare/register', payload, remoteAddress: `10.90.0.${i + 1}` })),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(
      statuses.every((s) => s === 200 || (s >= 400 && s < 500)),
      statuses.join(','),
    ).toBe(true);
    const rows = await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.username, 'same-name'));
    expect(rows).toHaveLength(1);
  });

  it('20 items added to one basket at once are 20 items, counted right', async () => {
    const first = await t.app.inject({ method: 'POST', url: '/api/basket/items', payload: itemBody(1) });
    const cookie = first.cookies.find((c) => c.name === BASKET_COOKIE)?.value as string;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({ method: 'POST', url: '/api/basket/items', payload: itemBody(i + 1), cookies: { [BASKET_COOKIE]: cookie } }),
      ),
    );
    expect(answers.map((a) => a.statusCode).every((s) => s === 200)).toBe(true);
    const ids = answers.map((a) => BasketItemSaved.parse(a.json()).basketItemId);
    expect(new Set(ids).size).toBe(20);
    expect((await t.app.inject({ url: '/api/basket/count', cookies: { [BASKET_COOKIE]: cookie } })).json()).toEqual({ count: 21 });
  });

  it('parallel changes of one item leave one item with one of the sent quantities, priced for it', async () => {
    const first = await t.app.inject({ method: 'POST', url: '/api/basket/items', payload: itemBody(1) });
    const cookie = first.cookies.find((c) => c.name === BASKET_COOKIE)?.value as string;
    const { basketItemId } = BasketItemSaved.parse(first.json());
    const quantities = Array.from({ length: 15 }, (_, i) => i + 2);
    const answers = await Promise.all(
      quantities.map((q) =>
        t.app.inject({ method: 'PUT', url: `/api/basket/items/${basketItemId}`, payload: itemBody(q), cookies: { [BASKET_COOKIE]: cookie } }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const rows = await t.database.db.select().from(basketItems).where(eq(basketItems.id, basketItemId));
    expect(rows).toHaveLength(1);
    expect(quantities).toContain(rows[0]?.quantity);
    expect((await t.app.inject({ url: '/api/basket/count', cookies: { [BASKET_COOKIE]: cookie } })).json()).toEqual({ count: 1 });
  });
});
