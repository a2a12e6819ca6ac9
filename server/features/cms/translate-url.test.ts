import { describe, expect, it } from 'vitest';
import { translateUrl } from './translate-url';
import type { SlugOwner } from './catalogue-slugs';

const owners: SlugOwner[] = [
  { kind: 'content', id: 1, slugs: { de: '', fr: '', it: '', en: '' } },
  { kind: 'content', id: 2, slugs: { de: 'ueber-uns', fr: 'a-propos', it: 'chi-siamo', en: 'about-us' } },
  { kind: 'content', id: 3, slugs: { de: 'inspiration/wohnzimmer', fr: 'inspiration/salon', it: 'ispirazione/soggiorno', en: 'inspiration/living-room' } },
  { kind: 'product', id: 'canvas', slugs: { de: 'leinwand', fr: 'toile', it: 'tela', en: 'canvas' } },
];

describe('translateUrl', () => {
  it('translates content and product slugs', () => {
    expect(translateUrl('/de/ueber-uns', 'de', 'fr', owners)).toBe('/fr/a-propos');
    expect(translateUrl('/it/tela', 'it', 'en', owners)).toBe('/en/canvas');
    expect(translateUrl('/de/inspiration/wohnzimmer', 'de', 'it', owners)).toBe('/it/ispirazione/soggiorno');
  });
  it('answers the home page for anything that is no path of the shop (found by fuzzing: a 500 before)', () => {
    expect(translateUrl('//C6|8c;MQXb', 'it', 'it', owners)).toBe('/it');
    expect(translateUrl('//evil.example/de/ueber-uns', 'de', 'fr', owners)).toBe('/fr');
    expect(translateUrl('https://evil.example/de/ueber-uns', 'de', 'en', owners)).toBe('/en');
  });
  it('keeps query and hash', () => {
    expect(translateUrl('/de/ueber-uns?x=1#team', 'de', 'en', owners)).toBe('/en/about-us?x=1#team');
  });
  it('keeps fixed routes and only swaps the prefix', () => {
    expect(translateUrl('/de/configurator/canvas/productDesign', 'de', 'fr', owners)).toBe('/fr/configurator/canvas/productDesign');
    expect(translateUrl('/en/checkout/basket', 'en', 'de', owners)).toBe('/de/checkout/basket');
  });
  it('maps home to home and unknown pages to the new home', () => {
    expect(translateUrl('/de', 'de', 'fr', owners)).toBe('/fr');
    expect(translateUrl('/de/gibt-es-nicht', 'de', 'it', owners)).toBe('/it');
  });
});
