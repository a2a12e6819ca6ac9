import { describe, expect, it } from 'vitest';
import { getHealth } from '../shared/api/health';
import { useTestApp } from './test/use-test-app';
import { expectError } from './test/expect-error';

const t = useTestApp({ PARTNER_ORIGINS: 'https://partner.example' });

describe('errors', () => {
  it('answers an unknown API path with 404 in the one shape, in the request language', async () => {
    const body = expectError(await t.app.inject({ url: '/api/nope', headers: { 'accept-language': 'fr-CH' } }), 404, 'not_found');
    expect(body.error.message).toBe('Cette page est introuvable.');
  });
});

describe('CORS and security headers', () => {
  it('allows the shop, with credentials (partners: security.test.ts)', async () => {
    for (const origin of ['http://shop.test']) {
      const res = await t.app.inject({ method: 'OPTIONS', url: '/api/languages', headers: { origin, 'access-control-request-method': 'GET' } });
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['access-control-allow-credentials']).toBe('true');
    }
  });

  it('refuses an unknown origin with 403 and no CORS grant', async () => {
    const res = await t.app.inject({ url: '/api/languages', headers: { origin: 'https://evil.example' } });
    expectError(res, 403, 'forbidden');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends security headers and a CSP without inline scripts', async () => {
    const res = await t.app.inject({ url: '/api/languages' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBeDefined();
  });
});

describe('health and OpenAPI', () => {
  it('reports the database', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(getHealth.response.parse(res.json()).database).toBe('postgres');
  });

  it('documents every API call of this issue with request and error schemas', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths);
    for (const path of [
      '/api/languages',
      '/api/translate-url',
      '/api/cms/navigations',
      '/api/cms/page',
      '/api/config/products',
      '/api/config/{productId}/product',
      '/api/config/templates',
      '/api/selfcare/knownFromOptions',
      '/api/basket/count',
      '/api/health',
    ]) {
      expect(paths).toContain(path);
      expect(doc.paths[path].get.responses['200']).toBeDefined();
      expect(doc.paths[path].get.responses['400']).toBeDefined();
    }
  });
});
