import type { Locale } from './locales';

/*
 * Numbers and CHF amounts in the shop's four Swiss formats, written out by hand. The first
 * Intl.NumberFormat of a page loads the browser's number data: 130–190 ms on the phone profile (4x
 * CPU), on the widget's first step and on every shop page that shows a price while it hydrates.
 * The output is Intl's for `${locale}-CH`, character for character (swiss-number.test.ts holds it to
 * Node's ICU, which Chromium's agrees with): de and en group with ' from four digits, it from five,
 * fr with a narrow no-break space. One exception, the shop's rule (format.ts): ICU's fr-CH writes a
 * decimal comma in every number but amounts of CHF; the shop writes the point in all of them.
 */

const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';

interface Style {
  group: string;
  /** The fewest integer digits that get grouped (Italian leaves 1234 whole). */
  groupFrom: number;
  decimal: string;
  chf: (digits: string, negative: boolean) => string;
}

const styles: Record<Locale, Style> = {
  de: { group: "'", groupFrom: 4, decimal: '.', chf: (d, minus) => `CHF${minus ? '-' : NBSP}${d}` },
  en: { group: "'", groupFrom: 4, decimal: '.', chf: (d, minus) => `CHF${minus ? '-' : NBSP}${d}` },
  it: { group: "'", groupFrom: 5, decimal: '.', chf: (d, minus) => `CHF${minus ? '-' : NBSP}${d}` },
  fr: { group: NARROW_NBSP, groupFrom: 4, decimal: '.', chf: (d, minus) => `${minus ? '-' : ''}${d}${NBSP}CHF` },
};

/**
 * |value| rounded half up to `digits` places, as integer and fraction digit strings. Rounded on the
 * number's shortest decimal form, as Intl rounds: 2.675 is 2.68 although its double lies below, and
 * 222.83499999999998 stays 222.83.
 */
function roundedDigits(value: number, digits: number): [string, string] {
  const [mantissa = '0', exponent = '0'] = Math.abs(value).toString().split('e');
  const [whole = '0', part = ''] = mantissa.split('.');
  let all = whole + part;
  let point = whole.length + Number(exponent);
  if (point <= 0) {
    all = '0'.repeat(1 - point) + all;
    point = 1;
  }
  all = all.padEnd(point + digits + 1, '0');
  const kept = BigInt(all.slice(0, point + digits)) + (all.charAt(point + digits) >= '5' ? 1n : 0n);
  const text = kept.toString().padStart(digits + 1, '0');
  return [text.slice(0, text.length - digits), text.slice(text.length - digits)];
}

function grouped(integer: string, style: Style): string {
  if (integer.length < style.groupFrom) return integer;
  return integer.replace(/\B(?=(\d{3})+$)/g, style.group);
}

/** Intl signs a value that rounds to zero by its own sign (-0.001 is -0.00), and -0 too. */
const isNegative = (value: number) => value < 0 || Object.is(value, -0);

/** An amount of CHF with two decimals: 'CHF 1'234.50', '1 234.50 CHF' (the spaces no-break ones). */
export function swissChf(amount: number, locale: Locale): string {
  const style = styles[locale];
  const [integer, fraction] = roundedDigits(amount, 2);
  return style.chf(`${grouped(integer, style)}.${fraction}`, isNegative(amount));
}

/** A plain number with at most `maxFraction` decimals and no trailing zeros: '8.1', '8,1', '12'345'. */
export function swissNumber(value: number, locale: Locale, maxFraction = 3): string {
  const style = styles[locale];
  const [integer, fraction] = roundedDigits(value, maxFraction);
  const kept = fraction.replace(/0+$/, '');
  const digits = `${grouped(integer, style)}${kept ? style.decimal + kept : ''}`;
  return isNegative(value) ? `-${digits}` : digits;
}
