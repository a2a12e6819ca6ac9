import type { Locale } from '../../shared/i18n/locales';
import type { ShellCatalogue } from './intl/shell-intl';

/** Catalogues loaded so far, for the last-resort fallback that must work without the intl provider. */
const loaded = new Map<Locale, ShellCatalogue>();

export function rememberCatalogue(locale: Locale, catalogue: ShellCatalogue): void {
  loaded.set(locale, catalogue);
}

/** A loaded message as plain text (its literal parts only); null when none is loaded. */
export function plainMessage(locale: Locale, id: string): string | null {
  const message = loaded.get(locale)?.[id];
  if (message === undefined) return null;
  if (typeof message === 'string') return message;
  return message.filter((part) => typeof part === 'string').join('');
}
