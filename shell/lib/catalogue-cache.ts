import type { MessageFormatElement } from 'react-intl';
import type { Locale } from '../../shared/i18n/locales';

type Catalogue = Record<string, string> | Record<string, MessageFormatElement[]>;

/** Catalogues loaded so far, for the last-resort fallback that must work without react-intl. */
const loaded = new Map<Locale, Catalogue>();

export function rememberCatalogue(locale: Locale, catalogue: Catalogue): void {
  loaded.set(locale, catalogue);
}

/** A loaded message as plain text (literal parts only); null when none is loaded. */
export function plainMessage(locale: Locale, id: string): string | null {
  const catalogue: Record<string, string | MessageFormatElement[]> | undefined = loaded.get(locale);
  const message = catalogue?.[id];
  if (message === undefined) return null;
  if (typeof message === 'string') return message;
  return message.map((part) => ('value' in part && typeof part.value === 'string' ? part.value : '')).join('');
}
