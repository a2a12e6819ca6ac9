import { and, count, eq } from 'drizzle-orm';
import type { Stripe } from 'stripe';
import { REFUND_STATUSES, type RefundKind, refundableRappen } from '../../../shared/domain/payments/payment-status';
import { formatRappen } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';
import { onlinePayments, orders, refunds } from '../../db/schema';
import { HttpError, notFound } from '../../http/http-error';
import { serverIntl } from '../../i18n/server-intl';
import { queueMail } from '../../mail/outbox';
import { refundMail } from '../../mail/templates/refund';
import { audit } from '../audit/audit';
import type { OrderRow } from '../orders/order-views';
import { recordStatus } from '../orders/status-history';
import { paymentState } from '../payment/payment-state';
import type { StaffActor } from '../../http/require-staff';
import { type OnlinePaymentContext, orderKey, within } from './context';
import { stripeErrors } from './stripe-client';

type PaymentRow = typeof onlinePayments.$inferSelect;

export interface RefundRequest {
  amountRappen: number;
  /** Told to the customer; null for none. */
  reason: string | null;
  /** What was refunded when the staff member looked: a refund made since (another person, a second click) refuses this one. */
  refundedRappen: number;
}

function refuse(locale: Locale, id: 'admin.refund.changed' | 'admin.refund.notRefundable', status: 'conflict' = 'conflict'): never {
  throw new HttpError(status, serverIntl(locale).formatMessage({ id }));
}

/** The provider's refusal or failure in the one error shape: a refusal staff can read (422), or 503 when Stripe is unreachable. */
function providerError(error: unknown, locale: Locale): never {
  if (error instanceof stripeErrors.StripeInvalidRequestError) {
    throw new HttpError('unprocessable', serverIntl(locale).formatMessage({ id: 'admin.refund.refused' }, { reason: error.message }));
  }
  if (error instanceof stripeErrors.StripeError) {
    throw new HttpError('service_unavailable', serverIntl(locale).formatMessage({ id: 'payment.provider.unavailable' }), undefined, { retryAfterSeconds: 60 });
  }
  throw error;
}

/**
 * Gives back part or all of an order's online payment, through Stripe, with the order row locked:
 * never more than was taken less what went back, and a request made on an outdated view of the
 * refunds (a second click, a colleague) is refused rather than paid out twice. The refund is
 * recorded in the order's history and the audit log and mailed to the customer in the order's language.
 */
export async function refundOrder(ctx: OnlinePaymentContext, staff: StaffActor, orderId: number, request: RefundRequest, locale: Locale): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound('order');
    const [payment] = await tx
      .select()
      .from(onlinePayments)
      .where(and(eq(onlinePayments.orderId, order.id), eq(onlinePayments.status, 'paid')))
      .orderBy(onlinePayments.attempt)
      .limit(1);
    if (!payment?.paymentIntentId) refuse(locale, 'admin.refund.notRefundable');
    const state = await paymentState(tx, order);
    if (state.refundedRappen !== request.refundedRappen) refuse(locale, 'admin.refund.changed');
    const max = refundableRappen(state);
    if (max <= 0) refuse(locale, 'admin.refund.notRefundable');
    if (request.amountRappen > max) {
      const message = serverIntl(locale).formatMessage({ id: 'admin.refund.tooMuch' }, { max: formatRappen(max, locale) });
      throw new HttpError('validation_failed', message, { amountRappen: [message] });
    }
    const [done] = await tx.select({ n: count() }).from(refunds).where(eq(refunds.orderId, order.id));
    const refund = await ctx.stripe.refunds
      .create(
        { payment_intent: payment.paymentIntentId, amount: request.amountRappen, metadata: { orderId: String(order.id), orderNumber: order.number } },
        { idempotencyKey: `${orderKey(order)}-refund-${(done?.n ?? 0) + 1}` },
      )
      .catch((error: unknown) => providerError(error, locale));
    await recordRefund(within(ctx, tx), order, payment, refund, { kind: 'staff', reason: request.reason, staff, refundedBefore: state.refundedRappen });
  });
}

/**
 * Cancelling an order paid online gives back what is left of its payment, in the transaction of the
 * cancel: a shop that keeps the money of an order it will not make owes it; the customer is told
 * in the order's language. Nothing happens for an order never paid online or refunded whole already.
 */
export async function refundCancelled(ctx: OnlinePaymentContext, order: OrderRow, staff: StaffActor, reason: string, locale: Locale): Promise<void> {
  const [payment] = await ctx.db
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.orderId, order.id), eq(onlinePayments.status, 'paid')))
    .orderBy(onlinePayments.attempt)
    .limit(1);
  if (!payment?.paymentIntentId) return;
  const state = await paymentState(ctx.db, order);
  const rest = refundableRappen(state);
  if (rest <= 0) return;
  const refund = await ctx.stripe.refunds
    .create(
      { payment_intent: payment.paymentIntentId, amount: rest, metadata: { orderId: String(order.id), orderNumber: order.number, reason: 'cancelled' } },
      { idempotencyKey: `${orderKey(order)}-cancel` },
    )
    .catch((error: unknown) => providerError(error, locale));
  await recordRefund(ctx, order, payment, refund, { kind: 'staff', reason, staff, refundedBefore: state.refundedRappen });
}

/**
 * A payment for an order that needs none any more (paid already, or cancelled) goes back whole at
 * once: nobody pays twice. Runs in the transaction that heard of the payment; the idempotency key
 * is the payment's, so hearing of it again refunds nothing twice.
 */
export async function refundUnneeded(ctx: OnlinePaymentContext, order: OrderRow, payment: PaymentRow): Promise<void> {
  if (!payment.paymentIntentId) return;
  const refund = await ctx.stripe.refunds.create(
    { payment_intent: payment.paymentIntentId, metadata: { orderId: String(order.id), orderNumber: order.number, reason: 'unneeded' } },
    { idempotencyKey: `${payment.sessionId}-unneeded` },
  );
  const reason = order.status === 'cancelled' ? serverIntl(order.language).formatMessage({ id: 'payment.refund.afterCancel' }) : null;
  await recordRefund(ctx, order, payment, refund, { kind: 'duplicate', reason, staff: null, refundedBefore: null });
  ctx.log.warn({ orderId: order.id, sessionId: payment.sessionId }, 'an unneeded online payment was refunded');
}

/** A payment of another amount than the order's page asked goes back whole at once (keyed by its page, so once). */
export async function refundMismatched(ctx: OnlinePaymentContext, order: OrderRow, payment: PaymentRow): Promise<void> {
  if (!payment.paymentIntentId) return;
  const refund = await ctx.stripe.refunds.create(
    { payment_intent: payment.paymentIntentId, metadata: { orderId: String(order.id), orderNumber: order.number, reason: 'amount_mismatch' } },
    { idempotencyKey: `${payment.sessionId}-mismatch` },
  );
  await recordRefund(ctx, order, payment, refund, { kind: 'mismatch', reason: null, staff: null, refundedBefore: null });
}

async function recordRefund(
  ctx: OnlinePaymentContext,
  order: OrderRow,
  payment: PaymentRow,
  refund: Stripe.Refund,
  how: { kind: RefundKind; reason: string | null; staff: StaffActor; refundedBefore: number | null },
): Promise<void> {
  const { db, now } = ctx;
  const [stored] = await db
    .insert(refunds)
    .values({
      orderId: order.id,
      paymentId: payment.id,
      providerRefundId: refund.id,
      amountRappen: refund.amount,
      status: refundStatusOf(refund.status),
      reason: how.reason,
      kind: how.kind,
      staffId: how.staff?.id ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: refunds.id });
  // The provider answered an idempotent replay: this refund is recorded already.
  if (!stored) return;
  const amount = formatRappen(refund.amount, order.language);
  await recordStatus(db, order, {
    status: order.status,
    event: 'refund',
    actor: how.staff ? 'staff' : 'payment',
    staffId: how.staff?.id ?? null,
    note: how.reason ? `${amount}: ${how.reason}` : amount,
    // A second payment given back was no part of the sale: only staff's refunds take commission back.
    refund: { amountRappen: refund.amount, ofSale: how.kind === 'staff' ? `refund:${stored.id}` : null },
    at: now,
  });
  await audit(db, {
    by: how.staff,
    action: 'order.refund',
    subjectType: 'order',
    subjectId: order.id,
    before: how.refundedBefore === null ? null : { refundedRappen: how.refundedBefore },
    after: { amountRappen: refund.amount, kind: how.kind, reason: how.reason, providerRefundId: refund.id },
    at: now,
  });
  await queueMail(
    db,
    refundMail({
      to: order.email,
      addressee: order.billingAddress,
      locale: order.language,
      number: order.number,
      amountRappen: refund.amount,
      kind: how.kind === 'duplicate' && order.status === 'cancelled' ? 'staff' : how.kind,
      reason: how.reason,
      link: order.customerId === null ? null : `${ctx.settings.publicUrl}/${order.language}/selfcare/orders/${order.id}`,
      sender: ctx.settings.company,
    }),
    order.id,
  );
}

function refundStatusOf(status: string | null): (typeof REFUND_STATUSES)[number] {
  return REFUND_STATUSES.find((s) => s === status) ?? 'pending';
}

/** A refund's later word (a TWINT refund is confirmed after a while, or fails): failed ones count as given back no more. */
export async function updateRefund(ctx: OnlinePaymentContext, refund: Stripe.Refund): Promise<void> {
  await ctx.db
    .update(refunds)
    .set({ status: refundStatusOf(refund.status), updatedAt: ctx.now })
    .where(eq(refunds.providerRefundId, refund.id));
}
