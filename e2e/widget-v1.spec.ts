import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ErrorDetail, OrderDetail } from '../shared/api/embed-events';
import { catalogues } from '../shared/i18n/messages';
import { startPartnerSite, type PartnerPage, type PartnerSite } from './partner-page';
import { designWithTemplate, logged, payloadOf } from './widget-helpers';
import { only } from './devices';
import { keepShot } from './keep-shot';

/*
 * Widget v1 (issue 21): versioned URLs, and a partner page whose CSP forbids inline styles and
 * scripts. The partner serves the sandbox with the strictest policy that EMBEDDING.md asks a
 * partner for: the shop in script-src, connect-src and img-src, nothing 'unsafe-inline'.
 */
const shopPort = Number(process.env.E2E_PORT);
const shop = `http://127.0.0.1:${shopPort}`;
const strictCsp = [
  "default-src 'none'",
  `script-src 'self' ${shop}`,
  "style-src 'self'",
  `connect-src ${shop}`,
  `img-src ${shop}`,
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** The old, unversioned loader URL, on a page of its own. */
const oldUrlPage = () => `<!doctype html><html lang="de"><title>Partner</title>
<div data-printshop-configurator data-product-id="poster"></div>
<script src="${shop}/widget/configurator.js" async></script></html>`;

/** A widget with every theming token, and the sandbox's CSS, which styles its parts (::part). */
const themedPage = () => `<!doctype html><html lang="en"><title>Partner</title><link rel="stylesheet" href="/sandbox.css" />
<div class="themed" data-printshop-configurator data-product-id="canvas" data-lang="en" data-theme-primary="rgb(0, 102, 51)"
  data-theme-font="Georgia, serif" data-theme-radius="0px" data-theme-spacing="1.5"></div>
<div data-printshop-configurator data-product-id="canvas" data-lang="en" data-theme-radius="1rem; color: red" data-theme-spacing="9"></div>
<script src="${shop}/widget/v1/configurator.js" async></script></html>`;

/**
 * widget/EMBEDDING.md's queue snippet as a partner copies it (section Global API): its page, under
 * the doc's example policy, and the setup file the page names, on the partner's own origin.
 */
function embeddingDocPages(): Record<string, PartnerPage> {
  const doc = readFileSync('widget/EMBEDDING.md', 'utf8').replaceAll('https://shop.example', shop);
  const block = (after: string, fence: string) => {
    const from = doc.indexOf(fence, doc.indexOf(after)) + fence.length;
    return doc.slice(from, doc.indexOf('```', from)).trim();
  };
  const csp = block('For example:', '```\n')
    .replace(/^Content-Security-Policy:\s*/, '')
    .replace(/\s+/g, ' ');
  const html = block('## Global API', '```html\n');
  const setupPath = /<script src="(\/[^"]+)"><\/script>/.exec(html)?.[1] ?? '/no-setup-file-named.js';
  return {
    '/embedding-doc.html': () => ({
      body: `<!doctype html><html lang="de"><title>Partner</title><body>\n${html}\n</body></html>`,
      type: 'text/html; charset=utf-8',
      headers: { 'content-security-policy': csp },
    }),
    [setupPath]: () => ({ body: block('## Global API', '```js\n'), type: 'text/javascript' }),
  };
}

let partner: PartnerSite;
/** A site the shop does not list in PARTNER_ORIGINS (those are shop port + 1 and + 2). */
let stranger: PartnerSite;
test.beforeAll(async () => {
  stranger = await startPartnerSite(shopPort + 3 + test.info().parallelIndex);
  partner = await startPartnerSite(shopPort + 1 + test.info().parallelIndex, {
    headers: { 'content-security-policy': strictCsp },
    pages: { '/old-url.html': oldUrlPage, '/themed.html': themedPage, ...embeddingDocPages() },
  });
});
test.afterAll(() => Promise.all([partner.close(), stranger.close()]));

/**
 * What the page's CSP refused of the widget's doing: any style, and whatever the widget's scripts
 * caused (the sandbox's own empty icon, data:, is the page's). Caught as securitypolicyviolation
 * events, which also tell of a refused eval that the script caught quietly.
 */
async function widgetCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`), true);
  });
  return async () =>
    (await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).filter(
      (v) => v.startsWith('style-src') || v.includes(`${shop}/widget/`),
    );
}

/** The widget's files as the page loaded them. */
const widgetFiles = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((r) => new URL(r.name).pathname)
      .filter((p) => p.startsWith('/widget/')),
  );

test('the v1 URL and the old one serve the same loader, which loads the same v1 files', only('desktop'), async ({ page, request }) => {
  const v1 = await request.get(`${shop}/widget/v1/configurator.js`);
  const old = await request.get(`${shop}/widget/configurator.js`);
  expect(v1.ok() && old.ok()).toBe(true);
  expect(await old.body()).toEqual(await v1.body());
  for (const answer of [v1, old]) expect(answer.headers()['cache-control']).toContain('max-age=300');

  await page.goto(`${partner.origin}/old-url.html`);
  await expect(page.locator('[data-printshop-configurator]').getByRole('heading', { level: 1 })).toHaveText('Poster');
  const files = await widgetFiles(page);
  const bundle = files.find((p) => /^\/widget\/v1\/configurator-[\w-]{8}\.js$/.test(p));
  expect(files).toEqual(expect.arrayContaining(['/widget/configurator.js', expect.stringMatching(/^\/widget\/v1\/configurator-de-[\w-]{8}\.js$/)]));
  expect(bundle).toBeDefined();
  // The same bundle the v1 loader names, cached for good.
  expect(await v1.text()).toContain(bundle!.split('/').pop()!);
  expect((await request.get(`${shop}${bundle}`)).headers()['cache-control']).toContain('immutable');
});

test('a partner page with a strict CSP embeds v1 and hands a design to the shop', only('phone'), async ({ page }) => {
  const violations = await widgetCspViolations(page);
  await page.goto(`${partner.origin}/?shop=${encodeURIComponent(shop)}`);
  const widget = page.locator('#widget-canvas');
  await expect(widget.getByRole('heading', { level: 1 })).toHaveText('Toile');
  await expect(logged(page, 'printshop:ready')).toHaveCount(2);
  // The widget's own styles apply in its shadow root (a refused <style> would leave it unstyled).
  const button = widget.getByRole('button', { name: catalogues.fr['configurator.steps.next'] });
  expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(138, 90, 43)');
  await keepShot(page, { path: test.info().outputPath('strict-csp-settings.png'), fullPage: true });

  await designWithTemplate(widget, catalogues.fr);
  // Every text the design step shows is in the widget's texts file (a missing one shows its id, like preview.view.design).
  expect(await widget.innerText()).not.toMatch(/\b[a-z]+\.[a-z]+\.[a-zA-Z]+\b/);
  await keepShot(page, { path: test.info().outputPath('strict-csp-design.png'), fullPage: true });
  const popup = page.waitForEvent('popup');
  await widget.getByRole('button', { name: catalogues.fr['configurator.order.button'] }).click();
  const shopTab = await popup;
  const order = OrderDetail.parse(await payloadOf(logged(page, 'printshop:order').first()));
  expect(order.url).toMatch(new RegExp(`^${shop}/fr/checkout/basket\\?handover=`));
  await expect(shopTab.getByTestId('basket-count').first()).toHaveText('1');
  expect(await violations()).toEqual([]);
});

test("EMBEDDING.md's queue snippet works as written under the strict policy it recommends", only('desktop'), async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`), true);
  });
  await page.goto(`${partner.origin}/embedding-doc.html`);
  // Mounted by the queued command (the element has no data-printshop-configurator): the start page lists the products.
  await expect(page.locator('#configurator').getByRole('heading', { name: catalogues.de['configurator.start.title'] })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});

test('a page on an origin the shop does not allow gets the error event and a worded message, never ready', only('phone'), async ({ page }) => {
  await page.goto(`${stranger.origin}/?shop=${encodeURIComponent(shop)}`);
  // Widget A speaks German, B French (the sandbox's hosts).
  await expect(page.locator('#widget-start').getByRole('alert')).toHaveText(catalogues.de['configurator.embedError.origin_not_allowed']);
  await expect(page.locator('#widget-canvas').getByRole('alert')).toHaveText(catalogues.fr['configurator.embedError.origin_not_allowed']);
  await expect(logged(page, 'printshop:error')).toHaveCount(2);
  const errors = await Promise.all((await logged(page, 'printshop:error').all()).map(async (entry) => ErrorDetail.parse(await payloadOf(entry))));
  expect(errors.map((e) => e.code)).toEqual(['origin_not_allowed', 'origin_not_allowed']);
  expect(errors.map((e) => e.message).toSorted()).toEqual(
    [catalogues.de['configurator.embedError.origin_not_allowed'], catalogues.fr['configurator.embedError.origin_not_allowed']].toSorted(),
  );
  // No retry for this one: only the shop's owner can help.
  await expect(page.locator('#widget-start').getByRole('button', { name: catalogues.de['configurator.retry'] })).toHaveCount(0);
  await expect(logged(page, 'printshop:ready')).toHaveCount(0);
  await keepShot(page, { path: test.info().outputPath('origin-not-allowed.png'), fullPage: true });
});

test('a page on an origin the shop does not allow gets no uncaught error from the widget', only('desktop'), async ({ page }) => {
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  await page.goto(`${stranger.origin}/?shop=${encodeURIComponent(shop)}`);
  await expect(logged(page, 'printshop:error')).toHaveCount(2);
  // Whatever the widget had started (the early product, the texts, the design step) has settled by the load event's end.
  await page.waitForLoadState('networkidle');
  expect(uncaught).toEqual([]);
});

test('without the network the widget says so in its language and raises error network', only('phone'), async ({ page }) => {
  // The hashed files (bundle and texts) do not arrive, as when the connection drops after the loader.
  await page.route(/\/widget\/v1\/configurator-[\w-]+\.js(\?[^/]*)?$/, (route) => route.abort('internetdisconnected'));
  await page.goto(`${partner.origin}/?shop=${encodeURIComponent(shop)}`);
  await expect(page.locator('#widget-canvas').getByRole('alert')).toHaveText(catalogues.fr['configurator.embedError.network']);
  await expect(page.locator('#widget-start').getByRole('alert')).toHaveText(catalogues.de['configurator.embedError.network']);
  const first = ErrorDetail.parse(await payloadOf(logged(page, 'printshop:error').first()));
  expect(first.code).toBe('network');
  await expect(logged(page, 'printshop:ready')).toHaveCount(0);
});

test('when React DOM alone does not arrive, the widget says so as well and raises error network', only('desktop'), async ({ page }) => {
  // The entry mounts before its largest file is in (embed/mount.tsx): the failure of that one must show too.
  // Under any URL: a second widget's import of a failed chunk asks again under a fresh one (widget/lib/chunk.ts).
  await page.route(/\/widget\/v1\/configurator-dom-[\w-]+\.js(\?[^/]*)?$/, (route) => route.abort('internetdisconnected'));
  await page.goto(`${partner.origin}/?shop=${encodeURIComponent(shop)}`);
  await expect(page.locator('#widget-canvas').getByRole('alert')).toHaveText(catalogues.fr['configurator.embedError.network']);
  await expect(page.locator('#widget-start').getByRole('alert')).toHaveText(catalogues.de['configurator.embedError.network']);
  expect(ErrorDetail.parse(await payloadOf(logged(page, 'printshop:error').first())).code).toBe('network');
  await expect(logged(page, 'printshop:ready')).toHaveCount(0);
});

test('theming tokens and ::part() style the widget from the host page, under the strict CSP', only('phone'), async ({ page }) => {
  const violations = await widgetCspViolations(page);
  await page.goto(`${partner.origin}/themed.html`);
  const [themed, plain] = [page.locator('[data-printshop-configurator]').first(), page.locator('[data-printshop-configurator]').last()];
  await expect(themed.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(plain.getByRole('heading', { level: 1 })).toBeVisible();
  const look = (host: typeof themed) =>
    host.evaluate((el) => {
      const [root, next, heading, price] = ['.printshop-configurator', '.step-nav button.primary', 'h1', '.price-summary'].map((selector) =>
        getComputedStyle(el.shadowRoot!.querySelector(selector)!),
      ) as [CSSStyleDeclaration, CSSStyleDeclaration, CSSStyleDeclaration, CSSStyleDeclaration];
      return {
        accent: next.backgroundColor,
        font: root.fontFamily,
        radius: price.borderTopLeftRadius,
        padding: root.paddingTop,
        heading: heading.textTransform,
        price: price.boxShadow,
      };
    });
  expect(await look(themed)).toEqual({
    accent: 'rgb(0, 102, 51)',
    font: 'Georgia, serif',
    radius: '0px',
    padding: '24px', // 1rem, times 1.5
    heading: 'uppercase',
    price: 'rgba(0, 102, 51, 0.3) 0px 0px 0px 3px',
  });
  // Values that are no radius or out of the spacing range are left out: the shop's own apply.
  expect(await look(plain)).toMatchObject({ accent: 'rgb(138, 90, 43)', radius: '9.6px', padding: '16px', heading: 'none', price: 'none' });
  await keepShot(page, { path: test.info().outputPath('themed.png'), fullPage: true });
  expect(await violations()).toEqual([]);
});
