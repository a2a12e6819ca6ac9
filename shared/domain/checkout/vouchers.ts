import type { Rappen } from '../units/units';

/*
 * Voucher rules (data in, data out). Whether a code may be used is answered with a refusal reason
 * the shop can word for the customer; what a code is worth is answered as a list of actions (in the
 * spirit of Medusa's compute-actions), never by changing the basket handed in.
 *
 * Two sorts of code (../shared/docs/domain.md, "VAT and vouchers"): discount codes (percentage,
 * fixed) lower the price of the goods and with it the VAT base; value codes (a gift voucher bought
 * in the shop, a multi-purpose voucher) are a means of payment: they lower what is left to pay,
 * never the price or its VAT, and go with any other code.
 */

export const voucherKinds = ['percentage', 'fixed', 'value'] as const;
type VoucherKind = (typeof voucherKinds)[number];

/** A value code pays; the other codes discount. */
export const isValueCode = (voucher: Pick<VoucherRule, 'kind'>): boolean => voucher.kind === 'value';

export interface VoucherRule {
  readonly id: number;
  readonly code: string;
  readonly kind: VoucherKind;
  /** Whole percent, percentage vouchers only. */
  readonly percent: number | null;
  /** Fixed vouchers: the discount; value codes: what the code pays. */
  readonly amountRappen: number | null;
  readonly minOrderRappen: number;
  readonly validFrom: Date | null;
  /** The last moment the code is valid. */
  readonly validTill: Date | null;
  readonly maxUses: number | null;
  readonly maxUsesPerCustomer: number | null;
  readonly usedCount: number;
  readonly combinable: boolean;
}

export const voucherRefusals = [
  'unknown',
  'notYetValid',
  'expired',
  'usedUp',
  'usedByCustomer',
  'minimumOrder',
  'giftVouchersOnly',
  'notCombinable',
  'alreadyAdded',
] as const;
export type VoucherRefusal = (typeof voucherRefusals)[number];

export interface VoucherUseContext {
  readonly now: Date;
  /** The goods a discount code may lower: VAT included, before discounts and shipping, without gift vouchers sold. */
  readonly itemsRappen: number;
  /** The basket holds gift vouchers and nothing else: no discount code lowers them. */
  readonly onlyVoucherSales: boolean;
  /** Orders that already used this code by the same customer (or guest e-mail); 0 when unknown yet. */
  readonly usesByCustomer: number;
}

/** Why a voucher cannot be used on its own in this basket now, or null when it can. */
export function voucherRefusal(voucher: VoucherRule | null, context: VoucherUseContext): VoucherRefusal | null {
  if (voucher === null) return 'unknown';
  if (voucher.validFrom !== null && context.now < voucher.validFrom) return 'notYetValid';
  if (voucher.validTill !== null && context.now > voucher.validTill) return 'expired';
  if (voucher.maxUses !== null && voucher.usedCount >= voucher.maxUses) return 'usedUp';
  if (voucher.maxUsesPerCustomer !== null && context.usesByCustomer >= voucher.maxUsesPerCustomer) return 'usedByCustomer';
  if (isValueCode(voucher)) return null;
  if (context.onlyVoucherSales) return 'giftVouchersOnly';
  if (context.itemsRappen < voucher.minOrderRappen) return 'minimumOrder';
  return null;
}

export type AddVoucherPlan =
  | { readonly kind: 'add'; readonly replaces: readonly number[] }
  | { readonly kind: 'refused'; readonly reason: VoucherRefusal; readonly conflicts: readonly number[] };

/**
 * Adding a code to the codes already in the basket (ids of their vouchers). Two discount codes go
 * together only when both are combinable; otherwise the new code conflicts with those it cannot
 * join, and `force` (the customer confirmed) replaces them. A value code is money: it goes with
 * every code.
 */
export function planAddVoucher(voucher: VoucherRule | null, present: readonly VoucherRule[], context: VoucherUseContext, force: boolean): AddVoucherPlan {
  const refusal = voucherRefusal(voucher, context);
  if (refusal !== null || voucher === null) return { kind: 'refused', reason: refusal ?? 'unknown', conflicts: [] };
  if (present.some((p) => p.id === voucher.id)) return { kind: 'refused', reason: 'alreadyAdded', conflicts: [] };
  const conflicts = isValueCode(voucher) ? [] : present.filter((p) => !isValueCode(p) && (!voucher.combinable || !p.combinable)).map((p) => p.id);
  if (conflicts.length === 0) return { kind: 'add', replaces: [] };
  return force ? { kind: 'add', replaces: conflicts } : { kind: 'refused', reason: 'notCombinable', conflicts };
}

export interface DiscountAction {
  readonly voucherId: number;
  readonly code: string;
  readonly amountRappen: Rappen;
}

/**
 * What each discount code takes off the goods it may discount, in the order the codes were added:
 * each applies to what the previous ones left (a percentage of it, rounded to the rappen, halves
 * up; a fixed amount at most all of it), so the discounted goods never fall below 0. Shipping is
 * never discounted; value codes are left to `voucherPayments`.
 */
export function discountActions(itemsRappen: number, vouchers: readonly VoucherRule[]): DiscountAction[] {
  let remaining = itemsRappen;
  const actions: DiscountAction[] = [];
  for (const voucher of vouchers.filter((v) => !isValueCode(v))) {
    const wanted = voucher.kind === 'percentage' ? Math.floor(((voucher.percent ?? 0) * remaining * 2 + 100) / 200) : (voucher.amountRappen ?? 0);
    const amount = Math.max(0, Math.min(wanted, remaining));
    remaining -= amount;
    actions.push({ voucherId: voucher.id, code: voucher.code, amountRappen: amount as Rappen });
  }
  return actions;
}

/**
 * What each value code pays of the amount to pay, in the order the codes were added, each at most
 * what is left. A value code is used once: what it does not pay here is not kept (the checkout
 * says so before the order is placed).
 */
export function voucherPayments(amountRappen: number, vouchers: readonly VoucherRule[]): DiscountAction[] {
  let remaining = amountRappen;
  return vouchers.filter(isValueCode).map((voucher) => {
    const amount = Math.max(0, Math.min(voucher.amountRappen ?? 0, remaining));
    remaining -= amount;
    return { voucherId: voucher.id, code: voucher.code, amountRappen: amount as Rappen };
  });
}
