import { describe, expect, it } from 'vitest';
import { localize } from './localize';

describe('localize', () => {
  const doc = {
    id: 'canvas',
    name: { de: 'Leinwand', fr: 'Toile', it: 'Tela', en: 'Canvas' },
    options: [{ id: 'a4', name: { de: 'A4 hoch', fr: 'A4 portrait', it: 'A4 verticale', en: 'A4 portrait' }, width: 21 }],
    partial: { de: 'nur deutsch', fr: 'seulement français' },
  };

  it('resolves localized texts at any depth', () => {
    const fr = localize<{ name: string; options: { name: string; width: number }[] }>(doc, 'fr');
    expect(fr.name).toBe('Toile');
    expect(fr.options[0]).toEqual({ id: 'a4', name: 'A4 portrait', width: 21 });
  });

  it('leaves objects that are not a full set of languages alone', () => {
    expect(localize<{ partial: unknown }>(doc, 'it').partial).toEqual(doc.partial);
  });

  it('does not change its input', () => {
    const before = structuredClone(doc);
    localize(doc, 'en');
    expect(doc).toEqual(before);
  });
});
