import { expect, test, type Page } from '@playwright/test';
import type { NavigationItem } from '../shared/api/cms';
import { findItem, locales, navigation, openDrawer, ready, text, topLevelOf, type Locale } from './shell-helpers';
import { alternate, inTurn, only } from './devices';

/** Opens the top-level menu that holds the item and returns the link or button of the item. */
async function reveal(page: Page, items: NavigationItem[], match: (item: NavigationItem) => boolean) {
  await openDrawer(page);
  const top = topLevelOf(items, match);
  const item = findItem(items, match);
  if (!top || !item) throw new Error('no such navigation item');
  if (top !== item) {
    const toggle = page.locator('.nav-toggle', { hasText: top.text }).first();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  return { item, control: page.locator(`[data-menu-panel] :is(a, button), .nav-bar > li > :is(a, button)`, { hasText: item.text }).first() };
}

for (const [n, locale] of locales.entries()) {
  const home = (page: Page) => page.goto(`/${locale}`).then(() => ready(page));
  test.describe(`navigation ${locale}`, alternate(n), () => {
    let nav: Awaited<ReturnType<typeof navigation>>;

    test.beforeEach(async ({ request }) => {
      nav = await navigation(request, locale);
    });

    if (inTurn(0, n))
      test('website links go to their page and section (hash)', async ({ page }) => {
        await home(page);
        const all = [...nav.main, ...nav.header];
        const { item, control } = await reveal(page, all, (i) => i.linkType === 'website' && i.hash !== null);
        await control.click();
        await expect(page).toHaveURL(new RegExp(`${item.url}#${item.hash}$`));
        await expect(page.locator(`h2#${item.hash}`)).toBeInViewport();
      });

    if (inTurn(1, n))
      test('product links open the localized product page, marked as current', async ({ page }) => {
        await home(page);
        const { item, control } = await reveal(page, nav.main, (i) => i.linkType === 'product');
        await control.click();
        await expect(page).toHaveURL(new RegExp(`${item.url}$`));
        await expect(page.locator('h1')).not.toBeEmpty();
        const again = await reveal(page, nav.main, (i) => i.id === item.id);
        await expect(again.control).toHaveAttribute('aria-current', 'page');
      });

    if (inTurn(2, n))
      test('external links open in a new tab without opener', async ({ page }) => {
        await home(page);
        const { item, control } = await reveal(page, nav.main, (i) => i.linkType === 'externalWebsite');
        await expect(control).toHaveAttribute('href', item.url as string);
        await expect(control).toHaveAttribute('target', '_blank');
        await expect(control).toHaveAttribute('rel', /noopener/);
      });

    if (inTurn(3, n))
      test('basket and self-care link where they should; the account slot offers the login', async ({ page }) => {
        await home(page);
        await openDrawer(page);
        const basket = page.locator('[data-link-type="basket"] a');
        await expect(basket).toHaveAttribute('href', `/${locale}/checkout/basket`);
        await expect(page.getByTestId('basket-count')).toHaveText('0');
        await expect(page.getByTestId('basket-count')).not.toHaveClass(/badge-active/);
        // Logged out, the account slot offers the login (e2e/shell-account.spec.ts covers it).
        await expect(page.locator('[data-slot="account"] button.account-button')).toHaveText(text(locale, 'nav.account.login'));
        await page.locator('[data-link-type="customerSelfcare"] a').click();
        await expect(page).toHaveURL(new RegExp(`/${locale}/selfcare$`));
        await openDrawer(page);
        await page.locator('[data-link-type="basket"] a').click();
        await expect(page.getByTestId('checkout-basket')).toBeVisible();
      });

    if (inTurn(0, n))
      test('contact opens the contact overlay; Escape, close button and backdrop close it', async ({ page }) => {
        await home(page);
        await openDrawer(page);
        const contact = page.locator('[data-link-type="contact"] button');
        // By keyboard: focus must come back to the opener (a tap on a touch screen focuses nothing).
        await contact.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: text(locale, 'contact.title') });
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText('Print Atelier AG');
        await expect(dialog).toContainText('Technologiepark');
        await expect(dialog).toContainText('6039 Root');
        await expect(dialog.locator('a[href^="tel:"]')).toBeVisible();
        await expect(dialog.locator('a[href^="mailto:"]')).toBeVisible();
        await expect(dialog.locator('a[href*="instagram"]')).toHaveAttribute('target', '_blank');
        await expect(dialog.locator('a[href*="facebook"]')).toHaveAttribute('rel', /noopener/);
        await expect(dialog.getByRole('link', { name: text(locale, 'contact.maps') })).toBeVisible();
        // Focus is trapped: it starts in the dialog and Tab does not leave it.
        await expect(dialog.getByRole('button', { name: text(locale, 'overlay.close') })).toBeFocused();
        // Checked after every key, not only at the end: focus never rests outside it, not even on a focus guard.
        for (const key of ['Tab', 'Shift+Tab']) {
          for (let i = 0; i < 12; i += 1) {
            await page.keyboard.press(key);
            expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `${key} ${i + 1}`).toBe(true);
          }
        }
        // The page behind cannot take focus at all while the dialog is open.
        await expect(page.locator('#root')).toHaveAttribute('inert', '');
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(contact).toBeFocused();
        await contact.click();
        await dialog.getByRole('button', { name: text(locale, 'overlay.close') }).click();
        await expect(dialog).toBeHidden();
        await contact.click();
        await page.mouse.click(5, page.viewportSize()!.height - 5);
        await expect(dialog).toBeHidden();
      });

    if (inTurn(1, n))
      test('noLink items open sub-menus that close on an outside click', async ({ page }) => {
        await home(page);
        await openDrawer(page);
        const toggle = page.locator('.nav-main .nav-toggle').first();
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
        await expect(panel).toBeVisible();
        await expect(panel.locator('.nav-title').first()).toHaveText(nav.main[0]!.subItems[0]!.text);
        await page.locator('.site-header').click({ position: { x: 4, y: 4 } });
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(panel).toHaveCount(0);
      });

    if (inTurn(2, n))
      test('the three-level menu works by keyboard', async ({ page }) => {
        await home(page);
        await openDrawer(page);
        const products = nav.main[0]!;
        const wallArt = products.subItems[0]!; // a title, level 2
        const [first, second] = wallArt.subItems; // level 3
        const toggle = page.locator('.nav-toggle', { hasText: products.text }).first();
        await toggle.focus();
        await page.keyboard.press('Enter');
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await page.keyboard.press('Escape');
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(toggle).toBeFocused();
        await page.keyboard.press('ArrowDown');
        await expect(page.locator('[data-menu-panel] a', { hasText: first!.text }).first()).toBeFocused();
        await page.keyboard.press('ArrowDown');
        await expect(page.locator('[data-menu-panel] a', { hasText: second!.text }).first()).toBeFocused();
        await page.keyboard.press('ArrowUp');
        await page.keyboard.press('ArrowUp');
        await expect(page.locator('[data-menu-panel] a').last()).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(toggle).toBeFocused();
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(new RegExp(`${second!.url}$`));
        await expect(page.locator('h1')).not.toBeEmpty();
      });

    if (inTurn(3, n))
      test('a sub-menu inside a sub-menu opens by keyboard and leads to its page', async ({ page, isMobile }) => {
        await home(page);
        await openDrawer(page);
        const top = nav.main.find((item) => item.subItems.some((sub) => sub.linkType === 'noLink' && sub.type !== 'title'))!;
        const nested = top.subItems.find((sub) => sub.linkType === 'noLink' && sub.type !== 'title')!;
        const target = nested.subItems[0]!; // level 3
        const toggle = page.locator('.nav-toggle', { hasText: top.text }).first();
        await toggle.focus();
        await page.keyboard.press('ArrowDown');
        const inner = page.locator('[data-menu-panel] .nav-toggle', { hasText: nested.text }).first();
        while (!(await inner.evaluate((el) => el === document.activeElement))) await page.keyboard.press('ArrowDown');
        await expect(inner).toHaveAttribute('aria-expanded', 'false');
        // On the desktop bar ArrowRight opens the nested level beside it; in the phone drawer, ArrowDown below it.
        await page.keyboard.press(isMobile ? 'ArrowDown' : 'ArrowRight');
        await expect(inner).toHaveAttribute('aria-expanded', 'true');
        const link = page.locator('[data-menu-panel] [data-menu-panel] a', { hasText: target.text }).first();
        await expect(link).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(inner).toBeFocused();
        await expect(inner).toHaveAttribute('aria-expanded', 'false');
        await page.keyboard.press('Enter');
        await expect(link).toBeVisible();
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${target.url}$`));
        await expect(page.locator('h1')).not.toBeEmpty();
      });
  });
}

test('the basket badge is highlighted above 0', only('phone'), async ({ page }) => {
  await page.route('**/api/basket/count', (route) => route.fulfill({ json: { count: 3 } }));
  await page.goto('/de');
  await ready(page);
  await openDrawer(page);
  await expect(page.getByTestId('basket-count')).toHaveText('3');
  await expect(page.getByTestId('basket-count')).toHaveClass(/badge-active/);
});

test('a failed language list falls back to German only', only('desktop'), async ({ page }) => {
  await page.route('**/api/languages', (route) => route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'x' } } }));
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto('/en');
  await ready(page);
  await openDrawer(page);
  const switcher = page.getByRole('navigation', { name: text('en' as Locale, 'nav.languageSwitch') });
  await expect(switcher.getByRole('button')).toHaveText(['Deutsch']);
  expect(errors.some((e) => e.includes('languages failed to load'))).toBe(true);
});
