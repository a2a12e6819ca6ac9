import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Footer } from '../../../shared/api/footer';
import { cmsPages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => (t = await createTestApp({ CATALOGUE_CACHE_MS: '0' })));
afterAll(() => t.close());

const footer = async (lang: string) => {
  const response = await t.app.inject({ url: `/api/footer?lang=${lang}` });
  expect(response.statusCode).toBe(200);
  return Footer.parse(response.json());
};

describe('GET /api/footer', () => {
  it('links the legal pages by their path in the language', async () => {
    const { legal } = await footer('fr');
    expect(legal.map((link) => link.key)).toEqual(['imprint', 'privacy', 'terms']);
    expect(legal[0]?.path).toBe('/fr/mentions-legales');
    for (const link of legal) expect(link.path).toMatch(/^\/fr\/[a-z-]+$/);
  });

  it('names the payment methods the checkout offers, in the language', async () => {
    const basket = (await t.app.inject({ url: '/api/basket', headers: { 'accept-language': 'it' } })).json<{
      checkout: { paymentMethods: { id: string; name: string }[] };
    }>();
    const offered = basket.checkout.paymentMethods.map(({ id, name }) => ({ id, name }));
    expect(offered.map((m) => m.id)).toEqual(['invoice', 'prepayment']);
    expect((await footer('it')).paymentMethods).toEqual(offered);
  });

  it('leaves out a legal page the CMS no longer has', async () => {
    await t.database.db.delete(cmsPages).where(eq(cmsPages.key, 'privacy'));
    expect((await footer('de')).legal.map((link) => link.key)).toEqual(['imprint', 'terms']);
  });
});
