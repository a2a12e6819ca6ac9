/*
 * Exact arithmetic for the price formula. The formula multiplies money by surfaces and percents;
 * done in floating point, 88.00 could come out as 87.9999999 and floor to 87.90 instead of 88.90.
 * So every operand becomes an integer at a fixed scale (lengths in micrometres, percents in
 * thousandths) and the formula is evaluated on BigInt fractions; only the final rappen are a number.
 */

export interface Ratio {
  readonly num: bigint;
  readonly den: bigint;
}

/** A finite, non-negative number as an integer at the given scale (rounded to the nearest step). */
export function toScaled(value: number, scale: number): bigint {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
  const scaled = value * scale;
  if (Number.isFinite(scaled)) return BigInt(Math.round(scaled));
  // Huge values are whole numbers in floating point already.
  return BigInt(value) * BigInt(scale);
}

export function ceilDiv(num: bigint, den: bigint): bigint {
  return (num + den - 1n) / den;
}
