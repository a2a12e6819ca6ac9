import { expect, test, type Page } from '@playwright/test';
import { evaluate } from '../shared/domain/check/evaluate';
import type { Product } from '../shared/domain/product/product-schema';
import { formatChf } from '../shared/i18n/format';
import { expectNoSeriousViolations } from './axe';
import { text, type Locale } from './shell-helpers';
import { openSection, ownerInTwoLanguages } from './staff';
import { only } from './devices';

/*
 * The owner edits a product in the back office's catalogue: a higher base price and a new short
 * description, seen in the editor's preview before saving, then in the shop's product page and
 * price list once saved, with the change in the version history. Each project edits a product of
 * its own (no other spec prices them), in two languages one after the other: all four in all.
 */

async function shopProduct(page: Page, id: string, locale: Locale): Promise<Product> {
  const res = await page.request.get(`/api/config/${id}/product`, { headers: { 'Accept-Language': locale } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Product;
}

/** The default configuration's unit price of `product` with its base costs raised by `chf`, as shared/domain computes it. */
function raisedUnitRappen(product: Product, chf: number): number {
  const raised = { ...product, pricing: { ...product.pricing, baseCosts: product.pricing.baseCosts + chf } };
  return evaluate(raised, raised.defaultConfiguration, 1, new Date()).price.unitRappen;
}

/** One round in the back office's language `locale`; `scan` runs the axe checks (the first round's: they take long on the editor's hundreds of fields). */
async function editInLanguage(
  page: Page,
  productId: string,
  locale: Locale,
  who: string,
  scan: boolean,
  shot: (name: string, fullPage?: boolean) => Promise<unknown>,
) {
  const before = await shopProduct(page, productId, locale);
  const sizeId = String(before.defaultConfiguration.size);
  const expected = raisedUnitRappen(before, 10);
  const summary = `${before.summary.replace(/ \[e2e \d+\]$/, '')} [e2e ${Date.now()}]`;
  const { version } = (await (await page.request.get(`/api/admin/catalogue/products/${productId}`)).json()) as { version: number };

  await openSection(page, locale, 'admin.nav.catalogue', 'admin.catalogue.title');
  await expect(page.getByTestId('catalogue-products')).toContainText(before.name);
  if (scan) await expectNoSeriousViolations(page, `catalogue ${locale}`);
  await shot('catalogue', true);

  await page.getByRole('link', { name: text(locale, 'admin.catalogue.edit').replace('{name}', before.name) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'admin.catalogue.edit').replace('{name}', before.name));
  const check = page.getByTestId('catalogue-price-check');
  const previewRow = page.getByTestId('catalogue-preview').locator(`tr[data-option-id="${sizeId}"]`);
  const savedUnit = evaluate(before, before.defaultConfiguration, 1, new Date()).price.unitRappen;
  await expect(check).toHaveAttribute('data-unit-rappen', String(savedUnit));

  // The preview follows the form before anything is saved: the price check and the price list.
  const baseCosts = page.getByLabel(text(locale, 'admin.catalogue.field.baseCosts'), { exact: true });
  await expect(baseCosts).toHaveValue(String(before.pricing.baseCosts));
  await baseCosts.fill(String(before.pricing.baseCosts + 10));
  await expect(check).toHaveAttribute('data-unit-rappen', String(expected));
  await expect(check).toContainText(formatChf(expected / 100, locale));
  await expect(previewRow).toHaveAttribute('data-unit-rappen', String(expected));
  await expect(page.getByTestId('catalogue-pending')).not.toHaveText(text(locale, 'admin.catalogue.noChanges'));

  await page.getByRole('tab', { name: text(locale, `admin.catalogue.language.${locale}`) }).click();
  await page.getByLabel(text(locale, 'admin.catalogue.field.summary'), { exact: true }).fill(summary);
  if (scan) await expectNoSeriousViolations(page, `editor ${locale}`);
  await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
  await shot('editor-top');
  await page.getByTestId('catalogue-preview').scrollIntoViewIfNeeded();
  await shot('editor-preview');
  await page.getByRole('heading', { name: text(locale, 'admin.catalogue.section.sizes') }).scrollIntoViewIfNeeded();
  await shot('editor-sizes');

  await page.getByRole('button', { name: text(locale, 'admin.catalogue.save') }).click();
  // A shared machine under load can take a while to answer; the save itself is one transaction.
  await expect(page.getByTestId('catalogue-status')).toHaveText(text(locale, 'admin.catalogue.saved').replace('{version}', String(version + 1)), {
    timeout: 30_000,
  });
  await expect(page.getByTestId('catalogue-pending')).toHaveText(text(locale, 'admin.catalogue.noChanges'));

  // The version history names the change, before and after.
  const versions = page.getByTestId('catalogue-versions');
  const newest = versions.locator('li').first();
  await expect(newest).toContainText(who);
  await newest.getByRole('button').click();
  const changes = newest.getByTestId('catalogue-changes');
  const baseRow = changes.getByRole('row', { name: new RegExp(text(locale, 'admin.catalogue.field.baseCosts').replace(/[()]/g, '\\$&')) });
  await expect(baseRow).toContainText(String(before.pricing.baseCosts + 10));
  await expect(changes).toContainText(summary);
  await changes.scrollIntoViewIfNeeded();
  await shot('history');

  // The shop answers the new version at once: the product page's summary and its price list.
  const after = await shopProduct(page, productId, locale);
  await page.goto(`/${locale}/${after.slug}`);
  await expect(page.locator('.product-hero .lead')).toHaveText(summary);
  const row = page.locator(`.price-list[data-product-id="${productId}"] tr[data-option-id="${sizeId}"]`);
  await expect(row).toHaveAttribute('data-unit-rappen', String(expected));
  await expect(row.locator('.price')).toHaveText(formatChf(expected / 100, locale));
  await shot('shop', true);
  await page.goto('/admin/orders');
}

for (const [project, productId, locales] of [
  ['desktop', 'acrylic-glass', ['de', 'fr']],
  ['phone', 'aluminium-dibond', ['it', 'en']],
] as const) {
  test(
    `the owner raises a price and rewrites a text in the catalogue, sees both in the preview, and the shop shows them once saved (${locales.join(', ')}, ${project})`,
    only(project),
    async ({ page, request }, info) => {
      test.setTimeout(240_000); // two editing rounds, axe scans of a page with hundreds of fields, the shop's pages
      await ownerInTwoLanguages({ page, request, info }, 'catalogue', locales, async (locale, isFirst, shot, owner) => {
        // The desktop's second round on a tablet held across: the form and its preview side by side still.
        if (!isFirst && project === 'desktop') await page.setViewportSize({ width: 1024, height: 768 });
        await editInLanguage(page, productId, locale, owner.displayName, isFirst, shot);
      });
    },
  );
}
