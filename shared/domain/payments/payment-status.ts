import type { OrderStatus } from '../orders/order-status';

/*
 * Where an order's money stands, as the customer and the staff are told it. It follows from the
 * order's status and its online attempts and refunds; it is never stored, so it cannot disagree
 * with them.
 */

export const PAYMENT_STATUSES = ['pending', 'failed', 'paid', 'partiallyRefunded', 'refunded', 'cancelled', 'refundOpen'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Where a hosted payment page (one online attempt) stands: processing = paid, the money still on its way. */
export const PAGE_STATUSES = ['open', 'processing', 'paid', 'failed', 'expired'] as const;
type PageStatus = (typeof PAGE_STATUSES)[number];

/**
 * Who gave money back and why: staff (counts as refunded); the shop itself for a payment that came
 * twice (duplicate) or did not match the order's amount (mismatch): those count neither as taken nor as refunded.
 */
export const REFUND_KINDS = ['staff', 'duplicate', 'mismatch'] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];

/** A refund as the provider reports it. */
export const REFUND_STATUSES = ['pending', 'requires_action', 'succeeded', 'failed', 'canceled'] as const;

export interface PaymentFacts {
  readonly orderStatus: OrderStatus;
  /** The order's money came (orders.paid_at): an invoice order may be in production, or shipped, and not yet paid. */
  readonly paid: boolean;
  readonly latestAttempt: PageStatus | null;
  /** What the provider took for the order (online payments), in rappen. */
  readonly capturedRappen: number;
  /** What was given back of it (refunds not failed), in rappen. */
  readonly refundedRappen: number;
  /** Money that came by bank transfer and is owed back, not yet paid back (shared/domain/payments/bank-refund.ts). */
  readonly bankRefundOpenRappen: number;
  /** What went back of bank-transfer money. */
  readonly bankRefundPaidBackRappen: number;
}

/**
 * refundOpen: bank-transfer money owed back and not yet paid back (staff mark it);
 * pending: waiting for the money (a bank transfer, or an online page not yet paid); failed: the
 * last online attempt failed or expired and the customer may pay again; refunded in part or in
 * full once money went back; cancelled: the order was cancelled before any money came.
 */
export function paymentStatus(facts: PaymentFacts): PaymentStatus {
  if (facts.bankRefundOpenRappen > 0) return 'refundOpen';
  // A cancelled order's bank money goes back whole (what a cancel owes is the rest of what came in).
  if (facts.bankRefundPaidBackRappen > 0) return facts.orderStatus === 'cancelled' ? 'refunded' : 'partiallyRefunded';
  if (facts.refundedRappen > 0) return facts.refundedRappen >= facts.capturedRappen ? 'refunded' : 'partiallyRefunded';
  // Money taken online stays paid whatever became of the order, until staff give it back.
  if (facts.capturedRappen > 0 || facts.paid) return 'paid';
  if (facts.orderStatus === 'cancelled') return 'cancelled';
  return facts.latestAttempt === 'failed' || facts.latestAttempt === 'expired' ? 'failed' : 'pending';
}

/** What staff may still refund of the online payment. */
export function refundableRappen(facts: Pick<PaymentFacts, 'capturedRappen' | 'refundedRappen'>): number {
  return Math.max(0, facts.capturedRappen - facts.refundedRappen);
}
