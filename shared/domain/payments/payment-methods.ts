/*
 * The ways an order can be paid. Bank transfers (invoice, prepayment) are the shop's own; the
 * online methods go through the payment provider's hosted page and are offered only when the shop
 * has a contract (server configuration) and the amount is one the method can carry.
 */

export const PAYMENT_METHODS = ['invoice', 'prepayment', 'twint', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const ONLINE_PAYMENT_METHODS = ['twint', 'card'] as const satisfies readonly PaymentMethod[];
export type OnlinePaymentMethod = (typeof ONLINE_PAYMENT_METHODS)[number];

export function isOnlineMethod(method: string): method is OnlinePaymentMethod {
  return (ONLINE_PAYMENT_METHODS as readonly string[]).includes(method);
}

/**
 * What one online payment may carry, in rappen: the provider's minimum charge in CHF (0.50) and
 * TWINT's maximum per payment (CHF 5,000). Cards have no upper limit of ours.
 */
export const ONLINE_LIMITS: Record<OnlinePaymentMethod, { readonly minRappen: number; readonly maxRappen: number | null }> = {
  twint: { minRappen: 50, maxRappen: 500_000 },
  card: { minRappen: 50, maxRappen: null },
};

/** Whether `method` can carry an amount due of `amountDueRappen`; bank transfers carry any, and nothing left to pay needs no provider. */
export function methodCarries(method: PaymentMethod, amountDueRappen: number): boolean {
  if (!isOnlineMethod(method) || amountDueRappen === 0) return true;
  const { minRappen, maxRappen } = ONLINE_LIMITS[method];
  return amountDueRappen >= minRappen && (maxRappen === null || amountDueRappen <= maxRappen);
}
