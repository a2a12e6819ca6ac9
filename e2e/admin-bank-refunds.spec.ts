import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations, freshPage } from './axe';
import { type Locale, text } from './shell-helpers';
import { guestOrder, logIn, ownOwner, payByBankFile } from './staff';
import { only } from './devices';
import { keepShot } from './keep-shot';

/*
 * Issue 37: an order paid by bank transfer and then cancelled keeps its money owed. The office
 * sees the open refund, enters the payer's IBAN (the older bank file named only the payer), downloads
 * the payment file (pain.001) and marks the refund paid back once the bank executed it.
 */

test.describe.configure({ timeout: 120_000 });

/** A guest's order paid by a bank file, and a staff member of its own (`tag`) on its page in the back office. */
async function bankPaidOrderInOffice(
  { browser, shopper, request }: { browser: Browser; shopper: Page; request: APIRequestContext },
  locale: Locale,
  tag: string,
) {
  const order = await guestOrder(shopper, `${tag}-${Date.now()}@example.ch`);
  const page = await freshPage(browser, { width: 1280, height: 900 });
  await logIn(page, locale, await ownOwner(request, `bank-${tag}`, test.info().project.name));
  const amount = await payByBankFile(page, order, `E2E-${tag}-${order.number}`);
  await page.goto(`/admin/orders/${order.orderId}`);
  return { order, page, amount };
}

test(
  'a cancelled bank-paid order’s money: the IBAN entered, the payment file downloaded, the refund marked paid back',
  only('desktop'),
  async ({ browser, page: shopper, request }) => {
    const { order, page, amount } = await bankPaidOrderInOffice({ browser, shopper, request }, 'de', 'refunds');
    // Before the cancel, its form says the bank money will be owed back, and how much.
    const owed = page.getByTestId('admin-cancel-refunds');
    await expect(owed).toContainText(text('de', 'admin.order.cancelBankRefund').split(':')[0] ?? '-');
    await expect(owed).toContainText(amount);
    const cancel = await page.request.post(`/api/admin/orders/${order.orderId}/status`, { data: { event: 'cancel', reason: 'Motiv nicht druckbar' } });
    expect(cancel.status(), await cancel.text()).toBe(200);

    // The order's payment says the money is owed back, not "no payment".
    await page.goto(`/admin/orders/${order.orderId}`);
    await expect(page.getByTestId('admin-payment-status')).toHaveText(text('de', 'payment.status.refundOpen'));
    await expect(page.getByTestId('admin-order-bank-refunds')).toContainText(text('de', 'admin.bankRefunds.state.open'));

    await page.getByRole('link', { name: text('de', 'admin.bankRefunds.toList') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('de', 'admin.bankRefunds.title'));
    const card = page.getByTestId('admin-bank-refund').filter({ has: page.getByRole('link', { name: order.number }) });
    await expect(card.getByTestId('bank-refund-payer')).toHaveText(text('de', 'admin.bankRefunds.payerUnknown'));

    // A mistyped IBAN is refused on its field; the right one, as printed, is saved.
    const iban = card.getByLabel(text('de', 'admin.bankRefunds.iban'));
    await iban.fill('CH94 0076 2011 6238 5295 7');
    await card.getByTestId('bank-refund-save-payer').click();
    await expect(card.getByText(text('de', 'admin.bankRefunds.ibanInvalid'))).toBeVisible();
    await iban.fill('CH93 0076 2011 6238 5295 7');
    await card.getByTestId('bank-refund-save-payer').click();
    await expect(card.getByTestId('bank-refund-payer')).toContainText('Chloé Dupont · CH93 0076 2011 6238 5295 7');
    await expectNoSeriousViolations(page, 'bank refunds');
    await keepShot(page, { path: test.info().outputPath('bank-refunds.png'), fullPage: true });

    // The payment file carries the refund to the rappen, naming the order.
    const download = page.getByTestId('bank-refunds-download');
    const file = await page.request.get((await download.getAttribute('href')) ?? '');
    expect(file.headers()['content-type']).toMatch(/application\/xml/);
    const xml = await file.text();
    expect(xml).toContain(`<InstdAmt Ccy="CHF">${amount}</InstdAmt>`);
    expect(xml).toContain(`Rückerstattung Bestellung ${order.number}`);

    await card.getByTestId('bank-refund-paid-back').click();
    // The amount is worded by Intl (its spaces are its own): the notice is found by the order it names.
    await expect(page.getByText(`der Bestellung ${order.number} ist als zurückbezahlt markiert.`)).toBeVisible();
    await expect(card).toHaveCount(0);
    await page.context().close();
  },
);

test('a part of a bank-paid order’s money goes back by bank from the order page', only('phone'), async ({ browser, page: shopper, request }) => {
  const { page, amount } = await bankPaidOrderInOffice({ browser, shopper, request }, 'en', 'partial');
  const payment = page.getByTestId('admin-order-payment');
  await expect(payment.getByTestId('admin-payment-refundable')).toContainText(amount);
  await payment.getByLabel(text('en', 'admin.refund.amount')).fill('5.00');
  await payment.getByLabel(text('en', 'admin.refund.reason')).fill('Frame scratched');
  await payment.getByTestId('refund-submit').click();
  await expect(payment.getByTestId('refund-confirm')).toContainText('by bank transfer');
  await payment.getByTestId('refund-confirm-submit').click();
  await expect(payment.getByTestId('admin-payment-status')).toHaveText(text('en', 'payment.status.refundOpen'));
  await expect(payment.getByTestId('admin-order-bank-refunds')).toContainText(text('en', 'admin.bankRefunds.state.open'));
  await expectNoSeriousViolations(page, 'order with a bank refund');
  await keepShot(page, { path: test.info().outputPath('order-bank-refund.png'), fullPage: true });
  await page.context().close();
});
