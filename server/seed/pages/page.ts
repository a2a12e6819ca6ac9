import type { ContentBlock } from '../../../shared/api/cms';
import type { Locale } from '../../../shared/i18n/locales';
import { type BlockSource, blocksPerLanguage, type Localized } from '../localized';

/** A row of cms_pages (without its serial id). */
export interface PageSeed {
  key: string;
  /** Path without the language prefix; '' is the home page. */
  slugs: Localized;
  titles: Localized;
  descriptions: Localized;
  blocks: Record<Locale, ContentBlock[]>;
}

export function page(key: string, texts: { slugs: Localized; titles: Localized; descriptions: Localized }, blocks: BlockSource[]): PageSeed {
  return { key, ...texts, blocks: blocksPerLanguage(blocks) };
}
