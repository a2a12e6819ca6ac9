import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, ownedBy, serialId, timestamps } from './columns';
import { ONLINE_PAYMENT_METHODS } from '../../../shared/domain/payments/payment-methods';
import { PAGE_STATUSES, REFUND_KINDS, REFUND_STATUSES } from '../../../shared/domain/payments/payment-status';
import { orders } from './orders';

/**
 * One hosted payment page (a Stripe Checkout Session) opened for an order: the first at confirm,
 * another each time the customer pays again after one failed or expired. (order_id, attempt) is
 * unique and the attempt names the provider's idempotency key, so a retried confirm or a repeated
 * "pay now" never opens a second page for the same attempt.
 */
export const onlinePayments = pgTable(
  'online_payments',
  {
    id: serialId(),
    orderId: ownedBy('order_id', () => orders.id),
    attempt: integer('attempt').notNull(),
    method: text('method', { enum: ONLINE_PAYMENT_METHODS }).notNull(),
    /** The provider's id of the page (cs_...). */
    sessionId: text('session_id').notNull(),
    /** Where the customer pays, while the page is open. */
    url: text('url').notNull(),
    status: text('status', { enum: PAGE_STATUSES }).notNull().default('open'),
    /** What the page asks for: the order's amount due when it was opened. */
    amountRappen: integer('amount_rappen').notNull(),
    /** The provider's payment (pi_...), known once paid: refunds name it. */
    paymentIntentId: text('payment_intent_id'),
    expiresAt: at('expires_at').notNull(),
    paidAt: at('paid_at'),
    /** When it failed or expired. */
    closedAt: at('closed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('online_payments_session').on(t.sessionId),
    uniqueIndex('online_payments_order_attempt').on(t.orderId, t.attempt),
    // The follow-up job finds pages still open (of orders paid or cancelled meanwhile).
    index('online_payments_open').on(t.status, t.orderId),
    check('online_payments_amount', sql`${t.amountRappen} > 0 AND ${t.attempt} > 0`),
  ],
);

/**
 * Every provider event handled, by the provider's event id: inserted in the transaction that acts
 * on the event, so a redelivered event (the provider retries until it gets a 2xx) changes nothing twice.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    /** The page the event was about, when it was one of ours. */
    sessionId: text('session_id'),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [index('payment_events_session').on(t.sessionId)],
);

/** Money given back of an online payment: by staff (in part or in full), or by the shop for a payment that came twice. */
export const refunds = pgTable(
  'refunds',
  {
    id: serialId(),
    orderId: ownedBy('order_id', () => orders.id),
    paymentId: ownedBy('payment_id', () => onlinePayments.id),
    /** The provider's id of the refund (re_...). */
    providerRefundId: text('provider_refund_id').notNull(),
    amountRappen: integer('amount_rappen').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull(),
    /** Staff: why (told to the customer); the shop's own refunds of a second payment say so. */
    reason: text('reason'),
    kind: text('kind', { enum: REFUND_KINDS }).notNull(),
    /** The staff member who gave it (no foreign key: the record outlives a staff account). */
    staffId: integer('staff_id'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('refunds_provider_refund').on(t.providerRefundId),
    index('refunds_order').on(t.orderId, t.id),
    check('refunds_amount', sql`${t.amountRappen} > 0`),
  ],
);
