import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { includedVat } from './vat';

describe('includedVat (8.1 % included)', () => {
  it('extracts the VAT of typical totals, rounded to the rappen', () => {
    expect(includedVat(10810)).toBe(810); // CHF 108.10 = 100.00 + 8.10
    expect(includedVat(10000)).toBe(749); // 749.306... -> 749
    expect(includedVat(0)).toBe(0);
    expect(includedVat(1)).toBe(0);
  });

  it('rounds to the nearest rappen on both sides of a boundary', () => {
    // 81 / 1081 x G crosses 1.5 between G = 20 (1.4986) and G = 21 (1.5735)
    expect(includedVat(20)).toBe(1);
    expect(includedVat(21)).toBe(2);
  });

  it('is the exact quotient within half a rappen, never negative nor above the gross', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (gross) => {
        const vat = includedVat(gross);
        expect(Math.abs(vat - (gross * 81) / 1081)).toBeLessThanOrEqual(0.5);
        expect(vat).toBeGreaterThanOrEqual(0);
        expect(vat).toBeLessThanOrEqual(gross);
      }),
    );
  });

  it('refuses amounts that are not whole rappen', () => {
    expect(() => includedVat(10.5)).toThrow(RangeError);
    expect(() => includedVat(-1)).toThrow(RangeError);
  });
});
