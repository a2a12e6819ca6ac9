import type { ShippingOption, ShippingOptionException } from '../product/product-schema';
import type { AreaMeasures } from '../print-area/measures';
import { chfToRappen, rappenToChf, type Rappen } from '../units/units';

/*
 * Shipping of one item (domain.md "Shipping"). An exception applies when every threshold it sets is
 * reached (fromLongSide <= fullLength, fromShortSide <= fullWidth, fromGirthMass <= girthmass, all
 * in mm); one that sets none always applies. Of the exceptions that apply, the one with the highest
 * price wins (the first of equal ones) and replaces the base price and rate.
 */

export interface ShippingQuote {
  readonly shippingOption_id: number;
  readonly shippingOptionRate_id: number;
  readonly name: string;
  readonly priceRappen: Rappen;
  /** CHF */
  readonly price: number;
  /** Collected at the workshop, not delivered. */
  readonly pickup: boolean;
  /** Working days from dispatch to delivery. */
  readonly transitDays: number;
}

export type ShippingMeasures = Pick<AreaMeasures, 'fullLength' | 'fullWidth' | 'girthmass'>;

function reached(threshold: number | null, actual: number): boolean {
  return threshold === null || threshold <= actual;
}

export function exceptionApplies(exception: ShippingOptionException, measures: ShippingMeasures): boolean {
  return (
    reached(exception.fromLongSide, measures.fullLength) &&
    reached(exception.fromShortSide, measures.fullWidth) &&
    reached(exception.fromGirthMass, measures.girthmass)
  );
}

export function shippingQuote(option: ShippingOption, measures: ShippingMeasures): ShippingQuote {
  let winner: ShippingOptionException | null = null;
  for (const exception of option.shippingOptionExceptions) {
    if (exceptionApplies(exception, measures) && (winner === null || exception.price > winner.price)) {
      winner = exception;
    }
  }
  const priceRappen = chfToRappen(winner?.price ?? option.price);
  return {
    shippingOption_id: option.shippingOption_id,
    shippingOptionRate_id: winner?.shippingOptionRate_id ?? option.shippingOptionRate_id,
    name: option.name,
    priceRappen,
    price: rappenToChf(priceRappen),
    pickup: option.pickup,
    transitDays: option.transitDays,
  };
}

export function shippingQuotes(options: readonly ShippingOption[], measures: ShippingMeasures): ShippingQuote[] {
  return options.map((option) => shippingQuote(option, measures));
}
