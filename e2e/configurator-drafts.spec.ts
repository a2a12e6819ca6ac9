import { expect, test, type Page, type Response } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { accountSlot, logInWithOverlay, openLogin, registrationFields, uniqueCustomer } from './selfcare-helpers';
import { ready, text, type Locale } from './shell-helpers';
import { only } from './devices';
import { keepShot } from './keep-shot';

/*
 * Work never lost (issue 18): the configurator keeps its work as a draft of the visitor's basket and
 * brings it back after a reload, in a second tab, after login and from the home page. Each case runs
 * one language per viewport, so the four languages and both viewports are all covered.
 */

// A fresh shop draws product pictures and template thumbnails on their first request; until they
// come (seconds under a full parallel run) they hold the browser's six connections to the shop, and
// the drafts' look-up waits behind them. The card needs no product picture: the home page is not
// waited for to load.
const HOME = { waitUntil: 'domcontentloaded' } as const;
const FRESH_SHOP_WAIT = { timeout: 30_000 };

const widgetOf = (page: Page) => page.getByTestId('configurator');
const isDraftSave = (response: Response) => response.url().includes('/api/configurator/drafts/canvas') && response.request().method() === 'PUT';

/** The design's fingerprint the shopper sees: the quality meter's dpi (it follows the image's scale). */
async function dpiOf(page: Page): Promise<number> {
  const meter = widgetOf(page).getByTestId('quality-meter');
  await expect(meter).toBeVisible();
  return Number((await meter.textContent())?.match(/\((\d+) dpi\)/)?.[1]);
}

/** Chooses the first template for the canvas and zooms it in on the design step; answers its dpi once the draft is saved. */
async function designCanvas(page: Page, locale: Locale): Promise<number> {
  await page.goto(`/${locale}/configurator/canvas`);
  const widget = widgetOf(page);
  await widget.getByRole('button', { name: text(locale, 'configurator.steps.next') }).click();
  await widget.locator('.image-grid button').first().click();
  await widget.getByRole('button', { name: text(locale, 'configurator.steps.next') }).click();
  const fitted = await dpiOf(page);
  const saved = page.waitForResponse((r) => isDraftSave(r) && r.ok());
  await widget.getByTestId('design-canvas').focus();
  await page.keyboard.press('+');
  await expect.poll(() => dpiOf(page)).toBeLessThan(fitted);
  const zoomed = await dpiOf(page);
  // The zoom's own save: the last one, after the last change.
  await saved;
  await expect(widget.getByTestId('draft-status')).toHaveText(text(locale, 'configurator.draft.saved'));
  await expect.poll(async () => (await savedDrafts(page))[0]?.state.step).toBe('productDesign');
  return zoomed;
}

interface SavedDraft {
  productId: string;
  revision: number;
  state: { step: string; images: unknown[]; design: Record<string, { items: { specs: { placement: { scale: number } } }[] }> };
}

async function savedDrafts(page: Page): Promise<SavedDraft[]> {
  return ((await (await page.request.get('/api/configurator/drafts')).json()) as { drafts: SavedDraft[] }).drafts;
}

const scaleOf = (draft: SavedDraft | undefined) => Object.values(draft?.state.design ?? {})[0]?.items[0]?.specs.placement.scale;

test.describe('configurator drafts', () => {
  // Each case designs first and visits two or three pages: on a machine under load that takes its time.
  test.slow();

  test('a reload in the design step keeps the design', only('desktop'), async ({ page, isMobile }) => {
    const locale: Locale = isMobile ? 'it' : 'de';
    const zoomed = await designCanvas(page, locale);
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`/${locale}/configurator/canvas/productDesign$`), FRESH_SHOP_WAIT);
    await expect(widgetOf(page).getByTestId('design-canvas')).toBeVisible();
    await expect(widgetOf(page).getByText(text(locale, 'design.noImage'))).toHaveCount(0);
    expect(await dpiOf(page)).toBe(zoomed);
    await expect(widgetOf(page).getByText(text(locale, 'configurator.draft.restored'))).toBeVisible();
  });

  test('a second tab continues the design; a change in the stale first tab takes the newer one', only('phone'), async ({ page, isMobile }) => {
    const locale: Locale = isMobile ? 'en' : 'fr';
    await designCanvas(page, locale);
    const second = await page.context().newPage();
    // No step in the address: the draft opens at its own step.
    await second.goto(`/${locale}/configurator/canvas`);
    await expect(second).toHaveURL(new RegExp(`/${locale}/configurator/canvas/productDesign$`), FRESH_SHOP_WAIT);
    const first = await dpiOf(page);
    expect(await dpiOf(second)).toBe(first);

    const saved = second.waitForResponse((r) => isDraftSave(r) && r.ok());
    await widgetOf(second).getByTestId('design-canvas').focus();
    await second.keyboard.press('+');
    await saved;
    const newer = await dpiOf(second);
    expect(newer).toBeLessThan(first);

    // The first tab still shows the older design; its next change is refused (409) and it takes the newer one.
    const refused = page.waitForResponse((r) => isDraftSave(r) && r.status() === 409);
    await widgetOf(page).getByTestId('design-canvas').focus();
    await page.keyboard.press('-');
    await refused;
    await expect(widgetOf(page).getByTestId('draft-status')).toHaveText(text(locale, 'configurator.draft.replaced'));
    await expect.poll(() => dpiOf(page)).toBe(newer);
  });

  test('after login the draft is there, and the home page continues it', only('desktop'), async ({ page, request, isMobile }) => {
    const locale: Locale = isMobile ? 'de' : 'en';
    const customer = uniqueCustomer(`draft${locale}`);
    // Registered elsewhere (its own request context): the visitor below logs in as it.
    const registered = await request.post('/api/selfcare/register', {
      headers: { 'accept-language': locale },
      data: { type: 'private', language_id: 1, sex: 'f', ...registrationFields(customer) },
    });
    expect(registered.status(), await registered.text()).toBe(200);
    const zoomed = await designCanvas(page, locale);

    // Back in the shop, logged in from the header's overlay: the visitor's design becomes the customer's.
    // The page's script must be running before the header's button opens anything.
    await page.goto(`/${locale}`);
    await ready(page);
    await openLogin(page);
    await logInWithOverlay(page, customer);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(accountSlot(page)).toHaveAttribute('data-state', 'loggedin');
    const card = page.getByTestId('continue-design');
    await expect(card.getByRole('heading', { name: text(locale, 'configurator.draft.title') })).toBeVisible(FRESH_SHOP_WAIT);
    const open = card.getByRole('link', { name: new RegExp(text(locale, 'configurator.draft.continue').replace('{name}', '.+')) });
    await open.click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/configurator/canvas/productDesign$`), FRESH_SHOP_WAIT);
    expect(await dpiOf(page)).toBe(zoomed);
    // The draft is the customer's now: it is found by the login, not by the visitor's cookie.
    await page.context().clearCookies({ name: 'basket_session' });
    await page.reload();
    expect(await dpiOf(page)).toBe(zoomed);
  });

  test('the home page offers to continue the design, with its picture', only('phone'), async ({ page, isMobile }) => {
    const locale: Locale = isMobile ? 'fr' : 'it';
    const zoomed = await designCanvas(page, locale);

    await page.goto(`/${locale}`, HOME);
    const card = page.getByTestId('continue-design');
    await expect(card).toBeVisible(FRESH_SHOP_WAIT);
    await expect.poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), FRESH_SHOP_WAIT).toBe(true);
    await expect(
      card.getByRole('button', { name: text(locale, 'configurator.draft.startOverLabel').replace('{name}', await card.locator('.continue-name').innerText()) }),
    ).toBeVisible();
    await expectNoSeriousViolations(page, `home with the draft card (${locale})`);
    await keepShot(page, { path: test.info().outputPath(`home-card-${locale}.png`) });

    await card.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/configurator/canvas/productDesign$`), FRESH_SHOP_WAIT);
    expect(await dpiOf(page)).toBe(zoomed);
    await keepShot(page, { path: test.info().outputPath(`design-restored-${locale}.png`) });
  });

  test('a change right before leaving is kept, and starting over from the home page discards the draft', only('desktop'), async ({ page, isMobile }) => {
    const locale: Locale = isMobile ? 'fr' : 'it';
    await designCanvas(page, locale);
    // A change right before leaving is saved as the page goes (keepalive), not lost with it.
    const before = scaleOf((await savedDrafts(page))[0]);
    await widgetOf(page).getByTestId('design-canvas').focus();
    await page.keyboard.press('+');
    await page.goto(`/${locale}`, HOME);
    await expect.poll(async () => scaleOf((await savedDrafts(page))[0])).toBeGreaterThan(before ?? Infinity);

    await page
      .getByTestId('continue-design')
      .getByRole('button', { name: text(locale, 'configurator.draft.startOver') })
      .click();
    await expect(page.getByTestId('continue-design')).toHaveCount(0);
    await expect.poll(async () => (await savedDrafts(page)).length).toBe(0);
    await page.goto(`/${locale}/configurator/canvas`);
    await expect(page).toHaveURL(new RegExp(`/${locale}/configurator/canvas$`));
  });

  test('the start step offers the draft too, and adding the design to the basket ends it', only('phone'), async ({ page, isMobile }) => {
    const locale: Locale = isMobile ? 'de' : 'en';
    await designCanvas(page, locale);
    await page.goto(`/${locale}/configurator`);
    const card = widgetOf(page).getByTestId('continue-design');
    await expect(card).toBeVisible();
    await expectNoSeriousViolations(page, `configurator start with the draft card (${locale})`);
    await card.getByRole('button', { name: new RegExp(text(locale, 'configurator.draft.continue').replace('{name}', '.+')) }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/configurator/canvas/productDesign$`), FRESH_SHOP_WAIT);
    await widgetOf(page)
      .getByRole('button', { name: text(locale, 'configurator.basket.add') })
      .click();
    await expect(widgetOf(page).getByRole('link', { name: text(locale, 'configurator.basket.open') })).toBeVisible();
    await expect.poll(async () => (await savedDrafts(page)).length).toBe(0);
    await page.goto(`/${locale}/configurator`);
    await expect(widgetOf(page).locator('.product-choice')).toBeVisible();
    await expect(widgetOf(page).getByTestId('continue-design')).toHaveCount(0);
  });
});
