import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { addCanvasToBasket } from './checkout-helpers';
import { mailTextsTo } from './mail-catcher';
import { text, type Locale } from './shell-helpers';
import { E2E_OWNER, guestCheckoutChoices } from './staff';
import { only } from './devices';
import { keepShot } from './keep-shot';

/*
 * A gift voucher is a multi-purpose voucher (../shared/docs/domain.md): bought, it carries no VAT;
 * once its order is paid it issues a single-use value code, mailed to the buyer; redeemed, the code
 * pays part of another order: the goods keep their VAT and only the amount due drops. Every
 * language once, two per project, with the check and confirmation pages looked at.
 */

const rappenIn = async (page: Page, id: string) => {
  const shown = (await page.getByTestId(`total-${id}`).locator('dd').textContent()) ?? '';
  return Math.round(
    Number(
      shown
        .replace(/[^\d.,-]/g, '')
        .replace(/[’']/g, '')
        .replace(',', '.'),
    ) * 100,
  );
};

/** The thumbnail has loaded the gift voucher's product picture (the default design, neutral). */
async function expectVoucherPicture(thumbnail: Locator) {
  await thumbnail.scrollIntoViewIfNeeded();
  // The server renders a product picture on its first request (AVIF: a few seconds on a busy machine).
  await expect(thumbnail).toHaveJSProperty('complete', true, { timeout: 30_000 });
  expect(await thumbnail.evaluate((img: HTMLImageElement) => [new URL(img.currentSrc).pathname, img.naturalWidth])).toEqual([
    expect.stringMatching(/^\/assets\/pictures\/gift-voucher-neutral-[a-z0-9]{7}-400\.(avif|webp|jpg)$/),
    400,
  ]);
}

async function orderFromCheckPage(page: Page, locale: Locale) {
  await page.goto(`/${locale}/checkout/check`);
  await expect(page.getByTestId('checkout-totals').first()).toBeVisible();
}

for (const [project, locale] of [
  ['desktop', 'de'],
  ['desktop', 'it'],
  ['phone', 'fr'],
  ['phone', 'en'],
] as const) {
  test(
    `a gift voucher is sold without VAT, and its code pays part of the next order, whose goods keep their VAT (${locale}, ${project})`,
    only(project),
    async ({ page, browser }, info) => {
      test.setTimeout(120_000); // two orders through the check page, a staff payment, a mail
      const shot = (name: string) => keepShot(page, { path: info.outputPath(`${locale}-${name}.png`), fullPage: true });
      const email = `gift-${locale}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.ch`;

      // Bought: the voucher's line carries no VAT; the summary shows it apart.
      await page.goto(`/${locale}/configurator/gift-voucher`);
      const added = page.waitForResponse((r) => r.url().endsWith('/api/basket/addStatic'));
      await page
        .getByTestId('configurator')
        .getByRole('button', { name: text(locale, 'configurator.basket.add') })
        .click();
      expect((await added).ok()).toBe(true);
      // Without a design, the basket line shows the voucher's own picture, in the design chosen.
      await page.goto(`/${locale}/checkout/basket`);
      await expectVoucherPicture(page.getByTestId('basket-line').getByTestId('item-thumbnail'));
      await shot('gift-basket');
      await guestCheckoutChoices(page, email);
      await orderFromCheckPage(page, locale);
      await expectVoucherPicture(page.getByTestId('step-item').getByTestId('item-thumbnail'));
      const sold = await rappenIn(page, 'voucherSales');
      expect(sold).toBeGreaterThan(0);
      // The VAT the total includes is the shipping's alone (8.1 %), none of the voucher's.
      expect(await rappenIn(page, 'vat')).toBe(Math.round((sold === 0 ? 0 : await rappenIn(page, 'shipping')) * (81 / 1081)));
      await expectNoSeriousViolations(page, `check with a gift voucher ${locale}`);
      await shot('gift-check');
      await page.getByTestId('order-now').click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/confirm`));
      const giftOrder = (await page.getByTestId('order-number').textContent()) ?? '';
      await shot('gift-confirmation');

      // Paid (the office marks it), the order issues the code and mails it.
      const office = await browser.newContext();
      expect((await office.request.post('/api/admin/login', { data: E2E_OWNER })).status()).toBe(200);
      const found = (await (await office.request.get(`/api/admin/orders?q=${giftOrder}`)).json()) as { orders: { id: number; number: string }[] };
      const orderId = found.orders.find((o) => o.number === giftOrder)!.id;
      const paid = await office.request.post(`/api/admin/orders/${orderId}/status`, { data: { event: 'markPaid' } });
      expect(paid.status(), await paid.text()).toBe(200);
      await office.close();
      let code = '';
      await expect
        .poll(
          () =>
            (code =
              mailTextsTo(email)
                .map((t) => /GV-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(t)?.[0] ?? '')
                .find(Boolean) ?? ''),
          { timeout: 20_000 },
        )
        .not.toBe('');

      // Redeemed: the next order's goods keep their VAT; the code pays, and only the amount due drops.
      await addCanvasToBasket(page);
      await guestCheckoutChoices(page, email);
      await orderFromCheckPage(page, locale);
      const vatBefore = await rappenIn(page, 'vat');
      const totalBefore = await rappenIn(page, 'total');
      await page.getByTestId('voucher-code').fill(code);
      await page.getByTestId('voucher-add').click();
      await expect(page.getByTestId('total-paidByVouchers').first()).toBeVisible();
      const paidByCode = Math.abs(await rappenIn(page, 'paidByVouchers'));
      expect(paidByCode).toBe(5000);
      expect(await rappenIn(page, 'vat')).toBe(vatBefore);
      expect(await rappenIn(page, 'total')).toBe(totalBefore);
      expect(await rappenIn(page, 'amountDue')).toBe(totalBefore - 5000);
      await expectNoSeriousViolations(page, `check paid by a gift voucher ${locale}`);
      await shot('redeem-check');
      await page.getByTestId('order-now').click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/confirm`));
      await expect(page.getByTestId('payment-instructions')).toContainText(new RegExp(((totalBefore - 5000) / 100).toFixed(2).replace('.', '[.,]')));
      await shot('redeem-confirmation');
    },
  );
}
