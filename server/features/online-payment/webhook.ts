import type { Stripe } from 'stripe';
import { paymentEvents } from '../../db/schema';
import { type OnlinePaymentContext, within } from './context';
import { updateRefund } from './refunds';
import { outcomeOf, type PageOutcome, settlePage } from './settle';

/** What each Checkout Session event says of the page; completed says paid only when the money is there (not for a bank debit still on its way). */
const SESSION_EVENTS: Record<string, (session: Stripe.Checkout.Session) => PageOutcome> = {
  'checkout.session.completed': outcomeOf,
  'checkout.session.async_payment_succeeded': () => 'paid',
  'checkout.session.async_payment_failed': () => 'failed',
  'checkout.session.expired': () => 'expired',
};

const REFUND_EVENTS = new Set(['refund.updated', 'refund.failed']);

/**
 * Acts on one verified Stripe event exactly once: its id is stored in the transaction that acts on
 * it, so a redelivery (Stripe retries until it gets a 2xx, and may send an event twice) finds it and
 * changes nothing; a failure rolls both back and Stripe's retry tries again. Events arrive in any
 * order: settlePage only moves a page forward.
 */
export async function handleStripeEvent(ctx: OnlinePaymentContext, event: Stripe.Event): Promise<'handled' | 'duplicate'> {
  const object = event.data.object as { object?: string; id?: string };
  const sessionId = object.object === 'checkout.session' ? (object.id ?? null) : null;
  return ctx.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type, sessionId, receivedAt: ctx.now })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!fresh) return 'duplicate';
    const outcome = SESSION_EVENTS[event.type];
    if (outcome && sessionId !== null) {
      const session = event.data.object as Stripe.Checkout.Session;
      await settlePage(within(ctx, tx), session, outcome(session));
    } else if (REFUND_EVENTS.has(event.type) && object.object === 'refund') {
      await updateRefund(within(ctx, tx), event.data.object as Stripe.Refund);
    }
    return 'handled';
  });
}
