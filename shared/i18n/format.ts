import type { Locale } from './locales';

const chfFormats = new Map<Locale, Intl.NumberFormat>();

/** CHF as the Swiss write it in each language, e.g. 'CHF 87.90'. */
export function formatChf(amount: number, locale: Locale): string {
  let format = chfFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(`${locale}-CH`, { style: 'currency', currency: 'CHF' });
    chfFormats.set(locale, format);
  }
  return format.format(amount);
}
