import type { PaymentMethod } from '../payments/payment-methods';

/*
 * When an order may go into production, by how it is paid. An invoice is paid after delivery
 * ("innert 30 Tagen nach Erhalt der Rechnung"), so its order is produced at once and the promised
 * delivery date holds; a prepayment waits until the money is in the shop's account, an online
 * payment until the provider reports it succeeded. A new payment method needs only its row here
 * (the Record makes the compiler ask for it). The state machine (order-status.ts) reads this table.
 *
 * Whether an order is paid is a fact of its own (orders.paid_at), not a step of its status: an
 * invoice order can be in production, or shipped, and still unpaid.
 */

/** What an order waits for before production, told to the staff. */
export const PRODUCTION_HOLDS = ['bankTransfer', 'onlinePayment'] as const;
export type ProductionHold = (typeof PRODUCTION_HOLDS)[number];

type ProductionRelease = { readonly release: 'onOrder' } | { readonly release: 'onPayment'; readonly waitsFor: ProductionHold };

const PRODUCTION_RELEASE: Record<PaymentMethod, ProductionRelease> = {
  invoice: { release: 'onOrder' },
  prepayment: { release: 'onPayment', waitsFor: 'bankTransfer' },
  twint: { release: 'onPayment', waitsFor: 'onlinePayment' },
  card: { release: 'onPayment', waitsFor: 'onlinePayment' },
};

/** What the payment still holds production for: null once paid, or for a method paid after delivery. */
export function paymentHold(method: PaymentMethod, paid: boolean): ProductionHold | null {
  const rule = PRODUCTION_RELEASE[method];
  return paid || rule.release === 'onOrder' ? null : rule.waitsFor;
}

/** The payment methods whose orders are released when placed (the production queue's query reads them). */
export function methodsReleasedOnOrder(): PaymentMethod[] {
  return (Object.keys(PRODUCTION_RELEASE) as PaymentMethod[]).filter((method) => PRODUCTION_RELEASE[method].release === 'onOrder');
}
