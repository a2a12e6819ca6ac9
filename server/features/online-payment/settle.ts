import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Stripe } from 'stripe';
import { onlinePayments, orders } from '../../db/schema';
import { applyStatusChange } from '../order-status/change-status';
import { type OnlinePaymentContext, graceEnd, statusContextOf } from './context';
import { refundMismatched, refundUnneeded } from './refunds';
import type { OrderRow } from '../orders/order-views';

/** What a payment page came to: paid, paid but the money is still on its way (processing), failed, expired; or still open. */
export type PageOutcome = 'open' | 'processing' | 'paid' | 'failed' | 'expired';

/** The outcome Stripe reports of a Checkout Session as it is now. */
export function outcomeOf(session: Pick<Stripe.Checkout.Session, 'status' | 'payment_status'>): PageOutcome {
  if (session.status === 'complete') return session.payment_status === 'unpaid' ? 'processing' : 'paid';
  return session.status === 'expired' ? 'expired' : 'open';
}

export type SessionWord = Pick<Stripe.Checkout.Session, 'id' | 'amount_total' | 'currency'> & { payment_intent: string | { id: string } | null };

/**
 * Applies what the provider says of one of our payment pages, inside the caller's transaction,
 * with the order and then the page locked (the order first, as everywhere). Only forward: a page
 * paid stays paid whatever word comes after (an expiry delivered late changes nothing), and a
 * failed or expired one can still be paid (an async payment's late success). Paid moves the order
 * to paid as a bank payment would (gift-voucher codes, mail, production); a payment the order no
 * longer needs goes back at once.
 */
export async function settlePage(ctx: OnlinePaymentContext, session: SessionWord, outcome: PageOutcome): Promise<void> {
  if (outcome === 'open') return;
  const { db, now } = ctx;
  const [known] = await db.select({ orderId: onlinePayments.orderId }).from(onlinePayments).where(eq(onlinePayments.sessionId, session.id));
  if (!known) {
    ctx.log.warn({ sessionId: session.id }, 'a payment page the shop does not know');
    return;
  }
  const [order] = await db.select().from(orders).where(eq(orders.id, known.orderId)).for('update');
  const [page] = await db.select().from(onlinePayments).where(eq(onlinePayments.sessionId, session.id)).for('update');
  if (!order || !page || page.status === 'paid') return;

  const intent = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
  if (outcome === 'paid' && (session.amount_total !== page.amountRappen || session.currency?.toLowerCase() !== 'chf')) {
    // Never kept: the money goes back whole, and the page counts as failed, so the customer may pay the right amount.
    ctx.log.error(
      { orderId: order.id, sessionId: session.id, amount: session.amount_total, currency: session.currency },
      'a payment page was paid with another amount',
    );
    const [failed] = await db
      .update(onlinePayments)
      .set({ status: 'failed', closedAt: now, paymentIntentId: intent })
      .where(eq(onlinePayments.id, page.id))
      .returning();
    if (failed) await refundMismatched(ctx, order, failed);
    await allowPayingAgain(ctx, order);
    return;
  }
  if (outcome === 'paid') {
    const [paid] = await db
      .update(onlinePayments)
      .set({ status: 'paid', paidAt: now, paymentIntentId: intent })
      .where(eq(onlinePayments.id, page.id))
      .returning();
    if (order.status === 'received') {
      await applyStatusChange(statusContextOf(ctx, order.language), { orderId: order.id, event: 'markPaid', actor: 'payment', staff: null });
      await db.update(orders).set({ paymentDeadline: null }).where(eq(orders.id, order.id));
    } else if (paid) {
      await refundUnneeded(ctx, order, paid);
    }
    return;
  }
  if (outcome === 'processing') {
    if (page.status === 'open') await db.update(onlinePayments).set({ status: 'processing' }).where(eq(onlinePayments.id, page.id));
    return;
  }
  if (page.status === 'failed' || page.status === 'expired') return;
  await db.update(onlinePayments).set({ status: outcome, closedAt: now }).where(eq(onlinePayments.id, page.id));
  await allowPayingAgain(ctx, order);
}

/** The customer may pay again for the grace period, unless another page of the order is still open. */
async function allowPayingAgain(ctx: OnlinePaymentContext, order: OrderRow): Promise<void> {
  const { db } = ctx;
  const [other] = await db
    .select({ id: onlinePayments.id })
    .from(onlinePayments)
    .where(and(eq(onlinePayments.orderId, order.id), inArray(onlinePayments.status, ['open', 'processing'])))
    .orderBy(desc(onlinePayments.attempt))
    .limit(1);
  if (order.status === 'received' && !other)
    await db
      .update(orders)
      .set({ paymentDeadline: graceEnd(ctx) })
      .where(eq(orders.id, order.id));
}
