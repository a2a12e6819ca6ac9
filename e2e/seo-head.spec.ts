import { expect, test, type Page } from '@playwright/test';
import { ShopJsonLd } from '../shell/features/seo/json-ld-schema';
import { locales, productSlugs, text, type Locale } from './shell-helpers';
import { inTurn, only } from './devices';

// The head as search engines and link previews read it, per page type and language: read from the
// DOM once the page has loaded (the server render puts the same tags into the HTML).

const helpSlugs: Record<Locale, string> = { de: 'hilfe', fr: 'aide', it: 'aiuto', en: 'help' };

async function head(page: Page) {
  const canonical = page.locator('head link[rel="canonical"]');
  await expect(canonical).toHaveCount(1);
  return page.evaluate(() => {
    return {
      title: document.title,
      titles: document.head.querySelectorAll('title').length,
      description: document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
      robots: [...document.head.querySelectorAll('meta[name="robots"]')].map((m) => m.getAttribute('content')),
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      alternates: Object.fromEntries(
        [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
      ),
      og: Object.fromEntries([...document.head.querySelectorAll('meta[property^="og:"]')].map((m) => [m.getAttribute('property'), m.getAttribute('content')])),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ''),
    };
  });
}

const structuredData = (texts: string[]) => texts.map((json) => ShopJsonLd.parse(JSON.parse(json)));

for (const [n, locale] of locales.entries()) {
  test.describe(locale, only('desktop'), () => {
    if (inTurn(0, n))
      test('a product page names itself, links its other languages and offers the product in CHF', async ({ page, baseURL }) => {
        await page.goto(`/${locale}/${productSlugs[locale]}`);
        const tags = await head(page);
        const name = await page.getByRole('heading', { level: 1 }).textContent();
        expect(tags.title).toBe(`${name} – ${text(locale, 'shop.name')}`);
        expect(tags.titles).toBe(1);
        expect(tags.description).toBe(await page.locator('.product-hero .lead').textContent());
        expect(tags.robots).toEqual(['index,follow']);
        expect(tags.canonical).toBe(`${baseURL}/${locale}/${productSlugs[locale]}`);
        expect(tags.alternates).toEqual({
          ...Object.fromEntries(locales.map((l) => [l, `${baseURL}/${l}/${productSlugs[l]}`])),
          'x-default': `${baseURL}/de/${productSlugs.de}`,
        });
        expect(tags.og).toMatchObject({ 'og:title': tags.title, 'og:description': tags.description, 'og:type': 'product', 'og:url': tags.canonical });
        expect(tags.og['og:locale']).toMatch(new RegExp(`^${locale}_`));
        expect((await page.request.get(tags.og['og:image'] as string)).headers()['content-type']).toBe('image/jpeg');
        const [product, breadcrumb] = structuredData(tags.jsonLd);
        expect(product?.['@type']).toBe('Product');
        expect(breadcrumb?.['@type']).toBe('BreadcrumbList');
        if (product?.['@type'] !== 'Product') return;
        // The offer spans the cheapest and the dearest price the price list shows, over all its orientations.
        const prices: number[] = [];
        const select = page.locator('.orientation-select select');
        await expect(select).toBeAttached();
        // The price list hydrates after the rest of the page; its switch works from then on.
        await expect(page.locator('.price-list')).toHaveAttribute('data-hydrated', 'true');
        const orientations = await select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
        for (const [index, orientation] of orientations.entries()) {
          // Tabs on wide screens, a select on phones.
          if (await select.isVisible()) await select.selectOption(orientation);
          else await page.locator('.price-list [role="tab"]').nth(index).click();
          await expect(page.locator('.price-groups')).toHaveAttribute('data-orientation', orientation);
          const rows = page.locator('.price-groups tr[data-unit-rappen]:has(.price)');
          prices.push(...(await rows.evaluateAll((trs) => trs.map((tr) => Number(tr.getAttribute('data-unit-rappen'))))));
        }
        expect(prices.length).toBeGreaterThan(0);
        expect(product.offers.lowPrice).toBe((Math.min(...prices) / 100).toFixed(2));
        expect(product.offers.highPrice).toBe((Math.max(...prices) / 100).toFixed(2));
      });

    if (inTurn(1, n))
      test('a content page has its own title, description and language alternates', async ({ page, baseURL }) => {
        await page.goto(`/${locale}/${helpSlugs[locale]}`);
        const tags = await head(page);
        const heading = await page.getByRole('heading', { level: 1 }).textContent();
        expect(tags.title).toBe(`${heading} – ${text(locale, 'shop.name')}`);
        expect(tags.description?.length).toBeGreaterThan(20);
        expect(tags.canonical).toBe(`${baseURL}/${locale}/${helpSlugs[locale]}`);
        expect(Object.keys(tags.alternates).toSorted()).toEqual([...locales, 'x-default'].toSorted());
        expect(structuredData(tags.jsonLd).map((data) => data['@type'])).toEqual(['BreadcrumbList']);
      });

    if (inTurn(2, n))
      test('the home page names the company with its workshop address', async ({ page, baseURL }) => {
        await page.goto(`/${locale}`);
        const tags = await head(page);
        expect(tags.canonical).toBe(`${baseURL}/${locale}`);
        expect(tags.og['og:type']).toBe('website');
        const [organization] = structuredData(tags.jsonLd);
        expect(organization?.['@type']).toBe('Organization');
        if (organization?.['@type'] !== 'Organization') return;
        expect(organization.address.addressCountry).toBe('CH');
      });

    if (inTurn(3, n))
      test('checkout and account pages are kept out of search engines; the configurator is not', async ({ page, baseURL }) => {
        for (const path of ['checkout/basket', 'selfcare', 'customer/newpassword']) {
          await page.goto(`/${locale}/${path}`);
          const tags = await head(page);
          expect(tags.robots, path).toEqual(['noindex,follow']);
          expect(tags.canonical, path).toBe(`${baseURL}/${locale}/${path}`);
          expect(tags.description, path).toBe(text(locale, 'seo.description'));
        }
        await page.goto(`/${locale}/configurator`);
        const tags = await head(page);
        expect(tags.robots).toEqual(['index,follow']);
        expect(tags.title).toBe(`${text(locale, 'configurator.step.start')} – ${text(locale, 'shop.name')}`);
      });

    if (inTurn(0, n))
      test('the 404 page is not indexed and claims no address', async ({ page }) => {
        await page.goto(`/${locale}/no-such-page`);
        await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');
        await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
        await expect(page).toHaveTitle(`${text(locale, 'error.notFound.title')} – ${text(locale, 'shop.name')}`);
      });
  });
}
