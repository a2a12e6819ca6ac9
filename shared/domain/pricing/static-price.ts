import type { Pricing } from '../product/product-schema';
import { isWithinZurichDays } from '../calendar/zurich-date';
import { chfToRappen } from '../units/units';
import type { UnitPrice } from './price';

/*
 * priceType static: unit = fixPrice; while promoPrice > 0 and `today` lies between promoFrom and the
 * end of promoTill (calendar days in Europe/Zurich, a null bound is open), unit = promoPrice and the
 * fixPrice is the struck-through regular price. Option costs do not apply to static prices.
 */
export function staticUnitPrice(pricing: Pricing, today: Date): UnitPrice {
  const regular = chfToRappen(pricing.fixPrice);
  if (pricing.promoPrice > 0 && isWithinZurichDays(today, pricing.promoFrom, pricing.promoTill)) {
    return { unit: chfToRappen(pricing.promoPrice), regularUnit: regular };
  }
  return { unit: regular, regularUnit: null };
}
