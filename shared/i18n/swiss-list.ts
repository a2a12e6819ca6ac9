import { isLocale, type Locale } from './locales';

/*
 * A list of words joined as "a, b und c" in the shop's four languages, written out by hand. The first
 * Intl.ListFormat of a page loads the browser's list data (51–330 ms without CPU slowdown on a busy
 * 2-core host, measured in Chromium 150), and the price list words its products' materials with one
 * while the page hydrates. The output is Intl's for `${locale}-CH`, character for character
 * (swiss-list.test.ts holds it to Node's ICU).
 */

const AND: Record<Locale, string> = { de: 'und', fr: 'et', it: 'e', en: 'and' };

/** What an intl's formatList answers in the shop's languages for a plain "and" list; null for another language or style, which Intl words. */
export function formatListOption(localeTag: string, items: readonly string[], options: Intl.ListFormatOptions = {}): string | null {
  const language = localeTag.slice(0, 2);
  const plain = (options.type ?? 'conjunction') === 'conjunction' && (options.style ?? 'long') === 'long';
  if (!isLocale(language) || !plain) return null;
  if (items.length < 2) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${AND[language]} ${items.at(-1)}`;
}
