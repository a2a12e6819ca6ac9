import { VAT_RATE_BP } from '../domain/checkout/vat';
import { isLocale, type Locale } from './locales';
import { madeOnce } from './made-once';
import { swissChf, swissNumber } from './swiss-number';

/*
 * The one place that words money, the VAT rate and other numbers, for the shell, the widget, the
 * server's mails and the PDFs alike, each language in its Swiss format, without Intl (see
 * swiss-number.ts): CHF 1'234.50 and 8.1 % in de, it and en; 1 234.50 CHF and 8.1 % in fr.
 *
 * The rule for French: one decimal separator, the point, in every number of a text. Swiss French
 * writes amounts of francs with a point (prices, invoices, the QR-bill's amount field); ICU's fr-CH
 * gives every other number a decimal comma, so one line read 'TVA 8,1 % … 136.80 CHF'. The shop
 * follows the amounts, which the QR-bill fixes, and writes 8.1 %, 40.5 cm; French still groups
 * thousands with a narrow no-break space and sets one before the colon (formatLabelled).
 */

/** CHF as the Swiss write it in each language, e.g. 'CHF 87.90' (the space a no-break one). */
export const formatChf: (amount: number, locale: Locale) => string = swissChf;

/** An amount kept in rappen (the domain's unit), in CHF: formatRappen(8790, 'de') is 'CHF 87.90'. */
export function formatRappen(rappen: number, locale: Locale): string {
  return formatChf(rappen / 100, locale);
}

/** A plain number (a length, an area, a count) with at most `maxFraction` decimals: '40.5', '1 234' (fr), '1'234' (de). */
export function formatDecimal(value: number, locale: Locale, maxFraction = 3): string {
  return swissNumber(value, locale, maxFraction);
}

/**
 * What an intl's formatNumber answers in the shop's languages (the widget's and shell's compiled
 * intl, the server's): plain decimals by formatDecimal, so they follow the rule above; null for
 * another language or style (percent, currency, units), which Intl words.
 */
export function formatNumberOption(localeTag: string, value: number, options: Intl.NumberFormatOptions = {}): string | null {
  const language = localeTag.slice(0, 2);
  const plain = (options.style ?? 'decimal') === 'decimal' && options.minimumFractionDigits === undefined && options.useGrouping === undefined;
  return isLocale(language) && plain ? formatDecimal(value, language, options.maximumFractionDigits ?? 3) : null;
}

/**
 * A VAT rate given in basis points, '8.1 %' in every language. The space before %
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

const weekdayFormat = madeOnce((locale: Locale) => new Intl.DateTimeFormat(`${locale}-CH`, { weekday: 'long', timeZone: 'UTC' }));

/**
 * A promised day with its weekday, 'Mittwoch, 02.12.2026': a shopper plans by the weekday. The
 * calendar day is read as UTC midnight so no time zone can move it to the day before.
 */
export function formatDayWithWeekday(isoDate: string, locale: Locale): string {
  return `${weekdayFormat(locale).format(new Date(`${isoDate}T00:00:00Z`))}, ${formatSwissDate(isoDate)}`;
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
