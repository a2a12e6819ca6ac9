import { describe, expect, it } from 'vitest';
import { isLocale, localeFromAcceptLanguage } from './locales';

describe('localeFromAcceptLanguage', () => {
  it('falls back to German without a header', () => {
    expect(localeFromAcceptLanguage(undefined)).toBe('de');
    expect(localeFromAcceptLanguage('')).toBe('de');
  });
  it('takes the highest-weighted supported language', () => {
    expect(localeFromAcceptLanguage('fr-CH,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(localeFromAcceptLanguage('es,it;q=0.5,en;q=0.7')).toBe('en');
    expect(localeFromAcceptLanguage('es, ja')).toBe('de');
  });
  it('ignores languages with q=0', () => {
    expect(localeFromAcceptLanguage('it;q=0, en;q=0.1')).toBe('en');
  });
});

describe('isLocale', () => {
  it('accepts exactly the four shop languages', () => {
    expect(['de', 'fr', 'it', 'en'].every(isLocale)).toBe(true);
    expect(isLocale('es')).toBe(false);
    expect(isLocale('DE')).toBe(false);
  });
});
