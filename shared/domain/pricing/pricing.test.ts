import { describe, it, expect } from 'vitest';
import { checkConfiguration } from '../check/check-configuration';
import { canvas, canvasPriced, mug, piecePriced } from '../test-fixtures';
import type { Configuration, Product } from '../product/product-schema';
import { floorToNinety } from './franc-rounding';
import { bulkTier, staggered } from './dynamic-price';

const summer = new Date('2025-06-15T10:00:00Z');
const price = (product: Product, configuration: Configuration = product.defaultConfiguration, quantity = 1, today = summer) =>
  checkConfiguration(product, configuration, quantity, today).price;

describe('rounding of non-static prices: floor to whole francs, then .90', () => {
  it.each([
    [0, 90], // 0.00 -> 0.90
    [0.4, 90], // 0.40 -> 0.90
    [87.34, 8790],
    [87.95, 8790], // never rounds up
    [87.9, 8790],
    [88, 8890], // a whole franc still gets .90
    [88.99, 8890],
  ])('%f CHF per piece -> %i rappen', (chf, expected) => {
    expect(price(piecePriced({ baseCosts: chf })).unitRappen).toBe(expected);
  });

  it('rounds exact fractions of a rappen down', () => {
    expect(floorToNinety({ num: 8799999n, den: 1000n })).toBe(8790); // 87.99999 CHF
    expect(floorToNinety({ num: 8800n, den: 1n })).toBe(8890);
  });

  it('computes exactly where floating point would be a rappen short', () => {
    // 4.64 CHF/m² x 250 x 250 cm (6.25 m²) = 29.00 exactly -> 29.90;
    // in floating point 4.64 * 6.25 = 28.999999999999996 would floor to 28.90
    const product = canvasPriced({ baseCosts: 0, dynamicCosts: 4.64, formatSelectionDiscount: 0 });
    expect(price(product, { size: { custom: true, width: 250, height: 250 } }).unitRappen).toBe(2990);
  });
});

describe('calculation base', () => {
  // The canvas 60 x 40 cm on a 2 cm frame: front 600 x 400 mm, full 650 x 450 mm; base 20, 10 % discount.
  it('surface: 20 + 80 x 0.24 = 39.20, -10 % = 35.28 -> 35.90', () => {
    expect(price(canvas).unitRappen).toBe(3590);
  });

  it('fullsurface: 20 + 80 x 0.2925 = 43.40, -10 % = 39.06 -> 39.90', () => {
    expect(price(canvasPriced({ calculationBase: 'fullsurface' })).unitRappen).toBe(3990);
  });

  it('perimeter in metres: 20 + 10 x 2.0 m = 40.00, -10 % = 36.00 -> 36.90', () => {
    expect(price(canvasPriced({ calculationBase: 'perimeter', dynamicCosts: 10 })).unitRappen).toBe(3690);
  });

  it('piece: 20 + 80 x 1 = 100.00, -10 % = 90.00 -> 90.90', () => {
    expect(price(canvasPriced({ calculationBase: 'piece' })).unitRappen).toBe(9090);
  });
});

describe('staggered base: the value is rounded up to a multiple', () => {
  it('0.24 m² with step 0.25 -> 0.25: 20 + 80 x 0.25 = 40.00, -10 % = 36.00 -> 36.90', () => {
    expect(price(canvasPriced({ staggeredBase: 0.25 })).unitRappen).toBe(3690);
  });

  it('0.24 m² with step 0.1 -> 0.3: 20 + 24 = 44.00, -10 % = 39.60 -> 39.90', () => {
    expect(price(canvasPriced({ staggeredBase: 0.1 })).unitRappen).toBe(3990);
  });

  it('a value exactly on a multiple stays: 50 x 50 cm = 0.25 m², custom (no discount): 40.00 -> 40.90', () => {
    const product = canvasPriced({ staggeredBase: 0.25 });
    expect(price(product, { size: { custom: true, width: 50, height: 50 } }).unitRappen).toBe(4090);
  });

  it('rounds exact fractions', () => {
    expect(staggered({ num: 24n, den: 100n }, 0.25)).toEqual({ num: 250000n, den: 1000000n });
    expect(staggered({ num: 24n, den: 100n }, 0)).toEqual({ num: 24n, den: 100n });
  });
});

describe('bulk tiers', () => {
  const tiers = [
    { fromAmount: 10, dynamicCosts: 60 },
    { fromAmount: 5, dynamicCosts: 70 },
  ];
  it('takes the tier with the highest fromAmount reached, exactly at fromAmount', () => {
    expect(bulkTier(tiers, 4)).toBeNull();
    expect(bulkTier(tiers, 5)?.dynamicCosts).toBe(70);
    expect(bulkTier(tiers, 9)?.dynamicCosts).toBe(70);
    expect(bulkTier(tiers, 10)?.dynamicCosts).toBe(60);
    expect(bulkTier([], 1000)).toBeNull();
  });

  it('prices per piece with the tier rate: piece product, base 1, rate 5 / 4 from 3', () => {
    const product = piecePriced({ baseCosts: 1, dynamicCosts: 5, bulkPrices: [{ fromAmount: 3, dynamicCosts: 4 }] });
    expect(price(product, undefined, 2)).toMatchObject({ unitRappen: 690, totalRappen: 1380 }); // 1 + 5 = 6.00 -> 6.90
    expect(price(product, undefined, 3)).toMatchObject({ unitRappen: 590, totalRappen: 1770 }); // 1 + 4 = 5.00 -> 5.90
  });
});

describe('format selection discount', () => {
  it('applies to catalogue sizes only', () => {
    // 60 x 40 as catalogue: 35.90 (see above); as custom 60 x 40: 39.20 -> 39.90
    expect(price(canvas, { size: { custom: true, width: 60, height: 40 } }).unitRappen).toBe(3990);
  });

  it('100 % leaves 0.00 -> 0.90', () => {
    expect(price(canvasPriced({ formatSelectionDiscount: 100 })).unitRappen).toBe(90);
  });

  it('takes fractional percents: 12.5 % of 39.20 = 4.90 -> 34.30 -> 34.90', () => {
    expect(price(canvasPriced({ formatSelectionDiscount: 12.5 })).unitRappen).toBe(3490);
  });
});

const at = (iso: string) => price(mug, undefined, 2, new Date(iso));

describe('static price with a promo window (calendar days in Europe/Zurich)', () => {
  it('is the fixPrice outside the window', () => {
    expect(at('2025-02-28T22:59:59Z')).toMatchObject({ unitRappen: 2490, regularUnit: null, promoApplied: false });
  });

  it('starts at 00:00 Zurich time of promoFrom (23:00 UTC the day before in winter)', () => {
    expect(at('2025-02-28T23:00:00Z')).toMatchObject({
      unitRappen: 1990,
      unit: 19.9,
      totalRappen: 3980,
      total: 39.8,
      regularUnitRappen: 2490,
      regularUnit: 24.9,
      promoApplied: true,
    });
  });

  it('lasts through 23:59 Zurich time of promoTill, and ends at 00:00 the next day', () => {
    // 31 March 2025 is summer time (UTC+2): 23:59 Zurich = 21:59 UTC
    expect(at('2025-03-31T21:59:00Z')).toMatchObject({ unitRappen: 1990, promoApplied: true });
    expect(at('2025-03-31T21:59:59.999Z')).toMatchObject({ unitRappen: 1990, promoApplied: true });
    expect(at('2025-03-31T22:00:00Z')).toMatchObject({ unitRappen: 2490, promoApplied: false });
  });

  it('needs a promo price above 0', () => {
    const noPromo = { ...mug, pricing: { ...mug.pricing, promoPrice: 0 } };
    expect(price(noPromo, undefined, 1, new Date('2025-03-15T12:00:00Z'))).toMatchObject({ unitRappen: 2490, promoApplied: false });
  });

  it('does not apply on an invalid date', () => {
    expect(price(mug, undefined, 1, new Date(Number.NaN)).promoApplied).toBe(false);
  });
});
