import type { ContentBlock } from '../../shared/api/cms';
import { type Locale, type Localized, locales } from '../../shared/i18n/locales';
import { type LocalizedDoc, localize } from '../../shared/i18n/localize';

export type { Localized };

/** A text that reads the same in every language (sizes, brand names). */
export function same(text: string): Localized {
  return { de: text, fr: text, it: text, en: text };
}

/** Content blocks written once with { de, fr, it, en } texts. */
export type BlockSource = LocalizedDoc<ContentBlock>;

/**
 * The stored form of cms_pages.blocks: one ContentBlock[] per language, built from a single source so
 * that every language has the same structure (same headings in the same order).
 */
export function blocksPerLanguage(source: BlockSource[]): Record<Locale, ContentBlock[]> {
  return Object.fromEntries(locales.map((locale) => [locale, localize<ContentBlock[]>(source, locale)])) as Record<Locale, ContentBlock[]>;
}

export const h = (text: Localized, id?: string): BlockSource => ({ type: 'heading', text, ...(id ? { id } : {}) });
export const p = (text: Localized): BlockSource => ({ type: 'paragraph', text });
export const list = (...items: Localized[]): BlockSource => ({ type: 'list', items });
export const productsBlock = (...productIds: string[]): BlockSource => ({ type: 'products', productIds });
export const priceList = (productId: string): BlockSource => ({ type: 'priceList', productId });
