import type { OptionModifications } from '../product/product-schema';

/** Working days: the product's plus the chosen options' (spec: production times are summed). */
export interface ProductionTime {
  readonly minProductionTime: number;
  readonly maxProductionTime: number;
}

export function productionTime(product: ProductionTime, modifications: readonly OptionModifications[]): ProductionTime {
  let min = product.minProductionTime;
  let max = product.maxProductionTime;
  for (const modification of modifications) {
    min += modification.minProductionTime ?? 0;
    max += modification.maxProductionTime ?? 0;
  }
  return { minProductionTime: min, maxProductionTime: max };
}
