/*
 * Postal addresses of the checkout. The shop delivers to Switzerland and Liechtenstein only; both
 * use Swiss Post's four-digit postcodes, Liechtenstein's being 9485-9498.
 */

export const countries = ['CH', 'LI'] as const;
export type Country = (typeof countries)[number];

/** An address as it was when used: orders keep this copy, so later edits of the address book do not change them. */
export interface AddressSnapshot {
  readonly company: string | null;
  readonly department: string | null;
  readonly sex: 'f' | 'm';
  readonly firstname: string;
  readonly lastname: string;
  readonly address1: string;
  readonly address2: string | null;
  readonly zipcode: string;
  readonly city: string;
  readonly country: Country;
  /** A guest's optional phone for the delivery; absent in snapshots taken before it existed. */
  readonly phone?: string | null;
}

/** Who an address names in one line, as lists and the QR-bill show it: the company first, then the person. */
export function addresseeName(address: Pick<AddressSnapshot, 'company' | 'firstname' | 'lastname'>): string {
  return [address.company, `${address.firstname} ${address.lastname}`].filter(Boolean).join(', ');
}

/**
 * The lines of an address as a letter carries them: company, department, name, street lines and
 * the postcode with the town, Liechtenstein's marked FL- as Swiss Post writes it.
 */
export function postalLines(address: Omit<AddressSnapshot, 'phone'>): string[] {
  return [
    address.company,
    address.department,
    `${address.firstname} ${address.lastname}`,
    address.address1,
    address.address2,
    `${address.country === 'LI' ? 'FL-' : ''}${address.zipcode} ${address.city}`,
  ].filter((line): line is string => Boolean(line));
}

const LI_FIRST = 9485;
const LI_LAST = 9498;

/** The country a valid postcode belongs to, or null when it is none of the two countries'. */
export function postcodeCountry(zipcode: string): Country | null {
  if (!/^\d{4}$/.test(zipcode)) return null;
  const code = Number(zipcode);
  if (code < 1000) return null;
  return code >= LI_FIRST && code <= LI_LAST ? 'LI' : 'CH';
}

/** Whether the postcode is valid for the given country (CH: 1000-9999 except Liechtenstein's; LI: 9485-9498). */
export function isValidPostcode(country: Country, zipcode: string): boolean {
  return postcodeCountry(zipcode) === country;
}
