import { expect, test } from '@playwright/test';
import { locales, productSlugs, ready, text } from './shell-helpers';
import { alternate, only } from './devices';

const legal = ['imprint', 'privacy', 'terms'] as const;

for (const [n, locale] of locales.entries()) {
  test(
    `${locale}: every page of the default layout ends in a footer with legal links, contact, payment methods and languages`,
    alternate(n),
    async ({ page }) => {
      await page.goto(`/${locale}`);
      await ready(page);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toBeVisible();
      for (const key of legal) {
        await expect(footer.getByRole('link', { name: text(locale, `footer.${key}`), exact: true })).toHaveAttribute(
          'href',
          new RegExp(`^/${locale}/[a-z-]+$`),
        );
      }
      await expect(footer.getByRole('button', { name: text(locale, 'footer.contactOpen') })).toBeVisible();
      // The e2e shop has Stripe keys (playwright.config.ts): TWINT and cards are offered beside the bank transfers.
      await expect(footer.getByTestId('payment-methods').getByRole('listitem')).toHaveText([
        text(locale, 'checkout.payment.invoice.name'),
        text(locale, 'checkout.payment.prepayment.name'),
        text(locale, 'checkout.payment.twint.name'),
        text(locale, 'checkout.payment.card.name'),
      ]);
      const languages = footer.getByRole('navigation', { name: text(locale, 'footer.languages') }).getByRole('link');
      await expect(languages).toHaveCount(4);
      await expect(languages.and(page.locator('[aria-current="true"]'))).toHaveAttribute('href', `/${locale}`);
      for (const path of [`/${locale}/checkout/basket`, `/${locale}/selfcare`, `/${locale}/no-such-page`]) {
        await page.goto(path);
        await expect(page.getByRole('contentinfo').getByRole('link', { name: text(locale, 'footer.imprint'), exact: true }), path).toBeVisible();
      }
    },
  );
}

test('the footer links reach the legal pages and open the contact overlay', only('phone'), async ({ page }) => {
  await page.goto('/de');
  await ready(page);
  const footer = page.getByRole('contentinfo');
  for (const [key, heading] of [
    ['imprint', 'Impressum'],
    ['privacy', 'Datenschutzerklärung'],
    ['terms', 'Allgemeine Geschäftsbedingungen (AGB)'],
  ] as const) {
    await footer.getByRole('link', { name: text('de', `footer.${key}`), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(new RegExp(`^${heading.replace(/[()]/g, '\\$&')}`));
  }
  await footer.getByRole('button', { name: text('de', 'footer.contactOpen') }).click();
  await expect(page.getByTestId('contact-overlay')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('contact-overlay')).toBeHidden();
});

test('a language link of the footer keeps the page and sets the language cookie, as the header switcher does', only('desktop'), async ({ page, context }) => {
  await page.goto(`/de/${productSlugs.de}`);
  await ready(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/${productSlugs.fr}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('fr');
});
