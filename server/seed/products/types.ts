import type { ProductDefinition } from '../../../shared/domain/product/product-definition';
import type { ProductInput } from '../../../shared/domain/product/product-schema';
import type { LocalizedDoc } from '../../../shared/i18n/localize';
import type { Localized } from '../localized';

export type { ProductDefinition };

type SeedAttribute = LocalizedDoc<ProductInput['attributes'][number]>;
export type SeedOption = SeedAttribute['options'][number];
export type SeedResource = LocalizedDoc<NonNullable<ProductInput['resources']>[number]>;
export type SeedShippingOption = LocalizedDoc<ProductInput['shippingOptions'][number]>;

/** A row of the products table. */
export interface ProductSeed {
  id: string;
  position: number;
  active: boolean;
  slugs: Localized;
  definition: ProductDefinition;
}

/** Builds the table row from a definition: the slugs column repeats the definition's localized slug. */
export function productRow(position: number, definition: ProductDefinition): ProductSeed {
  return { id: definition.id, position, active: true, slugs: definition.slug, definition };
}
