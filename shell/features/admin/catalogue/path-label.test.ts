import { describe, expect, it } from 'vitest';
import { catalogues, type MessageKey } from '../../../../shared/i18n/messages';
import type { Wording } from '../kit/editor/use-wording';
import { describePath, describeValue } from './path-label';

const en: Wording = {
  locale: 'en',
  t: (id: MessageKey, values?: Record<string, string | number>) =>
    Object.entries(values ?? {}).reduce((text, [name, value]) => text.replace(`{${name}}`, String(value)), catalogues.en[id]),
};
const l = (de: string, en2 = de) => ({ de, fr: de, it: de, en: en2 });

const definition = {
  name: l('Leinwand', 'Canvas'),
  pricing: { baseCosts: 24, bulkPrices: [{ fromAmount: 5, dynamicCosts: 165 }] },
  attributes: [{ id: 'size', title: l('Grösse', 'Size'), options: [{ id: '60x40', name: l('60 × 40 cm'), modifications: { width: 60, dynamicCosts: 5 } }] }],
  limitations: [{ measure: 'surface', max: 3 }],
  shippingOptions: [{ name: l('Standard'), shippingOptionExceptions: [{ price: 24.9 }] }],
};

describe('describePath', () => {
  it('names fields as the editor labels them, with the names of attributes and options', () => {
    expect(describePath(definition, ['pricing', 'baseCosts'], en)).toBe('Prices › Base costs (CHF)');
    expect(describePath(definition, ['attributes', 0, 'options', 0, 'modifications', 'width'], en)).toBe('Size › 60 × 40 cm › Width (cm)');
    expect(describePath(definition, ['attributes', 0, 'options', 0, 'modifications', 'dynamicCosts'], en)).toBe('Size › 60 × 40 cm › Surcharge per unit (CHF)');
    expect(describePath(definition, ['pricing', 'bulkPrices', 0, 'dynamicCosts'], en)).toBe('Prices › Bulk prices › Tier 1 › Cost per unit (CHF)');
  });

  it('closes a text’s language in brackets and names the default choice by its attribute', () => {
    expect(describePath(definition, ['name', 'fr'], en)).toBe('Name (FR)');
    expect(describePath(definition, ['defaultConfiguration', 'size'], en)).toBe('Default choice › Size');
  });

  it('names limits by their measure and exceptions by their number', () => {
    expect(describePath(definition, ['limitations', 0, 'max'], en)).toBe('Limits › Limit 1 (Picture surface (m²)) › At most');
    expect(describePath(definition, ['shippingOptions', 0, 'shippingOptionExceptions', 0, 'price'], en)).toBe(
      'Shipping options › Standard › Exceptions › Exception 1 › Price (CHF)',
    );
  });
});

const value = (v: unknown) => describeValue(v, en, (n) => new Intl.NumberFormat('en').format(n));

describe('describeValue', () => {
  it('shows texts in the staff’s language, named entries by their name, and no value as empty', () => {
    expect(value(l('Leinwand', 'Canvas'))).toBe('Canvas');
    expect(value({ id: '60x40', name: l('60 × 40 cm') })).toBe('60 × 40 cm');
    expect(value(null)).toBe('empty');
    expect(value(1234.5)).toBe('1,234.5');
    expect(value(true)).toBe('yes');
  });
});
