/*
 * IBAN as ISO 13616 defines it: two letters of country, two check digits, then the country's
 * account number (BBAN). The check digits make the whole, moved around and read as a number with
 * A = 10 … Z = 35, leave 1 when divided by 97 (mod 97-10). Lengths are checked for the countries a
 * Swiss shop's customers bank in most; any other country only by the general form and the check.
 */

/** The full length of an IBAN by country (ISO 13616 registry). */
const LENGTHS: Readonly<Record<string, number>> = {
  CH: 21,
  LI: 21,
  DE: 22,
  AT: 20,
  FR: 27,
  IT: 27,
  LU: 20,
  BE: 16,
  NL: 18,
  ES: 24,
  PT: 25,
  GB: 22,
  IE: 22,
  DK: 18,
  SE: 24,
  NO: 15,
  FI: 18,
  PL: 28,
  CZ: 24,
  SK: 24,
  SI: 19,
  HR: 21,
  HU: 28,
  MC: 27,
  SM: 27,
};

export type IbanResult = { ok: true; iban: string } | { ok: false; reason: 'format' | 'length' | 'checksum' };

/** The IBAN's remainder of 97, digit by digit (the number is far too long for floating point). */
function mod97(iban: string): number {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const char of moved) {
    const value = char >= 'A' ? char.charCodeAt(0) - 55 : Number(char);
    rest = (rest * (value >= 10 ? 100 : 10) + value) % 97;
  }
  return rest;
}

/** An IBAN as typed or printed ("ch93 0076 2011 6238 5295 7"), checked and written in its electronic form. */
export function parseIban(text: string): IbanResult {
  const iban = text.replace(/[\s-]/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return { ok: false, reason: 'format' };
  const length = LENGTHS[iban.slice(0, 2)];
  if (length !== undefined && iban.length !== length) return { ok: false, reason: 'length' };
  if (mod97(iban) !== 1) return { ok: false, reason: 'checksum' };
  return { ok: true, iban };
}

/** Whether `text` is an IBAN with a right check. */
export const isIban = (text: string): boolean => parseIban(text).ok;

/** An IBAN in groups of four, as people read it on paper. */
export const formatIban = (iban: string): string => iban.replace(/(.{4})(?=.)/g, '$1 ');

/** The bank's clearing number (IID) of a Swiss or Liechtenstein IBAN: its digits 5 to 9. */
export function swissIid(iban: string): string | null {
  return /^(CH|LI)\d{2}(\d{5})/.exec(iban)?.[2] ?? null;
}
