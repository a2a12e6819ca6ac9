import type { Rappen } from '../units/units';
import type { Ratio } from './exact';

/*
 * Non-static prices are rounded down to whole francs and end in .90:
 * 87.34 -> 87.90, 87.95 -> 87.90, 88.00 -> 88.90, 0.40 -> 0.90.
 */

/** `rappen` is an exact non-negative amount of rappen given as a fraction. */
export function floorToNinety(rappen: Ratio): Rappen {
  const francs = rappen.num / (rappen.den * 100n);
  return Number(francs * 100n + 90n) as Rappen;
}
