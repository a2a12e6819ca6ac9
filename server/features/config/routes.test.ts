import { describe, expect, it } from 'vitest';
import { getProduct, getProducts, getTemplates } from '../../../shared/api/config';
import { locales } from '../../../shared/i18n/locales';
import { useTestApp } from '../../test/use-test-app';
import { expectError } from '../../test/expect-error';

const t = useTestApp();

const productIds = ['canvas', 'poster', 'acrylic-glass', 'aluminium-dibond', 'gift-voucher'];

describe('GET /api/config/products', () => {
  it.each(locales)('lists the catalogue in %s with localized names and product paths', async (locale) => {
    const res = await t.app.inject({ url: '/api/config/products', headers: { 'accept-language': locale } });
    expect(res.statusCode).toBe(200);
    const products = getProducts.response.parse(res.json());
    expect(products.map((p) => p.id)).toEqual(expect.arrayContaining(productIds));
    for (const product of products) expect(product.url).toMatch(new RegExp(`^/${locale}/[a-z0-9-]+$`));
  });

  it('names products differently per language', async () => {
    const names = await Promise.all(
      locales.map(async (locale) => {
        const res = await t.app.inject({ url: '/api/config/products', headers: { 'accept-language': locale } });
        return getProducts.response.parse(res.json()).find((p) => p.id === 'canvas')?.name;
      }),
    );
    expect(new Set(names).size).toBeGreaterThan(1);
  });
});

describe('GET /api/config/{productId}/product', () => {
  it.each(productIds)('serves %s as a valid product in every language', async (id) => {
    for (const locale of locales) {
      const res = await t.app.inject({ url: `/api/config/${id}/product`, headers: { 'accept-language': locale } });
      expect(res.statusCode, `${id} ${locale}`).toBe(200);
      const product = getProduct.response.parse(res.json());
      expect(product.id).toBe(id);
      for (const [attributeId, value] of Object.entries(product.defaultConfiguration)) {
        const attribute = product.attributes.find((a) => a.id === attributeId);
        expect(attribute, `${id}.${attributeId}`).toBeDefined();
        if (typeof value === 'string') expect(attribute?.options.map((o) => o.id)).toContain(value);
      }
    }
  });

  it('gives the canvas sizes in every orientation, a frame resource and a wrap', async () => {
    const product = getProduct.response.parse((await t.app.inject({ url: '/api/config/canvas/product' })).json());
    const size = product.attributes.find((a) => a.id === 'size');
    expect(new Set(size?.options.map((o) => o.orientation))).toEqual(new Set(['landscape', 'portrait', 'square']));
    expect(size?.allowCustomSize).toBe(true);
    expect(product.resources.some((r) => r.productionResource.sizeType === 'frame')).toBe(true);
    expect(product.printAreas[0]?.specs.sideArea).toBeGreaterThan(0);
    expect(product.pricing.priceType).toBe('dynamic');
    expect(product.pricing.bulkPrices.length).toBeGreaterThan(0);
  });

  it('answers embedded=true with the same product', async () => {
    const plain = (await t.app.inject({ url: '/api/config/poster/product' })).json();
    const embedded = await t.app.inject({ url: '/api/config/poster/product?embedded=true' });
    expect(embedded.statusCode).toBe(200);
    expect(embedded.json()).toEqual(plain);
  });

  it('answers an unknown product with 404 and a malformed id or query with 400', async () => {
    const missing = async (language: string) =>
      expectError(await t.app.inject({ url: '/api/config/no-such-product/product', headers: { 'accept-language': language } }), 404, 'not_found').error.message;
    // The answer names what is missing, in the request's language.
    expect(await missing('de')).toBe('Dieses Produkt gibt es nicht (mehr).');
    expect(await missing('fr')).toBe('Ce produit n’existe pas (ou plus).');
    expect(await missing('it')).toBe('Questo prodotto non esiste (più).');
    expect(await missing('en')).toBe('This product does not exist (any more).');
    expectError(await t.app.inject({ url: '/api/config/Canvas%27%3B--/product' }), 400, 'validation_failed');
    expectError(await t.app.inject({ url: `/api/config/${'a'.repeat(65)}/product` }), 400, 'validation_failed');
    expectError(await t.app.inject({ url: '/api/config/canvas/product?embedded=yes' }), 400, 'validation_failed');
  });
});

describe('GET /api/config/templates', () => {
  it('lists template images whose files are served', async () => {
    const templates = getTemplates.response.parse((await t.app.inject({ url: '/api/config/templates', headers: { 'accept-language': 'it' } })).json());
    expect(templates.length).toBeGreaterThanOrEqual(8);
    for (const template of templates) {
      const file = await t.app.inject({ url: template.url });
      expect(file.statusCode, template.url).toBe(200);
    }
  });
});
