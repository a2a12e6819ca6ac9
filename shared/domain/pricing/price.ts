import { rappenToChf, type Rappen } from '../units/units';

/*
 * The price of one basket item as the UI shows it (CHF, VAT included). Every amount is given twice:
 * exact whole rappen (`...Rappen`, for sums and the server) and CHF (for display with Intl).
 * `regularUnit` is set only while a promo price applies: the UI shows it struck through.
 */
export interface Price {
  readonly currency: 'CHF';
  readonly quantity: number;
  readonly unitRappen: Rappen;
  readonly totalRappen: Rappen;
  readonly unit: number;
  readonly total: number;
  readonly regularUnitRappen: Rappen | null;
  readonly regularUnit: number | null;
  readonly promoApplied: boolean;
}

/** The unit price before it is multiplied by the quantity. */
export interface UnitPrice {
  readonly unit: Rappen;
  /** The price without promo, only when a promo applied. */
  readonly regularUnit: Rappen | null;
}

export function makePrice(unitPrice: UnitPrice, quantity: number): Price {
  const totalRappen = (unitPrice.unit * quantity) as Rappen;
  return {
    currency: 'CHF',
    quantity,
    unitRappen: unitPrice.unit,
    totalRappen,
    unit: rappenToChf(unitPrice.unit),
    total: rappenToChf(totalRappen),
    regularUnitRappen: unitPrice.regularUnit,
    regularUnit: unitPrice.regularUnit === null ? null : rappenToChf(unitPrice.regularUnit),
    promoApplied: unitPrice.regularUnit !== null,
  };
}

/** The price after a failed check (spec section 4: the price becomes 0). */
export function zeroPrice(quantity: number): Price {
  return makePrice({ unit: 0 as Rappen, regularUnit: null }, quantity);
}
