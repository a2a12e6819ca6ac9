import { beforeAll, describe, expect, it } from 'vitest';
import { BasketItemSaved, BasketItemSchema } from '../../../shared/api/basket-items';
import type { Template } from '../../../shared/api/config';
import type { Product } from '../../../shared/domain';
import { BASKET_COOKIE } from '../../http/basket-cookie';
import { canvasAndTemplate, templateOnCanvas } from '../../test/canvas-item';
import { expectError } from '../../test/expect-error';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();
let canvas: Product;
let template: Template;
beforeAll(async () => {
  ({ canvas, template } = await canvasAndTemplate(t.app));
});

/** The canvas with the first template, its photo's adjustment `adjust` (as a tampered request may say anything). */
function itemBody(adjust: string) {
  const { check, area, design } = templateOnCanvas(canvas, template);
  const items = design.items.map((item) => ({ ...item, specs: { ...item.specs, adjust } }));
  return { productId: 'canvas', instruction: { version: 2, configuration: check.configuration }, design: { [area.id]: { items } }, quantity: 1 };
}

describe('a photo’s colour adjustment in the basket', () => {
  it('is kept with the item', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/basket/items', payload: itemBody('sepia') });
    expect(res.statusCode, res.body).toBe(200);
    const { basketItemId } = BasketItemSaved.parse(res.json());
    const cookie = res.cookies.find((c) => c.name === BASKET_COOKIE)?.value ?? '';
    const loaded = BasketItemSchema.parse((await t.app.inject({ url: `/api/config/basketitem/${basketItemId}`, cookies: { [BASKET_COOKIE]: cookie } })).json());
    const item = Object.values(loaded.design)[0]?.items[0];
    expect(item?.type === 'image' && item.specs.adjust).toBe('sepia');
  });

  it('refuses one the shop does not know with 400 naming the field', async () => {
    const body = itemBody('negative');
    const areaId = Object.keys(body.design)[0]!;
    const res = await t.app.inject({ method: 'POST', url: '/api/basket/items', payload: body });
    expect(expectError(res, 400, 'validation_failed').error.fields).toHaveProperty([`design.${areaId}.items.0.specs.adjust`]);
  });
});
