import { test } from '@playwright/test';
import { expectNoSeriousViolations, freshPage } from './axe';
import { locales, openDrawer, productSlugs, ready } from './shell-helpers';
import { alternate, inTurn } from './devices';

// German on the desktop, English on the phone: the pages' structure is the same in every language.
for (const [n, locale] of locales.entries()) {
  if (inTurn(3, n))
    test(`${locale}: no serious or critical axe violations on pages and overlays`, alternate(n), async ({ browser, viewport }) => {
      // A sweep of many pages and overlays, each checked by axe: on a loaded machine it outlasts 30 s.
      test.slow();
      const page = await freshPage(browser, viewport);
      await page.goto(`/${locale}`);
      await ready(page);
      await page.locator('.product-card').first().waitFor();
      await expectNoSeriousViolations(page, 'home');

      await openDrawer(page);
      const toggle = page.locator('.nav-main .nav-toggle').first();
      await toggle.click();
      await page.locator('[data-menu-panel] a').first().waitFor();
      await expectNoSeriousViolations(page, 'open menu');
      await page.keyboard.press('Escape');

      await page.locator('[data-link-type="contact"] button').click();
      await page.getByRole('dialog').waitFor();
      await expectNoSeriousViolations(page, 'contact overlay');
      await page.keyboard.press('Escape');

      await page.goto(`/${locale}/${productSlugs[locale]}`);
      await page.locator('.price-table').first().waitFor();
      await expectNoSeriousViolations(page, 'product page');

      await page.goto(`/${locale}/no-such-page`);
      await page.locator('.error-page img').waitFor();
      await expectNoSeriousViolations(page, '404 page');

      await page.goto(`/${locale}/checkout/basket`);
      await page.getByTestId('checkout-basket').waitFor();
      await expectNoSeriousViolations(page, 'checkout');
      await page.context().close();
    });
}
