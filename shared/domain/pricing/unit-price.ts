import type { Choice, SizeChoice } from '../configuration/resolve-configuration';
import type { Product } from '../product/product-schema';
import type { AreaMeasures } from '../print-area/measures';
import { dynamicUnitPrice, toRappen } from './dynamic-price';
import type { UnitPrice } from './price';
import { staticUnitPrice } from './static-price';

export interface UnitPriceInput {
  readonly product: Product;
  readonly choices: readonly Choice[];
  readonly sizeChoice: SizeChoice;
  readonly measures: AreaMeasures;
  /** A whole number >= 1. */
  readonly quantity: number;
  readonly today: Date;
}

/** The chosen options' baseCosts and dynamicCosts, summed in exact rappen. */
export function optionCosts(choices: readonly Choice[]): { baseCosts: bigint; dynamicCosts: bigint } {
  let baseCosts = 0n;
  let dynamicCosts = 0n;
  for (const { modifications } of choices) {
    baseCosts += toRappen(modifications.baseCosts ?? 0);
    dynamicCosts += toRappen(modifications.dynamicCosts ?? 0);
  }
  return { baseCosts, dynamicCosts };
}

export function unitPrice(input: UnitPriceInput): UnitPrice {
  const { pricing } = input.product;
  if (pricing.priceType === 'static') return staticUnitPrice(pricing, input.today);
  const costs = optionCosts(input.choices);
  return dynamicUnitPrice({
    pricing,
    measures: input.measures,
    quantity: input.quantity,
    sizeChoice: input.sizeChoice,
    optionBaseCosts: costs.baseCosts,
    optionDynamicCosts: costs.dynamicCosts,
  });
}
