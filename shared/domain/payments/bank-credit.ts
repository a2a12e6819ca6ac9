/*
 * Money the bank reports as received (a camt.054 credit), matched to the order whose QR reference
 * the payer's slip carried. Only an exact amount for an order still waiting for its money marks it
 * paid by itself; everything else waits for a person, because guessing with money goes wrong both
 * ways (an order produced unpaid, or a customer asked twice).
 */

export interface BankCredit {
  /** The 27-digit QR reference (QRR) of the slip, or null when the payer gave none. */
  readonly reference: string | null;
  readonly amountRappen: number;
  readonly currency: string;
  /** A reversal (the bank took a credit back) is never a payment. */
  readonly reversal: boolean;
}

export interface OrderAwaitingMoney {
  readonly id: number;
  readonly status: 'received' | 'paid' | 'in_production' | 'shipped' | 'cancelled';
  /** Its money came already (an invoice order may be in production or shipped and still wait for it). */
  readonly paid: boolean;
  /** What is left to pay after gift vouchers: the total less what value codes paid. */
  readonly amountDueRappen: number;
}

export const CREDIT_OUTCOMES = ['paid', 'noReference', 'unknownReference', 'amountDiffers', 'alreadyPaid', 'orderCancelled', 'notChf', 'reversal'] as const;
export type CreditOutcome = (typeof CREDIT_OUTCOMES)[number];

export interface CreditMatch {
  readonly outcome: CreditOutcome;
  /** The order the reference names, when one does. */
  readonly orderId: number | null;
}

/** What to do with one credit, given the order its reference names (null: none does). */
export function matchCredit(credit: BankCredit, order: OrderAwaitingMoney | null): CreditMatch {
  const orderId = order?.id ?? null;
  if (credit.reversal) return { outcome: 'reversal', orderId };
  if (credit.currency !== 'CHF') return { outcome: 'notChf', orderId };
  if (credit.reference === null) return { outcome: 'noReference', orderId: null };
  if (order === null) return { outcome: 'unknownReference', orderId: null };
  if (order.status === 'cancelled') return { outcome: 'orderCancelled', orderId };
  if (order.paid) return { outcome: 'alreadyPaid', orderId };
  if (credit.amountRappen !== order.amountDueRappen) return { outcome: 'amountDiffers', orderId };
  return { outcome: 'paid', orderId };
}

/** Whether a person has to look at a credit (everything but an exact payment). */
export function needsDecision(outcome: CreditOutcome): boolean {
  return outcome !== 'paid';
}

/**
 * The most one credit can be: its amount is kept as a PostgreSQL integer of rappen (CHF 21 474 836.47).
 * A bank file naming more is refused whole, never booked in part; anything up to it that is not an
 * order's exact amount due waits for a person like any other differing amount.
 */
export const MAX_CREDIT_RAPPEN = 2_147_483_647;
