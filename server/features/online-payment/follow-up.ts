import { and, eq, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import { ONLINE_PAYMENT_METHODS } from '../../../shared/domain/payments/payment-methods';
import { onlinePayments, orders } from '../../db/schema';
import { serverIntl } from '../../i18n/server-intl';
import { applyStatusChange } from '../order-status/change-status';
import { closePage } from './checkout-page';
import { type OnlinePaymentContext, graceEnd, statusContextOf, within } from './context';
import { outcomeOf, settlePage } from './settle';

/** Orders or pages per pass: a backlog is worked off over several passes. */
const BATCH = 50;

export interface FollowUpCounts {
  /** Pages closed at Stripe because their order no longer waits for them. */
  pagesClosed: number;
  /** Unpaid orders cancelled after their grace, their vouchers released. */
  ordersCancelled: number;
}

/**
 * The online payments' follow-up, a schedule of the job engine run by one process at a time (each
 * order is locked while it is looked at, against a staff change at the same moment): pages still open for orders that were paid otherwise or cancelled are
 * closed at Stripe, so nobody pays for them; unpaid orders past their deadline (the page's end plus
 * the grace to pay again) are asked about at Stripe once more (a webhook may have been lost) and
 * cancelled when still unpaid, which releases their vouchers and tells the customer.
 */
export async function followUpPayments(ctx: OnlinePaymentContext): Promise<FollowUpCounts> {
  return { pagesClosed: await closeStalePages(ctx), ordersCancelled: await cancelUnpaid(ctx) };
}

async function closeStalePages(ctx: OnlinePaymentContext): Promise<number> {
  const stale = await ctx.db
    .select({ orderId: onlinePayments.orderId })
    .from(onlinePayments)
    .innerJoin(orders, eq(orders.id, onlinePayments.orderId))
    .where(and(eq(onlinePayments.status, 'open'), ne(orders.status, 'received')))
    .limit(BATCH);
  let closed = 0;
  for (const { orderId } of stale) {
    closed += await ctx.db.transaction(async (tx) => {
      const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order) return 0;
      const pages = await tx
        .select()
        .from(onlinePayments)
        .where(and(eq(onlinePayments.orderId, orderId), eq(onlinePayments.status, 'open')));
      for (const page of pages) await closePage(within(ctx, tx), page);
      return pages.length;
    });
  }
  return closed;
}

async function cancelUnpaid(ctx: OnlinePaymentContext): Promise<number> {
  // An order whose first page never opened (Stripe was away at confirm) has no deadline: its grace runs from the order.
  const due = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'received'),
        inArray(orders.paymentMethod, [...ONLINE_PAYMENT_METHODS]),
        or(
          lte(orders.paymentDeadline, ctx.now),
          and(isNull(orders.paymentDeadline), lte(orders.createdAt, new Date(ctx.now.getTime() - ctx.settings.graceMinutes * 60_000))),
        ),
      ),
    )
    .limit(BATCH);
  let cancelled = 0;
  for (const { id } of due) cancelled += await ctx.db.transaction((tx) => cancelIfUnpaid(within(ctx, tx), id));
  return cancelled;
}

async function cancelIfUnpaid(ctx: OnlinePaymentContext, orderId: number): Promise<number> {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order || order.status !== 'received') return 0;
  const waiting = await ctx.db
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.orderId, orderId), inArray(onlinePayments.status, ['open', 'processing'])));
  for (const page of waiting) {
    const session = await ctx.stripe.checkout.sessions.retrieve(page.sessionId);
    if (outcomeOf(session) === 'open') await closePage(ctx, page);
    else await settlePage(ctx, session, outcomeOf(session));
  }
  const [now] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
  if (!now || now.status !== 'received') return 0;
  const [stillWaiting] = await ctx.db
    .select({ id: onlinePayments.id })
    .from(onlinePayments)
    .where(and(eq(onlinePayments.orderId, orderId), eq(onlinePayments.status, 'processing')))
    .limit(1);
  if (stillWaiting) {
    // The money is on its way (a bank debit): ask again after another grace.
    await ctx.db
      .update(orders)
      .set({ paymentDeadline: graceEnd(ctx) })
      .where(eq(orders.id, orderId));
    return 0;
  }
  await applyStatusChange(statusContextOf(ctx, order.language), {
    orderId,
    event: 'cancel',
    actor: 'payment',
    staff: null,
    reason: serverIntl(order.language).formatMessage({ id: 'payment.cancel.unpaid' }),
  });
  return 1;
}
