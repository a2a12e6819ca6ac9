import { describe, expect, it } from 'vitest';
import { locales } from '../locales';
import { allMessageFeatures as messageFeatures, serverCatalogues as catalogues } from './server-catalogues';

/** The top-level ICU arguments of a message ({price}, {max, plural, ...}), not the words inside plural cases. */
function placeholders(text: string): string[] {
  const names: string[] = [];
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '{') {
      if (depth === 0) names.push(/^\{(\w+)/.exec(text.slice(i))?.[1] ?? '');
      depth += 1;
    } else if (text[i] === '}') depth -= 1;
  }
  return names.toSorted();
}

/** The rich-text tags of a message (<link>...</link>), which the shell fills with elements. */
const tags = (text: string) => [...text.matchAll(/<\/?(\w+)>/g)].map((m) => m[0]).toSorted();

describe('message catalogues', () => {
  it.each(locales)('%s has exactly the keys of German in every feature, none empty', (locale) => {
    for (const feature of messageFeatures) {
      const reference = Object.keys(feature.de).toSorted();
      expect(Object.keys(feature[locale]).toSorted()).toEqual(reference);
      for (const [key, text] of Object.entries(feature[locale])) expect(text.trim(), key).not.toBe('');
    }
  });

  it('names VAT with one word per language everywhere', () => {
    const word = { de: 'MWST', fr: 'TVA', it: 'IVA', en: 'VAT' } as const;
    const anyWord = /\b(mwst\.?|mehrwertsteuer|tva|iva|vat)\b/gi;
    for (const locale of locales) {
      for (const [key, text] of Object.entries(catalogues[locale])) {
        for (const found of text.match(anyWord) ?? []) expect(found, `${locale} ${key}`).toBe(word[locale]);
      }
    }
  });

  it('sets a narrow no-break space before every colon in French, as formatLabelled does (a URL’s excepted)', () => {
    for (const [key, text] of Object.entries(catalogues.fr)) expect(text, key).not.toMatch(/[^\u202f]:(?!\/\/)/);
  });

  it('has no key in two features', () => {
    const keys = messageFeatures.flatMap((feature) => Object.keys(feature.de));
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    expect(Object.keys(catalogues.de)).toHaveLength(keys.length);
  });

  it.each(locales)('%s keeps the placeholders of every German text', (locale) => {
    for (const [key, text] of Object.entries(catalogues.de)) {
      expect(placeholders(catalogues[locale][key as keyof typeof catalogues.de]), key).toEqual(placeholders(text));
    }
  });

  it.each(locales)('%s keeps the rich-text tags of every German text', (locale) => {
    for (const [key, text] of Object.entries(catalogues.de)) {
      expect(tags(catalogues[locale][key as keyof typeof catalogues.de]), key).toEqual(tags(text));
    }
  });
});
