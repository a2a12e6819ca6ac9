import { orientations } from '../product/orientations';
import type { Orientation, Product } from '../product/product-schema';
import type { CheckError } from '../check/check-errors';
import { evaluate } from '../check/evaluate';
import { sizeAttribute, sizeOrientation } from '../configuration/size-orientation';
import type { Price } from '../pricing/price';

/*
 * The price list block: every catalogue size of the size attribute, priced with the product's
 * default configuration (size replaced) and quantity 1, per orientation (landscape, portrait,
 * square; only those that have sizes) and grouped by the option's `group` (in first-seen order;
 * options without a group share the group null). Each entry carries its check errors, so a size
 * that breaks a limit in the default configuration can be left out or marked.
 */

export interface PriceListEntry {
  readonly optionId: string;
  readonly name: string;
  readonly price: Price;
  readonly errors: CheckError[];
}

export interface PriceListGroup {
  readonly group: string | null;
  readonly entries: PriceListEntry[];
}

export interface PriceListOrientation {
  readonly orientation: Orientation;
  readonly groups: PriceListGroup[];
}

export interface PriceList {
  /** null when the product has no size attribute (then there are no orientations). */
  readonly attributeId: string | null;
  readonly orientations: PriceListOrientation[];
}

export function priceList(product: Product, today: Date): PriceList {
  const attribute = sizeAttribute(product);
  if (attribute === undefined) return { attributeId: null, orientations: [] };
  const byOrientation = new Map<Orientation, Map<string | null, PriceListEntry[]>>();
  for (const option of attribute.options) {
    const configuration = { ...product.defaultConfiguration, [attribute.id]: option.id };
    const { price, errors } = evaluate(product, configuration, 1, today);
    const orientation = sizeOrientation(option);
    const groups = byOrientation.get(orientation) ?? new Map<string | null, PriceListEntry[]>();
    byOrientation.set(orientation, groups);
    const group = option.group ?? null;
    const entries = groups.get(group) ?? [];
    groups.set(group, entries);
    entries.push({ optionId: option.id, name: option.name, price, errors });
  }
  return {
    attributeId: attribute.id,
    orientations: orientations.flatMap((orientation) => {
      const groups = byOrientation.get(orientation);
      if (groups === undefined) return [];
      return [{ orientation, groups: [...groups].map(([group, entries]) => ({ group, entries })) }];
    }),
  };
}
