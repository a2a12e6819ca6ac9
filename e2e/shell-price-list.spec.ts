import { expect, test, type Page } from '@playwright/test';
import type { Product } from '../shared/domain/product/product-schema';
import { evaluate } from '../shared/domain/check/evaluate';
import { formatChf } from '../shared/i18n/format';
import { locales, productSlugs, text, type Locale } from './shell-helpers';
import { alternate, only } from './devices';

async function chooseOrientation(page: Page, locale: Locale, orientation: 'landscape' | 'portrait' | 'square') {
  const label = text(locale, `orientation.${orientation}`);
  const tab = page.getByRole('tab', { name: label });
  if (await tab.isVisible()) {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  } else {
    await page.getByRole('combobox', { name: text(locale, 'priceList.orientation') }).selectOption(orientation);
  }
  await expect(page.locator('[role="tabpanel"]')).toHaveAttribute('data-orientation', orientation);
}

for (const [n, locale] of locales.entries()) {
  test(`${locale}: the product page's price list switches orientation with the right formats and prices`, alternate(n), async ({ page, request }) => {
    const product = (await (await request.get('/api/config/canvas/product', { headers: { 'Accept-Language': locale } })).json()) as Product;
    const size = product.attributes.find((a) => a.type === 'size')!;
    await page.goto(`/${locale}/${productSlugs[locale]}`);
    await expect(page.locator('h1')).toHaveText(product.name);
    await expect(page.getByRole('link', { name: text(locale, 'product.configure') })).toHaveAttribute('href', `/${locale}/configurator/canvas`);
    const list = page.locator('.price-list[data-product-id="canvas"]');
    await expect(list.locator('.price-list-basics')).toContainText(product.name);
    // The price list hydrates after the rest of the page; its switch works from then on.
    await expect(list).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('[role="tabpanel"]')).toHaveAttribute('data-orientation', 'landscape');

    for (const orientation of ['portrait', 'square', 'landscape'] as const) {
      await chooseOrientation(page, locale, orientation);
      const expected = size.options.filter((o) => o.orientation === orientation).map((o) => o.id);
      await expect(list.locator('tr[data-option-id]')).toHaveCount(expected.length);
      const shown = await list.locator('tr[data-option-id]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-option-id')));
      expect(shown.toSorted()).toEqual(expected.toSorted());
      // A few prices against the server's authoritative check (same configuration, quantity 1).
      for (const optionId of [expected[0]!, expected.at(-1)!]) {
        const check = await request.post('/api/config/canvas/check', {
          data: { configuration: { ...product.defaultConfiguration, [size.id]: optionId }, quantity: 1 },
        });
        const { price } = (await check.json()) as { price: { unit: number; unitRappen: number } };
        const row = list.locator(`tr[data-option-id="${optionId}"]`);
        await expect(row).toHaveAttribute('data-unit-rappen', String(price.unitRappen));
        await expect(row.locator('.price')).toHaveText(formatChf(price.unit, locale));
      }
    }
  });
}

test('the prices page lists a price list per product, and a product without sizes shows its fixed price', only('phone'), async ({ page, request }) => {
  await page.goto('/en/prices');
  await expect(page.locator('.price-list[data-product-id]')).toHaveCount(4);
  const voucher = (await (await request.get('/api/config/gift-voucher/product', { headers: { 'Accept-Language': 'en' } })).json()) as Product;
  await page.goto(`/en/${voucher.slug}`);
  const { price } = evaluate(voucher, voucher.defaultConfiguration, 1, new Date());
  await expect(page.locator('.price-list')).toContainText(formatChf(price.unit, 'en'));
  // During a promotion the regular price is struck through beside it (the seeded voucher's runs until Christmas).
  if (price.regularUnit === null) await expect(page.locator('.price-list del')).toHaveCount(0);
  else await expect(page.locator('.price-list del.price-regular')).toHaveText(`instead of ${formatChf(price.regularUnit, 'en')}`);
});
