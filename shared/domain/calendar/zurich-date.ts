/*
 * Calendar days of the shop are days in Europe/Zurich, whatever the time zone of the machine that
 * runs the code (a browser abroad, a server in UTC). Intl does the time-zone arithmetic, so daylight
 * saving time is handled by the platform's tz data.
 */

/** An ISO calendar date, 'YYYY-MM-DD'. */
export type IsoDate = string;

let formatter: Intl.DateTimeFormat | undefined;

function zurichFormatter(): Intl.DateTimeFormat {
  formatter ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Zurich',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return formatter;
}

/** The calendar date in Zurich at the given instant, or null for an invalid Date. */
export function zurichDate(instant: Date): IsoDate | null {
  if (Number.isNaN(instant.getTime())) return null;
  let year = '';
  let month = '';
  let day = '';
  for (const part of zurichFormatter().formatToParts(instant)) {
    if (part.type === 'year') year = part.value;
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
  }
  return `${year.padStart(4, '0')}-${month}-${day}`;
}

/**
 * True when the Zurich calendar date of `instant` lies within [from, till], both days included
 * (so `till` lasts until 23:59:59.999 Zurich time). A null bound is open.
 */
export function isWithinZurichDays(instant: Date, from: IsoDate | null, till: IsoDate | null): boolean {
  const today = zurichDate(instant);
  if (today === null) return false;
  // ISO dates of equal length compare correctly as strings.
  if (from !== null && today < from) return false;
  if (till !== null && today > till) return false;
  return true;
}
