import { describe, expect, it } from 'vitest';
import { locales } from './locales';
import { swissChf, swissNumber } from './swiss-number';

/** Amounts around every boundary the formats have: grouping at 4 and 5 digits, halves, zero and its sign. */
const samples = [
  0,
  -0,
  0.004,
  0.005,
  -0.001,
  0.125,
  1,
  5,
  9.995,
  12,
  87.9,
  999.995,
  1000,
  1234,
  1234.5,
  2.675,
  1.005,
  12345.25,
  99999.999,
  123456.7,
  1234567.891,
  -12,
  -1234.56,
  -12345,
  1e9 + 0.5,
];
/** A seeded spread of amounts in rappen and of arbitrary decimals, so the comparison covers more than the hand-picked cases. */
const spread = Array.from({ length: 400 }, (_, i) => ((i * 7919) % 2_000_003) / (i % 3 === 0 ? 100 : 1000) - (i % 5 === 0 ? 500 : 0));

describe('swiss numbers without Intl', () => {
  for (const locale of locales) {
    it(`writes CHF amounts exactly as Intl does for ${locale}-CH`, () => {
      const intl = new Intl.NumberFormat(`${locale}-CH`, { style: 'currency', currency: 'CHF' });
      for (const value of [...samples, ...spread]) expect(swissChf(value, locale), String(value)).toBe(intl.format(value));
    });

    it(`writes plain numbers as Intl does for ${locale}-CH, at 3 and at 2 decimals, with the decimal point of the CHF amounts`, () => {
      // The shop's one rule (format.ts): French decimals take the point, as its amounts of CHF do.
      const point = (text: string) => (locale === 'fr' ? text.replace(',', '.') : text);
      const three = new Intl.NumberFormat(`${locale}-CH`);
      const two = new Intl.NumberFormat(`${locale}-CH`, { maximumFractionDigits: 2 });
      for (const value of [...samples, ...spread]) {
        expect(swissNumber(value, locale), String(value)).toBe(point(three.format(value)));
        expect(swissNumber(value, locale, 2), String(value)).toBe(point(two.format(value)));
      }
    });
  }
});
