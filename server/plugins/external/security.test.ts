import { describe, expect, it } from 'vitest';
import { expectError } from '../../test/expect-error';
import { useTestApp } from '../../test/use-test-app';
import { partnerMayCall } from './security';

const partner = 'https://partner.example';

const t = useTestApp({ PARTNER_ORIGINS: partner });

const preflight = (url: string, method: string, origin = partner) =>
  t.app.inject({
    method: 'OPTIONS',
    url,
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'content-type,x-printshop-draft' },
  });

describe('CORS for partner origins', () => {
  it("grants the widget's calls, without credentials", async () => {
    for (const [method, url] of [
      ['GET', '/api/config/products'],
      ['GET', '/api/config/canvas/product?embedded=true'],
      ['GET', '/api/config/templates'],
      ['GET', '/api/config/design-templates'],
      ['POST', '/api/drafts'],
      ['POST', '/api/drafts/handover'],
      ['POST', '/api/drafts/images/from-url'],
      ['POST', '/api/images'],
      ['GET', '/api/images'],
      ['POST', '/api/basket/items'],
      ['PUT', '/api/basket/items/12'],
      ['POST', '/api/basket/addStatic'],
    ] as const) {
      const res = await preflight(url, method);
      expect(res.statusCode, `${method} ${url}`).toBe(204);
      expect(res.headers['access-control-allow-origin'], `${method} ${url}`).toBe(partner);
      expect(res.headers['access-control-allow-credentials'], `${method} ${url}`).toBeUndefined();
      expect(String(res.headers['access-control-allow-headers'])).toMatch(/X-Printshop-Draft/i);
    }
    const products = await t.app.inject({ url: '/api/config/products', headers: { origin: partner } });
    expect(products.statusCode).toBe(200);
    expect(products.headers['access-control-allow-origin']).toBe(partner);
    expect(products.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(products.headers['access-control-expose-headers'])).toMatch(/X-Request-Id/i);
    const draft = await t.app.inject({ method: 'POST', url: '/api/drafts', headers: { origin: partner } });
    expect(draft.statusCode).toBe(200);
    expect(draft.headers['access-control-allow-origin']).toBe(partner);
  });

  it("refuses the visitor's own data (basket, account, orders) with 403 and no CORS grant", async () => {
    for (const [method, url] of [
      ['GET', '/api/basket'],
      ['GET', '/api/basket/count'],
      ['GET', '/api/selfcare/data'],
      ['GET', '/api/selfcare/orders'],
      ['POST', '/api/checkout/confirm'],
      ['DELETE', '/api/images/abc'],
      ['GET', '/api/orders/1'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { origin: partner, cookie: 'basket=x' } });
      expectError(res, 403, 'forbidden');
      expect(res.headers['access-control-allow-origin'], `${method} ${url}`).toBeUndefined();
      expect(res.headers['access-control-allow-credentials'], `${method} ${url}`).toBeUndefined();
      const pre = await preflight(url, method);
      expect(pre.headers['access-control-allow-origin'], `preflight ${method} ${url}`).toBeUndefined();
      expect(pre.headers['access-control-allow-credentials'], `preflight ${method} ${url}`).toBeUndefined();
    }
  });

  it('still grants the shop itself everything, with credentials', async () => {
    const res = await t.app.inject({ url: '/api/basket', headers: { origin: 'http://shop.test' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('http://shop.test');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
  });
});

describe('partnerMayCall', () => {
  it.each([
    ['GET', '/api/config/canvas/product', true],
    ['GET', '/api/config/basketitem/5', true],
    ['GET', '/images/abc.def/x.jpg', true],
    // The widget's files answer every origin without the CORS plugin (server/web/web.ts).
    ['GET', '/widget/v1/configurator-0a1b2c3d.js', false],
    ['GET', '/api/configurator/drafts', true],
    ['GET', '/api/health/ready', true],
    ['GET', '/api/health', false],
    ['GET', '/api/fonts/lora/bold/latin-ext', true],
    ['GET', '/api/products/aluminium-dibond/soft-proof', true],
    ['PUT', '/api/configurator/drafts/canvas', true],
    ['DELETE', '/api/configurator/drafts/canvas', true],
    ['GET', '/api/basket', false],
    ['DELETE', '/api/images/abc', false],
    ['GET', '/api/config/canvas/product/extra', false],
    ['POST', '/api/basket/handover/claim', false],
    ['GET', '/api/admin/orders', false],
  ] as const)('%s %s: %s', (method, url, allowed) => {
    expect(partnerMayCall(method, url)).toBe(allowed);
  });
});
