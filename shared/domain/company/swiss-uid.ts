/*
 * The Swiss enterprise identification number (UID, "CHE-123.456.789"), which with "MWST"/"TVA"/
 * "IVA" after it is the VAT number an invoice must name. Its ninth digit is a check digit (mod 11,
 * weights 5 4 3 2 7 6 5 4, eCH-0097), so a mistyped number in the configuration is caught at start
 * rather than printed on every invoice.
 */

const UID = /^CHE-(\d{3})\.(\d{3})\.(\d{3})$/;
const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4];

/** True for a well-formed UID whose check digit is right. */
export function isSwissUid(value: string): boolean {
  const match = UID.exec(value);
  if (!match) return false;
  const digits = match.slice(1).join('').split('').map(Number);
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  const check = 11 - (sum % 11);
  // A remainder that would need the check digit 10 is never issued.
  return check !== 10 && (check === 11 ? 0 : check) === digits[8];
}
