import type { IsoDate } from './zurich-date';

/*
 * The public holidays counted as non-working days (domain.md "Dates and delivery"): the national
 * day plus the holidays nearly every canton keeps (1 Jan, 2 Jan Berchtoldstag, Good Friday, Easter
 * Monday, Ascension, Whit Monday, 1 Aug, 25 and 26 Dec), and those of the workshop's canton,
 * Lucerne (Corpus Christi, Assumption 15 Aug, All Saints 1 Nov, Immaculate Conception 8 Dec), on
 * which nothing is produced or handed to the post there. Counting them for transit too may promise
 * a day late, never a day early. Pure: a date in, a boolean out.
 */

/** Easter Sunday of a Gregorian year (Anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoOf(Date.UTC(year, month - 1, day));
}

const DAY_MS = 86_400_000;

/** Calendar arithmetic on UTC midnights: no time zone or daylight saving time can shift a day. */
export function addCalendarDays(date: IsoDate, days: number): IsoDate {
  return isoOf(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS);
}

function isoOf(utcMs: number): IsoDate {
  return new Date(utcMs).toISOString().slice(0, 10);
}

const fixedHolidays = ['01-01', '01-02', '08-01', '12-25', '12-26', /* Lucerne: */ '08-15', '11-01', '12-08'];
/** Days after Easter Sunday: Good Friday, Easter Monday, Ascension, Whit Monday, and Lucerne's Corpus Christi. */
const easterOffsets = [-2, 1, 39, 50, 60];

const byYear = new Map<number, ReadonlySet<IsoDate>>();

/** The holidays of a year as ISO dates. */
export function swissHolidays(year: number): ReadonlySet<IsoDate> {
  let days = byYear.get(year);
  if (!days) {
    const easter = easterSunday(year);
    const yyyy = String(year).padStart(4, '0');
    days = new Set([...fixedHolidays.map((md) => `${yyyy}-${md}`), ...easterOffsets.map((offset) => addCalendarDays(easter, offset))]);
    byYear.set(year, days);
  }
  return days;
}

export function isSwissHoliday(date: IsoDate): boolean {
  return swissHolidays(Number(date.slice(0, 4))).has(date);
}
