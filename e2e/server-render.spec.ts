import { brotliCompressSync, constants } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { UNKNOWN_SHOP_PATHS } from '../server/test/unknown-shop-paths';
import type { NavigationItem } from '../shared/api/cms';
import { locales, navigation, productSlugs, text, type Locale } from './shell-helpers';
import { alternate, inTurn, only } from './devices';

const aboutSlugs: Record<Locale, string> = { de: 'ueber-uns', fr: 'a-propos', it: 'chi-siamo', en: 'about-us' };
const pricesSlugs: Record<Locale, string> = { de: 'preise', fr: 'prix', it: 'prezzi', en: 'prices' };

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows its heading, navigation and product cards', only('desktop'), async ({ page }) => {
    await page.goto('/de');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.nav-main')).toHaveAttribute('aria-label', text('de', 'nav.mainLabel'));
    await expect(page.locator('.product-card').first()).toContainText(/ab CHF/);
  });

  test('every link of the menus can be reached, on a phone without the drawer toggle, and followed', async ({ page, request }) => {
    const nav = await navigation(request, 'de');
    const links = (items: NavigationItem[]): NavigationItem[] =>
      items.flatMap((item) => [...(item.type === 'item' && item.linkType !== 'noLink' ? [item] : []), ...links(item.subItems)]);
    await page.goto('/de');
    for (const top of [...nav.main, ...nav.header].filter((item) => item.subItems.length > 0)) {
      // Wide screens show a sub-menu on hover (or focus); phones list them all.
      await page.locator('.nav-toggle', { hasText: top.text }).first().hover();
      for (const link of links(top.subItems)) await expect(page.locator('.site-nav a', { hasText: link.text }).first(), link.text).toBeVisible();
    }
    const product = links(nav.main).find((item) => item.linkType === 'product');
    const top = nav.main.find((item) => links(item.subItems).includes(product!));
    await page.locator('.nav-toggle', { hasText: top!.text }).first().hover();
    await page.locator('.site-nav a', { hasText: product!.text }).first().click();
    await expect(page).toHaveURL(new RegExp(`${product!.url}$`));
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  });

  test('a content page shows its text', only('phone'), async ({ page }) => {
    await page.goto('/fr/a-propos');
    await expect(page.locator('.content-page h1')).not.toBeEmpty();
    await expect(page.locator('.content-page p').first()).not.toBeEmpty();
  });

  test('a product page shows its name, description and price table', only('desktop'), async ({ page, request }) => {
    const cms = (await (await request.get('/api/cms/page?lang=de&path=leinwand')).json()) as { title: string; description: string };
    await page.goto('/de/leinwand');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(cms.title);
    await expect(page.locator('.product-hero .lead')).toHaveText(cms.description);
    const rows = page.locator('.price-table tbody tr');
    expect(await rows.count()).toBeGreaterThan(2);
    await expect(rows.first().locator('.price')).toContainText('CHF');
  });

  test('the price list shows a table per product', only('phone'), async ({ page }) => {
    await page.goto('/it/prezzi');
    expect(await page.locator('.price-list').count()).toBeGreaterThan(1);
    await expect(page.locator('.price-table').first()).toBeVisible();
  });

  test('the checkout shows its frame, the visitor’s basket is left to the browser', only('desktop'), async ({ page }) => {
    await page.goto('/de/checkout/basket');
    await expect(page.locator('.site-header')).toBeVisible();
    await expect(page.locator('.checkout')).toContainText(text('de', 'order.loading'));
  });
});

/**
 * Console errors and warnings and page errors of a page load (the shell reports a hydration
 * mismatch as one). The browser's note that the document itself answered 404 is the page's status, no error.
 */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const documentStatus = message.text().includes('status of 404') && message.location().url === page.url();
    if (!documentStatus) errors.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

const pageTypes = (locale: Locale) => [
  { name: 'home', path: `/${locale}`, ready: '.product-card' },
  { name: 'content page', path: `/${locale}/${aboutSlugs[locale]}`, ready: '.content-page' },
  { name: 'product page', path: `/${locale}/${productSlugs[locale]}`, ready: '.price-table' },
  { name: 'price list', path: `/${locale}/${pricesSlugs[locale]}`, ready: '.price-table' },
  { name: '404 page', path: `/${locale}/no-such-page`, ready: '.error-page' },
  { name: 'basket', path: `/${locale}/checkout/basket`, ready: '[data-testid="checkout-basket"]' },
  { name: 'self-care', path: `/${locale}/selfcare`, ready: '[data-testid="selfcare-login"]' },
  { name: 'new password', path: `/${locale}/customer/newpassword`, ready: '.customer-page form' },
  { name: 'configurator', path: `/${locale}/configurator/canvas/productSettings`, ready: '[data-testid="configurator"]' },
];

// Each page type in two languages, one on each device.
for (const [n, locale] of locales.entries()) {
  for (const [m, { name, path, ready }] of pageTypes(locale).entries()) {
    if (!inTurn(m % 4, n)) continue;
    test(`${locale} ${name} hydrates without an error or warning`, alternate(n), async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(path);
      await expect(page.locator(ready).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });
  }
}

test('after hydration, links navigate in the browser with the router', only('desktop'), async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/de/ueber-uns');
  await expect(page.locator('.content-page')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => ((window as { marker?: boolean }).marker = true));
  await page.locator('.brand').first().click();
  await expect(page).toHaveURL(/\/de$/);
  await expect(page.locator('.product-card').first()).toBeVisible();
  // Still the same document: a client-side navigation, not a page load.
  expect(await page.evaluate(() => (window as { marker?: boolean }).marker)).toBe(true);
  expect(errors).toEqual([]);
});

for (const [n, path] of UNKNOWN_SHOP_PATHS.entries()) {
  test(`${path} answers 404 with the error page`, alternate(n), async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('.error-page h1')).toHaveText(text('de', 'error.notFound.title'));
  });
}

test('an unknown product in the configurator links to the products', only('phone'), async ({ page }) => {
  await page.goto('/de/configurator/no-such-product');
  await expect(page.locator('.error-page').getByRole('link', { name: text('de', 'error.allProducts') })).toHaveAttribute('href', '/de/configurator');
});

/*
 * The scripts a shop page names in its HTML (module entry and modulepreloads) are all it loads
 * before it hydrates, measured as served: brotli at the quality of the build's precompressed files
 * (scripts/precompress.ts). React DOM, React Router, React and jotai are most of it; a schema library
 * pulled into the first paint (zod came with a language list once, 26 kB) shows here.
 */
const asServed = (body: Buffer) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }).length;

test('the scripts a shop page loads before hydrating stay within 110 kB as served', only('desktop'), async ({ request }) => {
  for (const path of ['/de', '/de/leinwand', '/fr/toile', '/de/preise', '/de/impressum']) {
    const html = await (await request.get(path)).text();
    const scripts = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*\brel="modulepreload"[^>]*\bhref)="(\/[^"]+\.js)"/g)].map((m) => m[1] as string);
    expect(scripts.length, path).toBeGreaterThan(1);
    let bytes = 0;
    for (const script of new Set(scripts)) bytes += asServed(await (await request.get(script)).body());
    expect(bytes, path).toBeLessThanOrEqual(110_000);
  }
});

test("the basket and the configurator parse answers with zod and break no rule of the shop's CSP", only('phone'), async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`Content Security Policy: ${e.violatedDirective} ${e.blockedURI}`), true);
  });
  await page.goto('/de/checkout/basket');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/fr/configurator/canvas');
  await expect(page.getByTestId('configurator').getByRole('heading', { level: 1 })).toHaveText('Toile');
  expect(violations).toEqual([]);
});
