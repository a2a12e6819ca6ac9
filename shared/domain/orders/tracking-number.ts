/*
 * Swiss Post parcel numbers as staff type them from the label: domestic parcels have 18 digits
 * starting with 99 (printed 99.60.123456.12345678), international items the UPU S10 form
 * (RR123456789CH). Spaces, dots and case do not matter; what is kept is the printed form.
 */

export type TrackingNumberResult = { ok: true; number: string } | { ok: false };

export function parseTrackingNumber(input: string): TrackingNumberResult {
  const compact = input.replace(/[\s.]/g, '').toUpperCase();
  if (/^99\d{16}$/.test(compact)) {
    return { ok: true, number: `${compact.slice(0, 2)}.${compact.slice(2, 4)}.${compact.slice(4, 10)}.${compact.slice(10)}` };
  }
  if (/^[A-Z]{2}\d{9}[A-Z]{2}$/.test(compact)) return { ok: true, number: compact };
  return { ok: false };
}

/** The carrier's page for a parcel, from a template with {number} (configuration). */
export function trackingUrl(template: string, number: string): string {
  return template.replace('{number}', encodeURIComponent(number.replace(/\./g, '')));
}
