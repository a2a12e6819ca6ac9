import type { ShippingQuote } from './shipping';

/** The cheapest option that delivers (pickup in the workshop is no delivery), the first of equal ones. */
export function cheapestDelivery(quotes: readonly ShippingQuote[]): ShippingQuote | null {
  let best: ShippingQuote | null = null;
  for (const quote of quotes) if (!quote.pickup && (best === null || quote.priceRappen < best.priceRappen)) best = quote;
  return best;
}
