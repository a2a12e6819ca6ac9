import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OrderDetail } from '../../../shared/api/checkout';
import { PayOrderAnswer } from '../../../shared/api/online-payment';
import { onlinePayments, orders } from '../../db/schema';
import { BASKET_COOKIE } from '../../http/basket-cookie';
import { expectError } from '../../test/expect-error';
import { useShopWithStripe } from '../../test/local-stripe/use-shop-with-stripe';
import { addStaticItem, call, confirm, newGuest, prepareGuest, view } from '../checkout/checkout-test-helpers';

const shop = useShopWithStripe();

async function twintGuest(email: string, lang = 'de') {
  const guest = await newGuest(shop.app, 2);
  guest.headers['accept-language'] = lang;
  await prepareGuest(shop.app, guest, 'twint', email);
  return guest;
}

describe('paying online at confirm', () => {
  it('offers TWINT and cards beside invoice and prepayment, TWINT only up to CHF 5,000', async () => {
    const guest = await newGuest(shop.app, 1);
    expect((await view(shop.app, guest, 'GET', '/api/basket')).checkout.paymentMethods.map((m) => m.id)).toEqual(['invoice', 'prepayment', 'twint', 'card']);
    const footer = (await shop.app.inject({ url: '/api/footer?lang=de' })).json<{ paymentMethods: { name: string }[] }>();
    expect(footer.paymentMethods.map((m) => m.name)).toEqual([
      'Rechnung mit QR-Einzahlungsschein',
      'Vorauskasse',
      'TWINT',
      'Kreditkarte, Apple Pay oder Google Pay',
    ]);
    for (let i = 0; i < 6; i += 1) await addStaticItem(shop.app, guest, 20);
    const big = await view(shop.app, guest, 'GET', '/api/basket');
    expect(big.amountDueRappen).toBeGreaterThan(500_000);
    expect(big.checkout.paymentMethods.map((m) => m.id)).toEqual(['invoice', 'prepayment', 'card']);
    const shippingOptionId = big.shippingOptions[0]?.shippingOption_id;
    const refused = await call(shop.app, guest, 'POST', '/api/checkout/paymentAndShipping/set', { shippingOptionId, paymentMethod: 'twint' });
    expect(expectError(refused, 422, 'unprocessable').error.fields?.paymentMethod).toHaveLength(1);
  });

  it('places the order unpaid and opens one Stripe page for its amount due, in the customer’s language, coming back to the confirmation', async () => {
    const guest = await twintGuest('twint@example.ch', 'fr');
    const order = await confirm(shop.app, guest);
    expect(order.payment).toMatchObject({ method: 'twint', online: true, status: 'pending', amountRappen: order.totals.amountDueRappen });
    const [row] = await shop.database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row?.status).toBe('received');
    const session = [...shop.stripe.sessions.values()].find((s) => s.metadata['orderId'] === String(order.orderId));
    expect(order.payment.redirectUrl).toBe(session?.url);
    expect(session).toMatchObject({
      amount_total: order.totals.amountDueRappen,
      currency: 'chf',
      allowed_payment_method_types: ['twint'],
      customer_email: 'twint@example.ch',
      locale: 'fr',
      client_reference_id: order.number,
      success_url: `http://shop.test/fr/checkout/confirm?order=${order.orderId}&access=${order.accessToken}&payment=return`,
      cancel_url: `http://shop.test/fr/checkout/confirm?order=${order.orderId}&access=${order.accessToken}&payment=cancelled`,
    });
    const lines = shop.stripe.lineItems.get(session?.id ?? '') ?? [];
    expect(lines.reduce((sum, l) => sum + l.unitAmount * l.quantity, 0)).toBe(order.totals.amountDueRappen);
    const create = shop.stripe.calls.find((c) => c.path === '/v1/checkout/sessions');
    expect(create?.idempotencyKey).toBe(`order-${order.number}-${Date.parse(order.createdAt)}-page-1`);
    // The order's page says the same, and the confirmation mail will too.
    const detail = OrderDetail.parse((await shop.app.inject({ url: `/api/orders/${order.orderId}?access=${order.accessToken}` })).json());
    expect(detail.payment).toMatchObject({ status: 'pending', redirectUrl: session?.url });
  });

  it('makes one order and one Stripe page of 20 parallel confirms of one basket', async () => {
    const guest = await twintGuest('twenty@example.ch');
    const before = shop.stripe.sessionsCreated();
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(shop.app, guest, 'POST', '/api/checkout/confirm', {})));
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    const confirmations = answers.map((a) => a.json() as { orderId: number; number: string; payment: { redirectUrl: string | null } });
    expect(new Set(confirmations.map((c) => c.orderId)).size).toBe(1);
    expect(new Set(confirmations.map((c) => c.payment.redirectUrl)).size).toBe(1);
    expect(shop.stripe.sessionsCreated() - before).toBe(1);
    // Asked once: the order row's lock let one confirm open the page and the others find it.
    expect(
      shop.stripe.calls.filter((c) => c.idempotencyKey?.endsWith('-page-1') && c.idempotencyKey.startsWith(`order-${confirmations[0]?.number}-`)),
    ).toHaveLength(1);
    expect(await shop.database.db.$count(onlinePayments, eq(onlinePayments.orderId, confirmations[0]?.orderId ?? 0))).toBe(1);
  });

  it('keeps the order when Stripe is away at confirm; "pay now" answers 503 while it is, and opens the page later', async () => {
    const guest = await twintGuest('away@example.ch');
    shop.stripe.failing = true;
    const order = await confirm(shop.app, guest).finally(() => {
      shop.stripe.failing = false;
    });
    expect(order.payment).toMatchObject({ status: 'pending', redirectUrl: null });
    shop.stripe.failing = true;
    const still = await shop.app.inject({ method: 'POST', url: `/api/orders/${order.orderId}/pay?access=${order.accessToken}` });
    shop.stripe.failing = false;
    expectError(still, 503, 'service_unavailable');
    expect(still.headers['retry-after']).toBe('60');
    const res = await shop.app.inject({ method: 'POST', url: `/api/orders/${order.orderId}/pay?access=${order.accessToken}` });
    expect(res.statusCode, res.body).toBe(200);
    const { redirectUrl } = PayOrderAnswer.parse(res.json());
    expect(redirectUrl).toBe([...shop.stripe.sessions.values()].find((s) => s.metadata['orderId'] === String(order.orderId))?.url);
    // Asked again, the page still open is the answer.
    const again = PayOrderAnswer.parse((await shop.app.inject({ method: 'POST', url: `/api/orders/${order.orderId}/pay?access=${order.accessToken}` })).json());
    expect(again.redirectUrl).toBe(redirectUrl);
  });

  it('answers "pay now" only to the order’s own customer or guest', async () => {
    const order = await confirm(shop.app, await twintGuest('own@example.ch'));
    expectError(await shop.app.inject({ method: 'POST', url: `/api/orders/${order.orderId}/pay` }), 404, 'not_found');
    expectError(await shop.app.inject({ method: 'POST', url: `/api/orders/${order.orderId}/pay?access=${'x'.repeat(43)}` }), 404, 'not_found');
    const other = await newGuest(shop.app);
    const stranger = await call(
      shop.app,
      { ...other, cookies: { [BASKET_COOKIE]: other.cookies[BASKET_COOKIE] ?? '' } },
      'POST',
      `/api/orders/${order.orderId}/pay`,
    );
    expectError(stranger, 404, 'not_found');
  });

  it('refuses "pay now" for an order paid by invoice', async () => {
    const guest = await newGuest(shop.app);
    await prepareGuest(shop.app, guest, 'invoice', 'invoice-pay@example.ch');
    const order = await confirm(shop.app, guest);
    expectError(await shop.app.inject({ method: 'POST', url: `/api/orders/${order.orderId}/pay?access=${order.accessToken}` }), 409, 'conflict');
  });
});
