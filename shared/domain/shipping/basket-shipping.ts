import type { ShippingQuote } from './shipping';

/*
 * A basket ships as one parcel: for each shipping option, the price is the highest of its items'
 * (with that item's rate). Only options that every item offers can carry the parcel, so the
 * result is the options common to all items, in the order of the first item. An empty basket has none.
 */
export function basketShippingOptions(items: ReadonlyArray<readonly ShippingQuote[]>): ShippingQuote[] {
  const [first, ...rest] = items;
  if (first === undefined) return [];
  const result: ShippingQuote[] = [];
  for (const candidate of first) {
    let highest: ShippingQuote | undefined = candidate;
    for (const quotes of rest) {
      const quote = quotes.find((q) => q.shippingOption_id === candidate.shippingOption_id);
      if (quote === undefined) {
        highest = undefined;
        break;
      }
      if (quote.priceRappen > highest.priceRappen) highest = quote;
    }
    if (highest !== undefined) result.push(highest);
  }
  return result;
}
