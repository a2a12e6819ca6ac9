import type { BulkPrice, Pricing } from '../product/product-schema';
import type { SizeChoice } from '../configuration/resolve-configuration';
import type { AreaMeasures } from '../print-area/measures';
import { ceilDiv, toScaled, type Ratio } from './exact';
import { floorToNinety } from './franc-rounding';
import type { UnitPrice } from './price';

/*
 * Dynamic price (domain.md "Price"):
 *   value = calculation base (surface m², fullsurface m², perimeter m, piece 1),
 *           rounded up to a multiple of staggeredBase when that is > 0
 *   rate  = dynamicCosts of the bulk tier with the highest fromAmount <= quantity, else pricing.dynamicCosts
 *   unit  = (baseCosts + option baseCosts) + (rate + option dynamicCosts) x value
 *   minus formatSelectionDiscount percent when the size is a catalogue option,
 *   then floor to whole francs + .90.
 * Evaluated exactly (see exact.ts): lengths at 1 µm, staggeredBase at 1e-6, the discount at 0.001 %.
 */

export interface DynamicPriceInput {
  readonly pricing: Pricing;
  readonly measures: AreaMeasures;
  /** A whole number >= 1. */
  readonly quantity: number;
  readonly sizeChoice: SizeChoice;
  /** Sum of the chosen options' baseCosts / dynamicCosts, in rappen. */
  readonly optionBaseCosts: bigint;
  readonly optionDynamicCosts: bigint;
}

const MICROMETRES_PER_MM = 1000;
const M2_IN_UM2 = 10n ** 12n;
const M_IN_UM = 10n ** 6n;
const STAGGER_SCALE = 1_000_000;
const PERCENT_SCALE = 1000;

/** CHF (two decimals) as exact rappen. */
export function toRappen(chf: number): bigint {
  return toScaled(chf, 100);
}

function um(millimetres: number): bigint {
  return toScaled(millimetres, MICROMETRES_PER_MM);
}

function calculationValue(pricing: Pricing, measures: AreaMeasures): Ratio {
  switch (pricing.calculationBase) {
    case 'surface':
      return { num: um(measures.frontWidth) * um(measures.frontHeight), den: M2_IN_UM2 };
    case 'fullsurface':
      return { num: um(measures.fullFrontWidth) * um(measures.fullFrontHeight), den: M2_IN_UM2 };
    case 'perimeter':
      return { num: um(measures.perimeter), den: M_IN_UM };
    case 'piece':
      return { num: 1n, den: 1n };
  }
}

/** Rounds the value up to the next multiple of staggeredBase (unchanged when that is 0). */
export function staggered(value: Ratio, staggeredBase: number): Ratio {
  const step = toScaled(staggeredBase, STAGGER_SCALE);
  if (step <= 0n) return value;
  const scale = BigInt(STAGGER_SCALE);
  const steps = ceilDiv(value.num * scale, value.den * step);
  return { num: steps * step, den: scale };
}

/** The bulk tier with the highest fromAmount reached (the first of equal ones), or null. */
export function bulkTier(bulkPrices: readonly BulkPrice[], quantity: number): BulkPrice | null {
  let best: BulkPrice | null = null;
  for (const tier of bulkPrices) {
    if (tier.fromAmount <= quantity && (best === null || tier.fromAmount > best.fromAmount)) best = tier;
  }
  return best;
}

export function dynamicUnitPrice(input: DynamicPriceInput): UnitPrice {
  const { pricing, measures, quantity, sizeChoice } = input;
  const value = staggered(calculationValue(pricing, measures), pricing.staggeredBase);
  const tier = bulkTier(pricing.bulkPrices, quantity);
  const base = toRappen(pricing.baseCosts) + input.optionBaseCosts;
  const rate = toRappen(tier?.dynamicCosts ?? pricing.dynamicCosts) + input.optionDynamicCosts;
  const discount = sizeChoice === 'catalogue' ? toScaled(pricing.formatSelectionDiscount, PERCENT_SCALE) : 0n;
  const whole = 100n * BigInt(PERCENT_SCALE);
  const kept = discount >= whole ? 0n : whole - discount;
  // rappen = (base + rate x value) x kept / whole
  const rappen: Ratio = {
    num: (base * value.den + rate * value.num) * kept,
    den: value.den * whole,
  };
  return { unit: floorToNinety(rappen), regularUnit: null };
}
