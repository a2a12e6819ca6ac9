import { expect, test } from '@playwright/test';
import { locales, openDrawer, productSlugs, ready, text } from './shell-helpers';
import { alternate, inTurn, only } from './devices';

test('the root redirects to /de without a language cookie', only('desktop'), async ({ page }) => {
  await page.goto('/');
  expect(new URL(page.url()).pathname).toBe('/de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

for (const [n, locale] of locales.entries()) {
  test.describe(`${locale}`, alternate(n), () => {
    if (inTurn(0, n))
      test('the root follows the language cookie', async ({ page, context, baseURL }) => {
        await context.addCookies([{ name: 'i18n_redirected', value: locale, url: baseURL as string }]);
        await page.goto('/');
        expect(new URL(page.url()).pathname).toBe(`/${locale}`);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page).toHaveTitle(/Print Atelier/);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index,follow');
      });

    if (inTurn(1, n))
      test('an unknown page answers 404 and shows the error page', async ({ page }) => {
        const response = await page.goto(`/${locale}/this-page-does-not-exist`);
        expect(response?.status()).toBe(404);
        const errorPage = page.locator('.error-page');
        await expect(errorPage.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'error.notFound.title'));
        await expect(errorPage).toContainText(text(locale, 'error.notFound.text'));
        await expect(errorPage.getByRole('img', { name: text(locale, 'error.illustration') })).toBeVisible();
        await expect(errorPage.getByRole('link', { name: text(locale, 'error.backHome') })).toHaveAttribute('href', `/${locale}`);
        await expect(page).toHaveTitle(new RegExp(text(locale, 'error.notFound.title')));
      });

    if (inTurn(2, n))
      test('checkout steps, self-care, new password and configurator routes render', async ({ page }) => {
        for (const step of ['basket', 'basketBackup'] as const) {
          await page.goto(`/${locale}/checkout/${step}`);
          await expect(page.getByTestId(`checkout-${step}`).getByRole('heading', { level: 1 })).toHaveText(text(locale, `checkout.${step}.title`));
        }
        // The later steps need an orderable basket first (e2e/checkout.spec.ts walks through them).
        for (const step of ['addresses', 'paymentAndShipping', 'check', 'confirm'] as const) {
          await page.goto(`/${locale}/checkout/${step}`);
          await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/basket$`));
          await expect(page.getByTestId('checkout-basket').getByRole('heading', { level: 1 })).toHaveText(text(locale, 'checkout.basket.title'));
        }
        await page.goto(`/${locale}/checkout`);
        await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/basket$`));
        await page.goto(`/${locale}/selfcare`);
        await expect(page.getByTestId('selfcare')).toContainText(text(locale, 'page.selfcare.text'));
        await page.goto(`/${locale}/customer/newpassword/42/secret-key`);
        await expect(page.getByTestId('new-password').getByRole('heading')).toHaveText(text(locale, 'page.newPassword.title'));
        await page.goto(`/${locale}/customer/newpassword`);
        await expect(page.getByTestId('new-password')).toBeVisible();
        await page.goto(`/${locale}/configurator/canvas/productSettings`);
        await expect(page.getByTestId('configurator')).toBeVisible();
        await expect(page.locator('.site-header')).toHaveCount(0);
      });
  });
}

const switches = [
  ['de', 'fr'],
  ['fr', 'it'],
  ['it', 'en'],
  ['en', 'de'],
] as const;

for (const [n, [from, to]] of switches.entries()) {
  test(`switching ${from} -> ${to} keeps the page and sets the language cookie`, alternate(n), async ({ page, context }) => {
    await page.goto(`/${from}/${productSlugs[from]}`);
    await ready(page);
    await openDrawer(page);
    const switcher = page.getByRole('navigation', { name: text(from, 'nav.languageSwitch') });
    await expect(switcher.getByRole('button')).toHaveCount(3);
    await switcher.locator(`button[lang="${to}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/${to}/${productSlugs[to]}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', to);
    await expect(page.locator('h1')).not.toBeEmpty();
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe(to);
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
  });
}
