import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { catalogues } from '../shared/i18n/messages';
import { buildWithEmbedPackage } from './embed-package-build';
import { startPartnerSite, type PartnerSite } from './partner-page';
import { designWithTemplate } from './widget-helpers';
import { only } from './devices';
import { keepShot } from './keep-shot';

/*
 * @printshop/embed (issue 21): a partner's React app (widget/package/example) built against the
 * built package (npm run build makes widget/package/dist), as its exports name the files, and
 * served on a partner's origin. Serial: one build of the app, one partner site at a time per worker.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const shopPort = Number(process.env.E2E_PORT);
const shop = `http://127.0.0.1:${shopPort}`;

let exampleDir = '';
let partner: PartnerSite;
/** A site the shop does not list in PARTNER_ORIGINS (those are shop port + 1 and + 2). */
let stranger: PartnerSite;
test.beforeAll(async () => {
  exampleDir = await mkdtemp(path.join(tmpdir(), 'printshop-embed-example-'));
  await buildWithEmbedPackage(path.resolve('widget/package/example'), exampleDir);
  partner = await startPartnerSite(shopPort + 1 + test.info().parallelIndex, { root: exampleDir });
  stranger = await startPartnerSite(shopPort + 3 + test.info().parallelIndex, { root: exampleDir });
});
test.afterAll(async () => {
  await Promise.all([partner?.close(), stranger?.close()]);
  await rm(exampleDir, { recursive: true, force: true });
});

const example = (site: PartnerSite, lang: string, shopOrigin = shop) => `${site.origin}/?shop=${encodeURIComponent(shopOrigin)}&lang=${lang}`;
const canvas = (page: Page) => page.getByTestId('canvas-widget');
const poster = (page: Page) => page.getByTestId('poster-widget');
/** The example's list of events its React callbacks received. */
const received = (page: Page, widget: string, event: string) => page.locator(`#events li[data-widget="${widget}"][data-event="${event}"]`);

/** The accent colour as the widget inside host's shadow root sees it. */
const accent = (host: Locator) =>
  host.evaluate((el) => getComputedStyle(el.shadowRoot!.querySelector('.printshop-configurator')!).getPropertyValue('--pc-accent').trim());

test('the example app mounts two widgets through the React wrapper; done reaches onDone, typed', only('desktop'), async ({ page }) => {
  await page.goto(example(partner, 'en'));
  await expect(canvas(page).getByRole('heading', { level: 1 })).toHaveText(/Canvas/);
  await expect(poster(page).getByRole('heading', { level: 1 })).toHaveText('Poster');
  await expect(received(page, 'canvas', 'printshop:ready')).toHaveText('canvas printshop:ready: canvas, en, embedded');
  await expect(received(page, 'poster', 'printshop:ready')).toHaveText('poster printshop:ready: poster, en');
  // One loader for both widgets, the shop's hosted v1; the theme prop reached the canvas widget only.
  const loaders = await page.evaluate(() => performance.getEntriesByType('resource').filter((r) => r.name.endsWith('/widget/v1/configurator.js')).length);
  expect(loaders).toBe(1);
  expect(await accent(canvas(page))).toBe('rgb(11, 93, 75)');
  expect(await accent(poster(page))).not.toBe('rgb(11, 93, 75)');
  await keepShot(page, { path: test.info().outputPath('example-two-widgets.png'), fullPage: true });

  await designWithTemplate(canvas(page), catalogues.en);
  await canvas(page).getByRole('button', { name: catalogues.en['configurator.embed.done'] }).click();
  await expect(received(page, 'canvas', 'printshop:done')).toHaveText(/^canvas printshop:done: 1 × canvas, CHF \d+\.\d\d$/);
  await expect(received(page, 'poster', 'printshop:done')).toHaveCount(0);
  await keepShot(page, { path: test.info().outputPath('example-done.png'), fullPage: true });
});

test("the other widget's order reaches onOrder; unmounting removes it and mounting again brings it back", only('phone'), async ({ page }) => {
  await page.goto(example(partner, 'en'));
  await expect(received(page, 'poster', 'printshop:ready')).toHaveCount(1);
  await designWithTemplate(poster(page), catalogues.en);
  const popup = page.waitForEvent('popup');
  await poster(page).getByRole('button', { name: catalogues.en['configurator.order.button'] }).click();
  const shopTab = await popup;
  await expect(received(page, 'poster', 'printshop:order')).toHaveText(new RegExp(`^poster printshop:order: ${shop}/en/checkout/basket\\?handover=`));
  // The shop's tab claims the handover (widget-v1.spec.ts follows it further); slow on a busy machine.
  await expect(shopTab.getByTestId('basket-count').first()).toHaveText('1', { timeout: 15_000 });
  await shopTab.close();

  await page.getByRole('button', { name: 'Remove the poster configurator' }).click();
  await expect(poster(page)).toHaveCount(0);
  await expect(canvas(page).getByRole('heading', { level: 1 })).toHaveText(/Canvas/);
  await page.getByRole('button', { name: 'Show the poster configurator' }).click();
  await expect(received(page, 'poster', 'printshop:ready')).toHaveCount(2);
  await expect(poster(page).getByRole('heading', { level: 1 })).toHaveText('Poster');
});

test('the widgets speak the language the app gives them', only('desktop'), async ({ page }) => {
  for (const lang of ['de', 'fr', 'it'] as const) {
    await page.goto(example(partner, lang));
    await expect(received(page, 'canvas', 'printshop:ready')).toHaveText(`canvas printshop:ready: canvas, ${lang}, embedded`);
    await expect(received(page, 'poster', 'printshop:ready')).toHaveText(`poster printshop:ready: poster, ${lang}`);
    await expect(poster(page).getByRole('button', { name: catalogues[lang]['configurator.steps.next'] })).toBeVisible();
  }
});

test('errors reach onError: an origin the shop does not allow, and a shop that cannot be reached', only('phone'), async ({ page }) => {
  await page.goto(example(stranger, 'fr'));
  const notAllowed = `printshop:error: origin_not_allowed: ${catalogues.fr['configurator.embedError.origin_not_allowed']}`;
  await expect(received(page, 'canvas', 'printshop:error')).toHaveText(`canvas ${notAllowed}`);
  await expect(received(page, 'poster', 'printshop:error')).toHaveText(`poster ${notAllowed}`);
  await expect(page.locator('#events li[data-event="printshop:ready"]')).toHaveCount(0);

  // No loader arrives: the package itself reports it, to both widgets.
  await page.goto(example(partner, 'en', 'http://127.0.0.1:9'));
  await expect(received(page, 'canvas', 'printshop:error')).toHaveText(
    /^canvas printshop:error: network: \[printshop\] could not load http:\/\/127\.0\.0\.1:9\/widget\/v1\/configurator\.js$/,
  );
  await expect(received(page, 'poster', 'printshop:error')).toHaveText(/^poster printshop:error: network: /);
});
