import { gzipSync } from 'node:zlib';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DoneDetail, OrderDetail } from '../shared/api/embed-events';
import { catalogues } from '../shared/i18n/messages';
import { expectNoSeriousViolations, freshPage } from './axe';
import { startPartnerSite, type PartnerSite } from './partner-page';
import { designWithTemplate, logged, payloadOf } from './widget-helpers';

/* The widget on a partner's page (e2e/partner-page.ts): the sandbox host page, pointed at the shop with ?shop=. */
const shopPort = Number(process.env.E2E_PORT);
const shop = `http://127.0.0.1:${shopPort}`;

/** A host page as small as it gets: one marked element and the script tag, no API calls. */
const plainPage = () => `<!doctype html><html lang="de"><title>Partner</title>
<div data-printshop-configurator data-product-id="poster"></div>
<script src="${shop}/widget/v1/configurator.js" async></script></html>`;

let partner: PartnerSite;
let partnerUrl = '';
test.beforeAll(async () => {
  partner = await startPartnerSite(shopPort + 1 + test.info().parallelIndex, { pages: { '/plain.html': plainPage } });
  partnerUrl = `${partner.origin}/?shop=${encodeURIComponent(shop)}`;
});
test.afterAll(() => partner.close());

const widgetA = (page: Page) => page.locator('#widget-start');
const widgetB = (page: Page) => page.locator('#widget-canvas');
const formA = (page: Page) => page.locator('form[data-for="widget-start"]');

/** The accent colour as the widget inside host's shadow root sees it. */
const accent = (host: Locator) =>
  host.evaluate((el) => getComputedStyle(el.shadowRoot!.querySelector('.printshop-configurator')!).getPropertyValue('--pc-accent').trim());

test('the loader is tiny and loads the bundle only after the page has loaded', async ({ page, request }) => {
  const loader = await request.get(`${shop}/widget/v1/configurator.js`);
  expect(loader.ok()).toBe(true);
  expect(gzipSync(await loader.body()).length).toBeLessThanOrEqual(5 * 1024);
  expect(loader.headers()['cache-control']).toContain('max-age=300');

  await page.goto(partnerUrl.replace(/\/\?.*$/, '/plain.html'));
  await expect(page.locator('[data-printshop-configurator]').getByRole('heading', { level: 1 })).toHaveText('Poster');
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    // configurator-<8-character hash>.js; the texts are configurator-<language>-<hash>.js.
    const bundle = performance.getEntriesByType('resource').find((r) => /\/widget\/v1\/configurator-[\w-]{8}\.js$/.test(r.name));
    return { loadEnd: navigation.loadEventStart, bundleStart: bundle?.startTime ?? -1, bundle: bundle?.name ?? '' };
  });
  expect(timing.bundleStart).toBeGreaterThanOrEqual(timing.loadEnd);
  const bundle = await request.get(timing.bundle);
  expect(bundle.headers()['cache-control']).toContain('immutable');
  // 211 kB while the bundle is one file: the preview and the prices at every decision (issues 17, 18)
  // took it past 200, the preview's WebGL renderer beside its 2D fallback 0.3 kB past 210; issue 21
  // splits it (the first step within 110 kB, the design canvas on demand).
  expect(gzipSync(await bundle.body()).length).toBeLessThanOrEqual(211 * 1024);
});

test('two widgets on one page keep their own state, language and theme', async ({ page }) => {
  await page.goto(partnerUrl);
  const a = widgetA(page);
  const b = widgetB(page);
  await expect(b.getByRole('heading', { level: 1 })).toHaveText('Toile');
  await expect(a.getByRole('heading', { name: catalogues.de['configurator.start.title'] })).toBeVisible();
  await expect(logged(page, 'printshop:ready')).toHaveCount(2);

  // More pieces in B changes B's price only; A then starts another product, B stays on canvas.
  const total = b.getByTestId('price-total');
  const before = await total.textContent();
  await b.getByRole('button', { name: 'Un de plus' }).click();
  await expect(total).not.toHaveText(before ?? '');
  await a.getByRole('button', { name: catalogues.de['configurator.start.choose'].replace('{name}', 'Poster') }).click();
  await expect(a.getByRole('heading', { level: 1 })).toHaveText('Poster');
  await expect(b.getByRole('heading', { level: 1 })).toHaveText('Toile');
  await expect(b.getByRole('spinbutton', { name: catalogues.fr['configurator.settings.quantity'] })).toHaveValue('2');

  // A theme colour reaches A's shadow root only; the host page's CSS reaches neither.
  await formA(page).getByLabel('Primary').fill('rgb(0, 102, 51)');
  await formA(page).getByLabel('Primary').press('Enter');
  await expect.poll(() => accent(a)).toBe('rgb(0, 102, 51)');
  expect(await accent(b)).not.toBe('rgb(0, 102, 51)');
});

test('embedded mode hands the result to the host as a typed event, not to a basket', async ({ page }) => {
  const basketCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/basket/')) basketCalls.push(r.url());
  });
  await page.goto(partnerUrl);
  const form = formA(page);
  await form.getByLabel('Product id').fill('canvas');
  await form.getByLabel('Language').selectOption('en');
  const settings = { instruction: { configuration: { size: { custom: false, id: '120x80', name: '120 x 80 cm' } } } };
  await form.getByLabel(/Settings/).fill(JSON.stringify(settings));
  await form.getByLabel('Embedded mode').check();
  const a = widgetA(page);
  await expect(a.getByRole('heading', { level: 1 })).toHaveText(/Canvas/);
  // Each change of the form mounted the widget again; the last mount is ready once the shop has answered it.
  await expect.poll(() => payloadOf(logged(page, 'printshop:ready').first())).toEqual({ productId: 'canvas', language: 'en', embedded: true });

  await designWithTemplate(a, catalogues.en);
  await a.getByRole('button', { name: catalogues.en['configurator.embed.done'] }).click();
  await expect(a.getByText(catalogues.en['configurator.embed.applied'])).toBeVisible();
  const done = DoneDetail.parse(await payloadOf(logged(page, 'printshop:done').first()));
  expect(done.productId).toBe('canvas');
  // The settings' configuration was loaded: the size the host asked for.
  expect(done.instruction.configuration.size).toMatchObject({ id: '120x80' });
  const items = Object.values(done.design).flatMap((area) => area.items);
  expect(items.map((item) => item.specs.orig.id)).toEqual([expect.stringMatching(/^template:/)]);
  expect(done.price.totalRappen).toBeGreaterThan(0);
  expect(basketCalls).toEqual([]);
});

test("'order' on a partner page puts the design into the shop's basket on the shop's origin", async ({ page }) => {
  await page.goto(partnerUrl);
  const b = widgetB(page);
  await expect(b.getByRole('heading', { level: 1 })).toHaveText('Toile');
  await designWithTemplate(b, catalogues.fr);

  const popup = page.waitForEvent('popup');
  await b.getByRole('button', { name: catalogues.fr['configurator.order.button'] }).click();
  const shopTab = await popup;
  const order = OrderDetail.parse(await payloadOf(logged(page, 'printshop:order').first()));
  expect(order.url).toMatch(new RegExp(`^${shop}/fr/checkout/basket\\?handover=\\d+\\.`));
  await expect(b.getByText(catalogues.fr['configurator.order.opened'])).toBeVisible();

  // The shop claims the draft into the visitor's own basket: the header counts it, the code leaves the URL.
  await expect(shopTab.getByTestId('basket-count').first()).toHaveText('1');
  await expect(shopTab).toHaveURL(`${shop}/fr/checkout/basket`);
  // The code was single use.
  const again = await shopTab.request.post(`${shop}/api/basket/handover/claim`, { data: { code: new URL(order.url).searchParams.get('handover') } });
  expect(again.status()).toBe(410);
});

test('a used handover link tells the visitor so on the basket page', async ({ page }) => {
  await page.goto('/de/checkout/basket?handover=1.not-a-real-code');
  await expect(page.getByTestId('handover-error')).toContainText('ungültig');
  await expect(page).toHaveURL(/\/de\/checkout\/basket$/);
});

test('the embedded widget has no serious accessibility violations', async ({ browser }) => {
  const page = await freshPage(browser, { width: 1280, height: 900 });
  await page.goto(partnerUrl);
  await expect(widgetB(page).getByRole('heading', { level: 1 })).toHaveText('Toile');
  await expect(widgetA(page).getByRole('heading', { name: catalogues.de['configurator.start.title'] })).toBeVisible();
  await expectNoSeriousViolations(page, 'sandbox with two widgets');
  await page.context().close();
});
