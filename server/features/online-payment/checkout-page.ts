import { asc, desc, eq } from 'drizzle-orm';
import type { Stripe } from 'stripe';
import { isOnlineMethod } from '../../../shared/domain/payments/payment-methods';
import { onlinePayments, orderItems, orders } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { serverIntl } from '../../i18n/server-intl';
import type { OrderRow } from '../orders/order-views';
import { checkoutLines } from './checkout-lines';
import { type OnlinePaymentContext, graceEnd, orderKey, within } from './context';
import { outcomeOf, settlePage } from './settle';
import { stripeErrors } from './stripe-client';

type PageRow = typeof onlinePayments.$inferSelect;

/** A page with less time left than this is not handed out: the customer could not finish paying on it. */
const MIN_TIME_LEFT_MS = 10 * 60_000;
/** Keys a crashed attempt left behind at Stripe with other parameters are skipped, a few at most. */
const MAX_KEY_TRIES = 3;

/**
 * Where the customer comes back to: the order's confirmation page, which polls the order until the
 * webhook's word has arrived (the return itself proves nothing). A guest's link carries the order's
 * access token, as the confirmation mail's does; without it the tab's stored confirmation serves.
 */
function returnUrls(publicUrl: string, order: Pick<OrderRow, 'id' | 'language' | 'customerId'>, accessToken: string | null) {
  const base = `${publicUrl}/${order.language}/checkout/confirm`;
  const query = order.customerId !== null ? `?order=${order.id}&` : accessToken ? `?order=${order.id}&access=${encodeURIComponent(accessToken)}&` : '?';
  return { success_url: `${base}${query}payment=return`, cancel_url: `${base}${query}payment=cancelled` };
}

function unavailable(ctx: OnlinePaymentContext, order: OrderRow, error: unknown): never {
  ctx.log.error({ err: error, orderId: order.id }, 'Stripe refused or could not be reached');
  throw new HttpError('service_unavailable', serverIntl(order.language).formatMessage({ id: 'payment.provider.unavailable' }), undefined, {
    retryAfterSeconds: 60,
  });
}

/**
 * The payment page of an unpaid online order: the one still open, or a new one (the first at
 * confirm, another after one failed or expired). The order row stays locked while Stripe is asked,
 * so 20 confirms or "pay now" clicks at once make one page; the idempotency key names the order
 * and the attempt, so a retried request never makes a second. Null when the order needs none
 * (paid, cancelled, nothing due, not an online method, or its money is on its way).
 */
export async function openCheckoutPage(ctx: OnlinePaymentContext, orderId: number, accessToken: string | null): Promise<PageRow | null> {
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.status !== 'received' || !isOnlineMethod(order.paymentMethod) || order.totalRappen - order.paidByVouchersRappen <= 0) return null;
    const [latest] = await tx.select().from(onlinePayments).where(eq(onlinePayments.orderId, order.id)).orderBy(desc(onlinePayments.attempt)).limit(1);
    if (latest?.status === 'processing' || latest?.status === 'paid') return null;
    if (latest?.status === 'open') {
      if (latest.expiresAt.getTime() - ctx.now.getTime() > MIN_TIME_LEFT_MS) return latest;
      // Nearly over: closed at Stripe first, so it can never be paid beside the new one.
      if (await closePage(within(ctx, tx), latest)) return null;
    }
    return newPage(within(ctx, tx), order, (latest?.attempt ?? 0) + 1, accessToken);
  });
}

/** Expires an open page at Stripe and records what it came to; true when it turned out paid (or on its way). */
export async function closePage(ctx: OnlinePaymentContext, page: PageRow): Promise<boolean> {
  const session = await ctx.stripe.checkout.sessions.expire(page.sessionId).catch(async (error: unknown) => {
    // Paid (or expired) meanwhile: Stripe refuses to expire it; its state says what happened.
    if (error instanceof stripeErrors.StripeInvalidRequestError) return ctx.stripe.checkout.sessions.retrieve(page.sessionId);
    throw error;
  });
  const outcome = outcomeOf(session);
  await settlePage(ctx, session, outcome);
  return outcome === 'paid' || outcome === 'processing';
}

async function newPage(ctx: OnlinePaymentContext, order: OrderRow, firstAttempt: number, accessToken: string | null): Promise<PageRow> {
  const method = order.paymentMethod as 'twint' | 'card';
  const items = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.position));
  const amountDueRappen = order.totalRappen - order.paidByVouchersRappen;
  const params: Stripe.Checkout.SessionCreateParams = {
    mode: 'payment',
    // Cards include the wallets Stripe shows for them (Apple Pay, Google Pay) where the device has one.
    allowed_payment_method_types: [method],
    line_items: checkoutLines({ ...order, items, amountDueRappen }, order.language),
    customer_email: order.email,
    locale: order.language,
    client_reference_id: order.number,
    metadata: { orderId: String(order.id), orderNumber: order.number },
    payment_intent_data: { metadata: { orderId: String(order.id), orderNumber: order.number } },
    ...returnUrls(ctx.settings.publicUrl, order, accessToken),
  };
  for (let attempt = firstAttempt; ; attempt += 1) {
    let session: Stripe.Checkout.Session;
    try {
      session = await ctx.stripe.checkout.sessions.create(params, { idempotencyKey: `${orderKey(order)}-page-${attempt}` });
    } catch (error) {
      // A key used before with other parameters (a request whose answer was lost, say without the
      // guest's token): that page was never handed out; the next attempt's key makes a fresh one.
      if (error instanceof stripeErrors.StripeIdempotencyError && attempt < firstAttempt + MAX_KEY_TRIES - 1) continue;
      unavailable(ctx, order, error);
    }
    if (!session.url || session.amount_total !== amountDueRappen) unavailable(ctx, order, new Error(`session ${session.id} has no page or another amount`));
    const expiresAt = new Date(session.expires_at * 1000);
    const [page] = await ctx.db
      .insert(onlinePayments)
      .values({ orderId: order.id, attempt, method, sessionId: session.id, url: session.url, amountRappen: amountDueRappen, expiresAt, createdAt: ctx.now })
      .returning();
    await ctx.db
      .update(orders)
      .set({ paymentDeadline: graceEnd(ctx, expiresAt) })
      .where(eq(orders.id, order.id));
    return page as PageRow;
  }
}
