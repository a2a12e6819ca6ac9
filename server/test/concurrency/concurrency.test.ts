import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BasketItemSaved } from '../../../shared/api/basket-items';
import { basketItems, customers } from '../../db/schema';
import { BASKET_COOKIE } from '../../http/basket-cookie';
import { registration } from '../../features/selfcare/test-helpers';
import { canvasAndTemplate, canvasItemBody } from '../canvas-item';
import { useTestApp } from '../use-test-app';

/*
 * Many requests at once on the same thing, on PostgreSQL with its true parallelism: the invariants
 * must hold after every run.
 */

const t = useTestApp();
let itemBody: (quantity: number) => ReturnType<typeof canvasItemBody>;
beforeAll(async () => {
  const { canvas, template } = await canvasAndTemplate(t.app);
  itemBody = (quantity) => canvasItemBody(canvas, template, quantity);
});

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
