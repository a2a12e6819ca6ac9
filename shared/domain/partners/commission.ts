import { includedVat } from '../checkout/vat';
import { commissionBpFor, type CommissionRates } from './partner';

/*
 * A partner's commission on an order, data in, data out. What must stay true, to the rappen:
 * - The base is what the order's goods earned the shop without VAT: the items' totals less the
 *   order's discount, gift vouchers sold (multi-purpose vouchers, no sale of goods) and shipping left
 *   out. Its VAT is extracted once from that discounted gross with the invoice's own function
 *   (checkout/vat.ts, halves up), never summed from rounded per-item amounts.
 * - That net base is shared out to the items in proportion to their totals (the discount codes take
 *   off the goods in proportion, checkout/vouchers.ts), by largest remainder, so the shares sum to it.
 * - The items are grouped by their product's rate; each group's commission is its base times the
 *   rate, rounded once to the rappen, halves up. An entry's commission is the sum of its groups'.
 * - A reversal takes back a share of each group (a refund of x of the order's total takes x / total
 *   of it, halves up), never more than what is left; reversing "all" takes exactly what is left, so
 *   an entry and its reversals sum to zero once the order is cancelled or refunded in full.
 */

/** One rate's part of an entry or a reversal (a reversal's amounts are negative). */
export interface CommissionPart {
  readonly rateBp: number;
  readonly baseRappen: number;
  readonly commissionRappen: number;
}

interface CommissionItem {
  readonly productId: string;
  readonly totalRappen: number;
  /** A gift voucher sold: earns nothing. */
  readonly voucherSale: boolean;
}

export interface CommissionOrder {
  readonly items: readonly CommissionItem[];
  readonly discountRappen: number;
  readonly vatRateBp: number;
}

/** a x b / c rounded to the nearest integer, halves up, for integers a, b >= 0 and c > 0 (exact: no floating point). */
function mulDivHalfUp(a: number, b: number, c: number): number {
  return Number((2n * BigInt(a) * BigInt(b) + BigInt(c)) / (2n * BigInt(c)));
}

/** `amount` shared out in proportion to `weights` by largest remainder (ties to the earlier): the shares sum to `amount`. */
export function shareOut(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => BigInt(amount) * BigInt(weight));
  const shares = exact.map((product) => Number(product / BigInt(total)));
  const byRemainder = exact
    .map((product, index) => ({ index, remainder: product % BigInt(total) }))
    .toSorted((a, b) => (a.remainder < b.remainder ? 1 : a.remainder > b.remainder ? -1 : a.index - b.index));
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** The commission an order earns its partner, a part per rate (highest rate first); none when it sold only gift vouchers. */
export function orderCommission(order: CommissionOrder, rates: CommissionRates): CommissionPart[] {
  const goods = order.items.filter((item) => !item.voucherSale);
  const grossRappen = goods.reduce((sum, item) => sum + item.totalRappen, 0) - order.discountRappen;
  if (goods.length === 0 || grossRappen <= 0) return [];
  const netRappen = grossRappen - includedVat(grossRappen, order.vatRateBp);
  const shares = shareOut(
    netRappen,
    goods.map((item) => item.totalRappen),
  );
  const baseByRate = new Map<number, number>();
  for (const [index, item] of goods.entries()) {
    const rateBp = commissionBpFor(rates, item.productId);
    baseByRate.set(rateBp, (baseByRate.get(rateBp) ?? 0) + (shares[index] ?? 0));
  }
  return [...baseByRate.entries()]
    .toSorted(([a], [b]) => b - a)
    .map(([rateBp, baseRappen]) => ({ rateBp, baseRappen, commissionRappen: mulDivHalfUp(baseRappen, rateBp, 10_000) }));
}

/** What a reversal takes back: all that is left, or the share of a refund of the order's total. */
export type ReversalShare = 'all' | { readonly refundRappen: number; readonly totalRappen: number };

/**
 * The reversal of `entry` given the reversals written before (negative parts): each rate's part
 * takes its share, at most what is left of it. Empty when nothing is left to take back.
 */
export function reversalParts(entry: readonly CommissionPart[], before: readonly CommissionPart[], share: ReversalShare): CommissionPart[] {
  const takeBack = (amount: number, left: number) => {
    const whole = share === 'all' || share.refundRappen >= share.totalRappen;
    const wanted = whole ? left : mulDivHalfUp(amount, share.refundRappen, share.totalRappen);
    // 0 - x, not -x: nothing taken back is 0, not -0.
    return 0 - Math.min(wanted, left);
  };
  return entry
    .map((part) => {
      const earlier = before.filter((reversed) => reversed.rateBp === part.rateBp);
      const baseLeft = part.baseRappen + earlier.reduce((sum, reversed) => sum + reversed.baseRappen, 0);
      const commissionLeft = part.commissionRappen + earlier.reduce((sum, reversed) => sum + reversed.commissionRappen, 0);
      return { rateBp: part.rateBp, baseRappen: takeBack(part.baseRappen, baseLeft), commissionRappen: takeBack(part.commissionRappen, commissionLeft) };
    })
    .filter((part) => part.baseRappen !== 0 || part.commissionRappen !== 0);
}

/** The sums of parts: an entry's or a reversal's base and commission. */
export function partsTotal(parts: readonly Omit<CommissionPart, 'rateBp'>[]): { baseRappen: number; commissionRappen: number } {
  return parts.reduce((sum, part) => ({ baseRappen: sum.baseRappen + part.baseRappen, commissionRappen: sum.commissionRappen + part.commissionRappen }), {
    baseRappen: 0,
    commissionRappen: 0,
  });
}
