import { VAT_RATE_BP } from '../domain/checkout/vat';
import type { Locale } from './locales';

/*
 * The one place that words money and the VAT rate, for the shell, the widget, the server's mails and
 * the invoice PDF alike: each language in its own Swiss number format (fr-CH writes 8,1 and
 * 1 234.50 CHF, the others 8.1 and CHF 1'234.50).
 */

const chfFormats = new Map<Locale, Intl.NumberFormat>();
const rateFormats = new Map<Locale, Intl.NumberFormat>();

function cached(formats: Map<Locale, Intl.NumberFormat>, locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(`${locale}-CH`, options);
    formats.set(locale, format);
  }
  return format;
}

/** CHF as the Swiss write it in each language, e.g. 'CHF 87.90'. */
export function formatChf(amount: number, locale: Locale): string {
  return cached(chfFormats, locale, { style: 'currency', currency: 'CHF' }).format(amount);
}

/** An amount kept in rappen (the domain's unit), in CHF: formatRappen(8790, 'de') is 'CHF 87.90'. */
export function formatRappen(rappen: number, locale: Locale): string {
  return formatChf(rappen / 100, locale);
}

/**
 * A VAT rate given in basis points, e.g. '8.1 %' (de, it, en) or '8,1 %' (fr). The space before %
 * is the Swiss custom the shop's texts have always used; Intl's percent style would drop it.
 */
export function formatVatRate(locale: Locale, rateBp: number = VAT_RATE_BP): string {
  return `${cached(rateFormats, locale, { maximumFractionDigits: 2 }).format(rateBp / 100)} %`;
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
