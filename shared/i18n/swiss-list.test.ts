import { describe, expect, it } from 'vitest';
import { locales } from './locales';
import { formatListOption } from './swiss-list';

describe('formatListOption', () => {
  const lists = [[], ['Leinwand'], ['Leinwand', 'matt'], ['Leinwand', '2 cm', 'matt'], ['a', 'b', 'c', 'd']];

  it.each(locales)('words an "and" list in %s as Intl does for the language in Switzerland', (locale) => {
    for (const items of lists) {
      const intl = new Intl.ListFormat(`${locale}-CH`, { type: 'conjunction' }).format(items);
      expect(formatListOption(`${locale}-CH`, items)).toBe(intl);
      expect(formatListOption(locale, items, { type: 'conjunction', style: 'long' })).toBe(intl);
    }
  });

  it('leaves other languages and styles to Intl', () => {
    expect(formatListOption('es-ES', ['a', 'b'])).toBeNull();
    expect(formatListOption('de-CH', ['a', 'b'], { type: 'disjunction' })).toBeNull();
    expect(formatListOption('de-CH', ['a', 'b'], { style: 'short' })).toBeNull();
  });
});
