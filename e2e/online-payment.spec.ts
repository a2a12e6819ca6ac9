import { expect, test, type Page, type TestDetails } from '@playwright/test';
import { serverCatalogues } from '../shared/i18n/messages/server-catalogues';
import { expectNoSeriousViolations } from './axe';
import { addCanvasToBasket } from './checkout-helpers';
import { mailSubjectsTo } from './mail-catcher';
import { orderByApi, registerAtSelfcare } from './selfcare-helpers';
import { logIn, ownOwner } from './staff';
import { locales, text, type Locale } from './shell-helpers';
import { only, type Device } from './devices';

/*
 * Paying online against the local Stripe server of the run (e2e/local-stripe.ts): the shopper
 * picks TWINT or a card, is sent to the payment page, pays there and comes back to the
 * confirmation, which waits for Stripe's webhook (sent a moment later) and then says the payment
 * arrived. Desktop runs de and en, the phone fr and it; ONLINE_PAYMENT_SHOTS=1 runs every language
 * on both and keeps screenshots of each step in the test's output folder.
 */

const everywhere = process.env.ONLINE_PAYMENT_SHOTS === '1';
// Two sites, a webhook a moment later and a page that asks again: more than the default half minute on a busy machine.
test.describe.configure({ timeout: 90_000 });
const onPhone: readonly Locale[] = ['fr', 'it'];
const runsOn = (device: Device): TestDetails => (everywhere ? {} : only(device));

async function shot(page: Page, name: string) {
  if (everywhere) await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

let seq = 0;
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${(seq += 1)}@example.ch`;

/** A guest's basket with one canvas and the addresses given (as the addresses step sends them). */
async function guestBasket(page: Page, email: string) {
  await addCanvasToBasket(page);
  const guest = {
    kind: 'guest',
    email,
    billingAddress: { sex: 'm', firstname: 'Luca', lastname: 'Online', address1: 'Bahnhofstrasse 1', zipcode: '8001', city: 'Zürich', country: 'CH' },
    deliveryAddress: null,
  };
  expect((await page.request.post('/api/checkout/addresses/set', { data: guest })).status()).toBe(200);
}

/** The payment step with the online method chosen, the check step, and the order placed: the browser is on Stripe's page then. */
async function orderWith(page: Page, locale: Locale, method: 'twint' | 'card') {
  await page.goto(`/${locale}/checkout/paymentAndShipping`);
  const methods = page.getByTestId('payment-methods');
  await expect(methods.getByRole('radio')).toHaveCount(4);
  await methods.getByRole('radio', { name: text(locale, `checkout.payment.${method}.name`) }).check();
  await shot(page, `${locale}-payment-step`);
  await page.getByTestId('payment-continue').click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/check$`));
  await expect(page.getByTestId('check-online-note')).toHaveText(text(locale, 'payment.online.checkNote'));
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/checkout/terms/set'));
  await page.getByTestId('check-terms').check();
  await saved;
  const total = (await page.getByTestId('total-total').first().textContent()) ?? '';
  await page.getByTestId('order-now').click();
  await expect(page).toHaveURL(/\/pay\/cs_test_[0-9a-f]+$/);
  await expect(page.getByTestId('stripe-method')).toHaveText(method === 'twint' ? 'TWINT' : 'Card, Apple Pay, Google Pay');
  // The page asks for what the shop computed: the order's total, in CHF.
  expect(total.replace(/[^\d.]/g, '')).toBe((await page.getByTestId('stripe-amount').textContent())?.replace(/[^\d.]/g, ''));
  await shot(page, `${locale}-stripe-page`);
}

/** Back on the confirmation: waiting for the payment at first perhaps, then "payment received", announced. */
async function expectPaid(page: Page, locale: Locale) {
  const payment = page.getByTestId('online-payment');
  if ((await payment.getAttribute('data-status')) === 'pending') {
    await expect(page.getByTestId('payment-status')).toContainText(text(locale, 'payment.online.waiting'));
    await shot(page, `${locale}-confirmation-waiting`);
  }
  await expect(payment).toHaveAttribute('data-status', 'paid', { timeout: 20_000 });
  await expect(page.getByTestId('payment-status')).toHaveAttribute('role', 'status');
  await expect(page.getByTestId('payment-status')).toContainText(text(locale, 'payment.status.paid'));
  await expect(page.getByTestId('payment-status')).toContainText(text(locale, 'payment.online.paid'));
  await expect(page.getByTestId('pay-now')).toHaveCount(0);
  await shot(page, `${locale}-confirmation-paid`);
}

const paidSubject = (locale: Locale, number: string) => serverCatalogues[locale]['mail.status.paid.subject'].replace('{number}', number);

for (const locale of locales) {
  test.describe(`online payment (${locale})`, runsOn(onPhone.includes(locale) ? 'phone' : 'desktop'), () => {
    // One language a viewport each: TWINT in de and fr, a card left unpaid in en and it.
    if (everywhere || locale === 'de' || locale === 'fr')
      test('a guest picks TWINT, pays on the payment page, comes back and sees the payment received', async ({ page }) => {
        const email = uniqueEmail(`twint-${locale}`);
        await guestBasket(page, email);
        await orderWith(page, locale, 'twint');
        await page.getByTestId('stripe-pay').click();
        await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/confirm\\?order=\\d+&access=[^&]+&payment=return$`));
        await expect(page.getByTestId('checkout-confirm').getByRole('heading', { level: 1 })).toHaveText(text(locale, 'checkout.confirm.title'));
        await expectPaid(page, locale);
        await expectNoSeriousViolations(page, `confirmation paid ${locale}`);
        const number = (await page.getByTestId('order-number').textContent()) ?? '';
        await expect.poll(() => mailSubjectsTo(email), { timeout: 15_000 }).toContain(paidSubject(locale, number));
      });

    if (everywhere || locale === 'en' || locale === 'it')
      test('leaving the payment page unpaid keeps the order; "pay now" leads back to it', async ({ page }) => {
        await guestBasket(page, uniqueEmail(`back-${locale}`));
        await orderWith(page, locale, 'card');
        const stripePage = page.url();
        await page.getByTestId('stripe-back').click();
        await expect(page).toHaveURL(/payment=cancelled$/);
        await expect(page.getByTestId('online-payment')).toHaveAttribute('data-status', 'pending');
        await expect(page.getByTestId('payment-status')).toContainText(text(locale, 'payment.online.returnedUnpaid'));
        await expectNoSeriousViolations(page, `confirmation unpaid ${locale}`);
        await shot(page, `${locale}-confirmation-unpaid`);
        await page.getByTestId('pay-now').click();
        // The page still open: no second one.
        await expect(page).toHaveURL(stripePage);
        await page.getByTestId('stripe-pay').click();
        await expectPaid(page, locale);
      });
  });
}

/** Self-care and the back office: desktop de, the phone it (self-care) and fr (refund); every language on both with ONLINE_PAYMENT_SHOTS=1. */
const runs = (phone: Locale): (readonly [Locale, TestDetails])[] =>
  everywhere
    ? locales.map((locale) => [locale, {}] as const)
    : [
        ['de', only('desktop')],
        [phone, only('phone')],
      ];

for (const [locale, device] of runs('it')) {
  test(`a customer sees the payment pending in self-care, pays from there and sees it received (${locale})`, device, async ({ page }) => {
    await registerAtSelfcare(page, locale, 'pay');
    await addCanvasToBasket(page);
    const { orderId } = await orderByApi(page, locale, 'twint');

    await page.goto(`/${locale}/selfcare/orders/${orderId}`);
    const detail = page.getByTestId('selfcare-order');
    await expect(detail.getByTestId('care-order-payment')).toContainText(text(locale, 'checkout.payment.twint.name'));
    await expect(detail.getByTestId('payment-status')).toContainText(text(locale, 'payment.status.pending'));
    await expectNoSeriousViolations(page, `self-care pending ${locale}`);
    await shot(page, `${locale}-selfcare-pending`);
    await detail.getByTestId('pay-now').click();
    await expect(page).toHaveURL(/\/pay\/cs_test_/);
    await page.getByTestId('stripe-pay').click();
    // A customer comes back to the order by its number alone: the login opens it.
    await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/confirm\\?order=${orderId}&payment=return$`));
    await expectPaid(page, locale);
    await page.goto(`/${locale}/selfcare/orders/${orderId}`);
    await expect(page.getByTestId('selfcare-order').getByTestId('payment-status')).toContainText(text(locale, 'payment.status.paid'));
    await shot(page, `${locale}-selfcare-paid`);
    await page.goto(`/${locale}/selfcare`);
    await expect(page.getByTestId('care-orders-payment').first()).toHaveText(text(locale, 'payment.status.paid'));
  });
}

for (const [locale, device] of runs('fr')) {
  test(`staff refund part of a TWINT payment from the order page; the customer is told (${locale})`, device, async ({ page, request }, info) => {
    const email = uniqueEmail('refund');
    await guestBasket(page, email);
    await orderWith(page, locale, 'twint');
    await page.getByTestId('stripe-pay').click();
    await expectPaid(page, locale);
    const number = (await page.getByTestId('order-number').textContent()) ?? '';
    const orderId = new URL(page.url()).searchParams.get('order');

    await logIn(page, locale, await ownOwner(request, `refund-${locale}`, info.project.name));
    await page.goto(`/admin/orders/${orderId}`);
    const panel = page.getByTestId('admin-order-payment');
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText(text(locale, 'admin.refund.title'));
    await expect(panel.getByTestId('admin-payment-status')).toHaveText(text(locale, 'payment.status.paid'));
    await panel.getByLabel(text(locale, 'admin.refund.amount')).fill('10.00');
    await panel.getByLabel(text(locale, 'admin.refund.reason')).fill('Geste commercial');
    await shot(page, `${locale}-admin-refund-form`);
    await panel.getByTestId('refund-submit').click();
    await expect(panel.getByTestId('refund-confirm')).toContainText(email);
    await expectNoSeriousViolations(page, `refund confirmation ${locale}`);
    await panel.getByTestId('refund-confirm-submit').click();
    await expect(panel.getByTestId('admin-payment-status')).toHaveText(text(locale, 'payment.status.partiallyRefunded'));
    await expect(panel.getByTestId('admin-refunds').getByRole('listitem')).toHaveCount(1);
    await expect(panel.getByTestId('admin-refunds')).toContainText('Geste commercial');
    await expect(panel.getByTestId('admin-refund-announced')).not.toBeEmpty();
    // The next refund starts from what is left.
    const rest = (await panel.getByTestId('admin-payment-refundable').textContent())?.replace(/[^\d.]/g, '');
    await expect(panel.getByLabel(text(locale, 'admin.refund.amount'))).toHaveValue(rest ?? '');
    const refundLine = page.getByTestId('admin-order-history').getByRole('listitem').filter({ hasText: 'Geste commercial' });
    await expect(refundLine).toContainText(text(locale, 'admin.order.history.refund'));
    await shot(page, `${locale}-admin-refunded`);
    await expect.poll(() => mailSubjectsTo(email), { timeout: 15_000 }).toContain(serverCatalogues[locale]['mail.refund.subject'].replace('{number}', number));

    // Cancelling gives back the rest, as the cancel form says.
    const cancel = page.locator('.admin-event-cancel');
    await expect(cancel.getByTestId('admin-cancel-refunds')).toContainText(rest ?? '-');
    await cancel.getByLabel(text(locale, 'admin.order.cancelReason')).fill('Motif introuvable');
    await shot(page, `${locale}-admin-cancel-form`);
    await cancel.getByRole('button', { name: text(locale, 'admin.event.cancel') }).click();
    await expect(page.getByTestId('admin-order-status')).toHaveText(text(locale, 'admin.status.cancelled'));
    await expect(panel.getByTestId('admin-payment-status')).toHaveText(text(locale, 'payment.status.refunded'));
    await expect(panel.getByTestId('admin-refunds').getByRole('listitem')).toHaveCount(2);
  });
}
