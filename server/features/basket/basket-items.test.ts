import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { basketItems } from '../../db/schema';
import { BasketItemSaved, BasketItemSchema } from '../../../shared/api/basket-items';
import type { Template } from '../../../shared/api/config';
import { checkConfiguration, type Design, type Product } from '../../../shared/domain';
import { TEXT_DEFAULTS } from '../../../shared/domain/text';
import { catalogues } from '../../../shared/i18n/messages';
import { canvasAndTemplate, templateOnCanvas } from '../../test/canvas-item';
import { useTestApp } from '../../test/use-test-app';
import { expectError } from '../../test/expect-error';
import { BASKET_COOKIE } from '../../http/basket-cookie';

const t = useTestApp();
let canvas: Product;
let template: Template;
beforeAll(async () => {
  ({ canvas, template } = await canvasAndTemplate(t.app));
});

/** What the configurator in the browser sends for the canvas with the first template. */
function itemBody(overrides: Record<string, unknown> = {}, zoom = 1) {
  const { check, area, design } = templateOnCanvas(canvas, template);
  const item = design.items[0]! as (typeof design.items)[number] & { specs: { placement: { scale: number } } };
  const placed = { ...item, specs: { ...item.specs, placement: { ...item.specs.placement, scale: item.specs.placement.scale * zoom } } };
  return {
    productId: 'canvas',
    instruction: { version: 2, configuration: check.configuration },
    design: { [area.id]: { items: [placed] } } as Design,
    quantity: 2,
    ...overrides,
  };
}

const cookieOf = (res: { cookies: { name: string; value: string }[] }) => res.cookies.find((c) => c.name === BASKET_COOKIE)?.value;

describe('POST /api/basket/items', () => {
  it("refuses NUL and other control characters in the design's strings with 400 naming the field (a NUL in an image's src answered 500)", async () => {
    const base = itemBody();
    const areaId = Object.keys(base.design)[0] as string;
    const withSpec = (key: string, value: string) => {
      const design = JSON.parse(JSON.stringify(base.design)) as Record<string, { items: { specs: Record<string, unknown> }[] }>;
      const item = design[areaId]?.items[0];
      if (item) item.specs[key] = value;
      return design;
    };
    for (const [key, value] of [
      ['src', `${template.url}\u0000`],
      ['layout', 'grid\u0007'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/basket/items',
        payload: { ...base, design: withSpec(key, value) },
        headers: { 'accept-language': 'en' },
      });
      expect(expectError(res, 400, 'validation_failed').error.fields?.[`design.${areaId}.items.0.specs.${key}`]).toEqual([
        catalogues.en['validation.controlCharacter'],
      ]);
    }
  });

  it('stores the item with the server-side check and price, ignoring a price and print data sent along', async () => {
    const body = itemBody({ printdata: { front: 'forged' }, instruction: { ...itemBody().instruction, price: 0.01 } });
    const res = await t.app.inject({ method: 'POST', url: '/api/basket/items', payload: body });
    expect(res.statusCode, res.body).toBe(200);
    const saved = BasketItemSaved.parse(res.json());
    const expected = checkConfiguration(canvas, canvas.defaultConfiguration, 2, new Date()).price;
    expect(saved.price.totalRappen).toBe(expected.totalRappen);
    expect(saved.count).toBe(1);
    const cookie = cookieOf(res) as string;
    expect(cookie).toBeTruthy();
    expect(res.cookies.find((c) => c.name === BASKET_COOKIE)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const count = await t.app.inject({ url: '/api/basket/count', cookies: { [BASKET_COOKIE]: cookie } });
    expect(count.json()).toEqual({ count: 1 });
    const loaded = BasketItemSchema.parse(
      (await t.app.inject({ url: `/api/config/basketitem/${saved.basketItemId}`, cookies: { [BASKET_COOKIE]: cookie } })).json(),
    );
    expect(loaded.quantity).toBe(2);
    expect(loaded.instruction.customerDetails.length).toBe(canvas.attributes.length);
    expect(JSON.stringify(loaded.printdata)).not.toContain('forged');
    expect(loaded.printdata).toHaveProperty(canvas.printAreas[0]!.id);
  });

  it('stores text items beside the photo, completed from their defaults, and loads them back', async () => {
    const body = itemBody();
    const areaId = Object.keys(body.design)[0]!;
    const title = { type: 'text', specs: { text: 'Grosi 80\nFamilie Müller', font: 'lora', weight: 'bold' } };
    const design = { [areaId]: { items: [...body.design[areaId]!.items, title] } };
    const res = await t.app.inject({ method: 'POST', url: '/api/basket/items', payload: { ...body, design } });
    expect(res.statusCode, res.body).toBe(200);
    const { basketItemId } = BasketItemSaved.parse(res.json());
    const loaded = BasketItemSchema.parse(
      (await t.app.inject({ url: `/api/config/basketitem/${basketItemId}`, cookies: { [BASKET_COOKIE]: cookieOf(res)! } })).json(),
    );
    expect(loaded.design[areaId]?.items.map((item) => item.type)).toEqual(['image', 'text']);
    expect(loaded.design[areaId]?.items[1]?.specs).toMatchObject({
      ...title.specs,
      sizeMm: TEXT_DEFAULTS.sizeMm,
      align: 'center',
      colour: TEXT_DEFAULTS.colour,
    });
  });

  it('refuses a design with text but no photo (422) and a text item of an unknown font (400)', async () => {
    const body = itemBody();
    const areaId = Object.keys(body.design)[0]!;
    const textOnly = { [areaId]: { items: [{ type: 'text', specs: { text: 'Titel' } }] } };
    expectError(await t.app.inject({ method: 'POST', url: '/api/basket/items', payload: { ...body, design: textOnly } }), 422, 'unprocessable');
    const badFont = { [areaId]: { items: [...body.design[areaId]!.items, { type: 'text', specs: { text: 'Titel', font: 'comic-sans' } }] } };
    expectError(await t.app.inject({ method: 'POST', url: '/api/basket/items', payload: { ...body, design: badFont } }), 400, 'validation_failed');
  });

  it('saves over an item with PUT and keeps other visitors out', async () => {
    const first = await t.app.inject({ method: 'POST', url: '/api/basket/items', payload: itemBody() });
    const cookie = cookieOf(first) as string;
    const { basketItemId } = BasketItemSaved.parse(first.json());
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/basket/items/${basketItemId}`,
      payload: itemBody({ quantity: 5 }),
      cookies: { [BASKET_COOKIE]: cookie },
    });
    expect(BasketItemSaved.parse(put.json())).toMatchObject({ basketItemId, count: 1 });

    const stranger = await t.app.inject({ method: 'POST', url: '/api/basket/items', payload: itemBody() });
    const strangerCookie = cookieOf(stranger) as string;
    expectError(await t.app.inject({ url: `/api/config/basketitem/${basketItemId}`, cookies: { [BASKET_COOKIE]: strangerCookie } }), 404, 'not_found');
    expectError(
      await t.app.inject({
        method: 'PUT',
        url: `/api/basket/items/${basketItemId}`,
        payload: itemBody({ quantity: 1 }),
        cookies: { [BASKET_COOKIE]: strangerCookie },
      }),
      404,
      'not_found',
    );
    expectError(await t.app.inject({ url: `/api/config/basketitem/${basketItemId}` }), 404, 'not_found');
    const mine = BasketItemSchema.parse((await t.app.inject({ url: `/api/config/basketitem/${basketItemId}`, cookies: { [BASKET_COOKIE]: cookie } })).json());
    expect(mine.quantity).toBe(5);
  });

  it('refuses a configuration that cannot be ordered with 422 and field messages in the request language', async () => {
    const body = itemBody({ instruction: { version: 2, configuration: { size: { custom: true, width: 900, height: 20, name: '900 x 20 cm' } } } });
    const res = await t.app.inject({ method: 'POST', url: '/api/basket/items', payload: body, headers: { 'accept-language': 'en' } });
    const error = expectError(res, 422, 'unprocessable');
    expect(error.error.fields?.['configuration.size']?.join(' ')).toMatch(/too (large|small)/);
  });

  it('refuses an image below 50 dpi unless the customer confirmed it', async () => {
    const blurry = itemBody({}, 8);
    expectError(await t.app.inject({ method: 'POST', url: '/api/basket/items', payload: blurry }), 422, 'unprocessable');
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/basket/items', payload: { ...blurry, qualityConfirmed: true } });
    expect(confirmed.statusCode).toBe(200);
  });

  it('keeps the shopper’s consent to a blurry image with the item, for the print file’s preflight', async () => {
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/basket/items', payload: { ...itemBody({}, 8), qualityConfirmed: true } });
    const { basketItemId } = BasketItemSaved.parse(confirmed.json());
    const [row] = await t.app.db.select({ qualityConfirmed: basketItems.qualityConfirmed }).from(basketItems).where(eq(basketItems.id, basketItemId));
    expect(row).toEqual({ qualityConfirmed: true });
  });

  it('refuses images that are not the visitor’s, and malformed designs', async () => {
    const body = itemBody();
    const areaId = Object.keys(body.design)[0]!;
    const item = body.design[areaId]!.items[0]!;
    const foreign = {
      ...body,
      design: { [areaId]: { items: [{ ...item, specs: { ...item.specs, orig: { id: 'img-of-someone-else', width: 4000, height: 3000 } } }] } },
    };
    expectError(await t.app.inject({ method: 'POST', url: '/api/basket/items', payload: foreign }), 422, 'unprocessable');
    const script = { ...body, design: { [areaId]: { items: [{ ...item, specs: { ...item.specs, src: 'javascript:alert(1)' } }] } } };
    expectError(await t.app.inject({ method: 'POST', url: '/api/basket/items', payload: script }), 400, 'validation_failed');
    expectError(await t.app.inject({ method: 'POST', url: '/api/basket/items', payload: { ...body, productId: 'nope' } }), 404, 'not_found');
  });
});
