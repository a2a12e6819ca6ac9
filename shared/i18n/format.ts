import { VAT_RATE_BP } from '../domain/checkout/vat';
import type { Locale } from './locales';
import { swissChf, swissNumber } from './swiss-number';

/*
 * The one place that words money and the VAT rate, for the shell, the widget, the server's mails and
 * the invoice PDF alike: each language in its own Swiss number format (fr-CH writes 8,1 and
 * 1 234.50 CHF, the others 8.1 and CHF 1'234.50), without Intl (see swiss-number.ts).
 */

/** CHF as the Swiss write it in each language, e.g. 'CHF 87.90' (the space a no-break one). */
export const formatChf: (amount: number, locale: Locale) => string = swissChf;

/** An amount kept in rappen (the domain's unit), in CHF: formatRappen(8790, 'de') is 'CHF 87.90'. */
export function formatRappen(rappen: number, locale: Locale): string {
  return formatChf(rappen / 100, locale);
}

/**
 * A VAT rate given in basis points, e.g. '8.1 %' (de, it, en) or '8,1 %' (fr). The space before %
 * is the Swiss custom the shop's texts have always used; Intl's percent style would drop it.
 */
export function formatVatRate(locale: Locale, rateBp: number = VAT_RATE_BP): string {
  return `${swissNumber(rateBp / 100, locale, 2)} %`;
}

/** A calendar date ('2026-11-23') as Swiss texts and documents write it in every language: '23.11.2026'. */
export function formatSwissDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}.${month}.${year}`;
}

const weekdayFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A promised day with its weekday, 'Mittwoch, 02.12.2026': a shopper plans by the weekday. The
 * calendar day is read as UTC midnight so no time zone can move it to the day before.
 */
export function formatDayWithWeekday(isoDate: string, locale: Locale): string {
  let weekday = weekdayFormats.get(locale);
  if (!weekday) {
    weekday = new Intl.DateTimeFormat(`${locale}-CH`, { weekday: 'long', timeZone: 'UTC' });
    weekdayFormats.set(locale, weekday);
  }
  return `${weekday.format(new Date(`${isoDate}T00:00:00Z`))}, ${formatSwissDate(isoDate)}`;
}

const NARROW_NBSP = '\u202f';

/**
 * A label before its value, 'Grösse: 40 x 30 cm', 'Taille : 40 x 30 cm': French sets a space before
 * the colon, a narrow no-break one, so the colon never starts a line of its own. Every "label:
 * value" the shop composes from parts (item details, mail and invoice lines) goes through here;
 * catalogue texts write theirs in place.
 */
export function formatLabelled(locale: Locale, label: string, value?: string): string {
  const colon = locale === 'fr' ? `${label}${NARROW_NBSP}:` : `${label}:`;
  return value === undefined ? colon : `${colon} ${value}`;
}
