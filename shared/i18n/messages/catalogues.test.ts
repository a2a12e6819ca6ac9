import { describe, expect, it } from 'vitest';
import { locales } from '../locales';
import { catalogues } from './index';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).toSorted();

describe('message catalogues', () => {
  const reference = Object.keys(catalogues.de).toSorted();
  it.each(locales)('%s has exactly the keys of the German catalogue, none empty', (locale) => {
    const catalogue = catalogues[locale];
    expect(Object.keys(catalogue).toSorted()).toEqual(reference);
    for (const [key, text] of Object.entries(catalogue)) expect(text.trim(), key).not.toBe('');
  });
  it.each(locales)('%s keeps the placeholders of every German text', (locale) => {
    for (const key of reference) {
      const k = key as keyof typeof catalogues.de;
      expect(placeholders(catalogues[locale][k]), key).toEqual(placeholders(catalogues.de[k]));
    }
  });
});
