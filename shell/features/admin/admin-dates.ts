/** A moment as the staff read it: date and time in Zurich, in the back office's language. */
export function formatMoment(languageTag: string, iso: string): string {
  return new Intl.DateTimeFormat(languageTag, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Zurich' }).format(new Date(iso));
}
