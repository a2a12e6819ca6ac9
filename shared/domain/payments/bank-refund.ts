import type { OrderStatus } from '../orders/order-status';
import type { StaffRole } from '../staff/roles';
import { isOnlineMethod } from './payment-methods';

/*
 * Money that came by bank transfer (invoice, prepayment) and is owed back: the shop cannot send it
 * by itself like a card refund, so it is recorded as an open refund to the account it came from,
 * paid by the bank with the shop's next payment file (pain.001), and marked paid back by staff.
 * The rules are data, like the order's (shared/domain/orders/order-status.ts).
 */

export const BANK_REFUND_STATUSES = ['open', 'paidBack'] as const;
export type BankRefundStatus = (typeof BANK_REFUND_STATUSES)[number];

const BANK_REFUND_EVENTS = ['markPaidBack'] as const;
export type BankRefundEvent = (typeof BANK_REFUND_EVENTS)[number];

interface Rule {
  readonly from: readonly BankRefundStatus[];
  readonly to: BankRefundStatus;
  readonly roles: readonly StaffRole[];
}

const RULES: Record<BankRefundEvent, Rule> = {
  // Money is the office's: whoever saw the bank execute the payment says so.
  markPaidBack: { from: ['open'], to: 'paidBack', roles: ['owner', 'office'] },
};

export type BankRefundTransition = { ok: true; to: BankRefundStatus } | { ok: false; reason: 'notAllowedFrom' | 'roleNotAllowed' };

export function bankRefundTransition(from: BankRefundStatus, event: BankRefundEvent, role: StaffRole): BankRefundTransition {
  const rule = RULES[event];
  if (!rule.from.includes(from)) return { ok: false, reason: 'notAllowedFrom' };
  if (!rule.roles.includes(role)) return { ok: false, reason: 'roleNotAllowed' };
  return { ok: true, to: rule.to };
}

/** Working days within which the shop sends the money back; the customer's mail names them. */
export const BANK_REFUND_WORKING_DAYS = 10;

/** What SPS allows for a creditor's name (Cdtr/Nm). */
export const PAYER_NAME_MAX = 70;

export interface BankMoneyFacts {
  readonly paymentMethod: string;
  readonly orderStatus: OrderStatus;
  /**
   * The money came (orders.paid_at), whatever the status: an invoice order may be in production or
   * shipped unpaid, and holds nothing to give back until it is paid.
   */
  readonly paid: boolean;
  /** What came in by bank for the order (the credits that paid it, else its amount due). */
  readonly receivedRappen: number;
  /** What was owed back by bank before (refunds open or paid back). */
  readonly refundedRappen: number;
}

/**
 * The rappen of bank-transfer money the shop still holds for an order and may owe back (a partial
 * refund by staff, or the rest on cancel): 0 for an order paid online (the provider refunds it),
 * not paid yet, or cancelled (the cancel owed the rest already).
 */
export function bankRefundable(facts: BankMoneyFacts): number {
  if (isOnlineMethod(facts.paymentMethod) || !facts.paid || facts.orderStatus === 'cancelled') return 0;
  return Math.max(0, facts.receivedRappen - facts.refundedRappen);
}

/** What the shop took by bank for an order: what came in, once the order was paid (a cancelled one that owed it back included). */
export function bankTakenRappen(facts: BankMoneyFacts): number {
  return facts.paid || facts.refundedRappen > 0 ? facts.receivedRappen : 0;
}

/** The rappen a cancel owes back by bank transfer: what the order held of its money in the status it left. */
export function owedOnCancel(facts: Omit<BankMoneyFacts, 'orderStatus'> & { readonly statusBefore: OrderStatus }): number {
  return bankRefundable({ ...facts, orderStatus: facts.statusBefore });
}

/** Whether an open refund has what a payment file needs: the payer's name and account. */
export function isPayable(refund: { status: BankRefundStatus; payerName: string | null; iban: string | null }): boolean {
  return refund.status === 'open' && refund.payerName !== null && refund.iban !== null;
}
