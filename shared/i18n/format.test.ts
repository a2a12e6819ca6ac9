import { describe, expect, it } from 'vitest';
import { VAT_RATE_BP } from '../domain';
import { formatDayWithWeekday, formatDecimal, formatLabelled, formatRappen, formatSwissDate, formatVatRate } from './format';
import type { Locale } from './locales';

/** Intl's spaces are non-breaking; the test reads them as plain ones. */
const chf = (rappen: number, locale: Locale) => formatRappen(rappen, locale).replace(/\s/g, ' ');

describe('money and VAT rate', () => {
  it('words the VAT rate from VAT_RATE_BP with the decimal point in every language', () => {
    expect(VAT_RATE_BP).toBe(810);
    expect(formatVatRate('de')).toBe('8.1 %');
    expect(formatVatRate('fr')).toBe('8.1 %');
    expect(formatVatRate('it')).toBe('8.1 %');
    expect(formatVatRate('en')).toBe('8.1 %');
    expect(formatVatRate('de', 770)).toBe('7.7 %');
  });

  it('words rappen as CHF the Swiss way', () => {
    expect(chf(8790, 'de')).toBe('CHF 87.90');
    expect(chf(8790, 'it')).toBe('CHF 87.90');
    expect(chf(123_450, 'fr')).toBe('1 234.50 CHF');
  });
});

describe('the one decimal separator of French texts', () => {
  it('writes a rate, an amount and a length in French with the same decimal point', () => {
    const line = `TVA ${formatVatRate('fr')} incluse : ${chf(13_680, 'fr')}, ${formatDecimal(40.5, 'fr')} cm`;
    expect(line).toBe('TVA 8.1 % incluse : 136.80 CHF, 40.5 cm');
    expect(line).not.toMatch(/\d,\d/);
  });

  it('still groups French thousands with a narrow no-break space', () => {
    expect(formatDecimal(12_345.5, 'fr')).toBe('12\u202f345.5');
  });
});

describe('formatLabelled', () => {
  it('sets a narrow no-break space before the colon in French only', () => {
    expect(formatLabelled('fr', 'Taille', '40 x 30 cm')).toBe('Taille\u202f: 40 x 30 cm');
    expect(formatLabelled('de', 'Grösse', '40 x 30 cm')).toBe('Grösse: 40 x 30 cm');
    expect(formatLabelled('fr', 'Livraison')).toBe('Livraison\u202f:');
  });
});

describe('formatSwissDate', () => {
  it('writes day, month and year with dots, as Swiss documents do', () => {
    expect(formatSwissDate('2026-11-23')).toBe('23.11.2026');
    expect(formatSwissDate('2027-01-02')).toBe('02.01.2027');
  });
});

describe('formatDayWithWeekday', () => {
  it('writes dd.mm.yyyy after the weekday in every language, Italian included', () => {
    expect(formatDayWithWeekday('2026-12-02', 'de')).toBe('Mittwoch, 02.12.2026');
    expect(formatDayWithWeekday('2026-12-02', 'fr')).toBe('mercredi, 02.12.2026');
    expect(formatDayWithWeekday('2026-12-02', 'it')).toBe('mercoledì, 02.12.2026');
    expect(formatDayWithWeekday('2026-12-02', 'en')).toBe('Wednesday, 02.12.2026');
  });
});
