import type { Rappen } from '../units/units';

/*
 * Swiss VAT is included in every price of the shop (B2C). The standard rate is 8.1 % (since
 * 1 January 2024). The VAT contained in a gross amount G is G x rate / (100 % + rate), for 8.1 %
 * G x 81 / 1081, rounded to the nearest rappen with halves rounded up. It is extracted once from
 * the order total (goods - discounts + shipping), never summed from rounded per-line amounts, so
 * the invoice's VAT line always matches its total.
 */

/** 8.1 % in basis points. */
export const VAT_RATE_BP = 810;

/** The VAT contained in a gross (VAT-included) amount of whole rappen, rounded to the rappen (half up). */
export function includedVat(grossRappen: Rappen | number, rateBp: number = VAT_RATE_BP): Rappen {
  if (!Number.isInteger(grossRappen) || grossRappen < 0) throw new RangeError(`gross amount must be whole rappen >= 0, got ${grossRappen}`);
  const gross = BigInt(grossRappen);
  const rate = BigInt(rateBp);
  const denominator = 10_000n + rate;
  // round(gross x rate / denominator), halves up, in exact integers
  const vat = (2n * gross * rate + denominator) / (2n * denominator);
  return Number(vat) as Rappen;
}
