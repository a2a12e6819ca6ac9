/*
 * The Swiss QR reference (QRR) of a QR-bill: 27 digits, 26 of payload and a check digit by the
 * recursive modulo-10 method (the one of the former orange ISR slips). The shop's payload is the
 * order number, zero-padded, so the bank's payment file names the order directly.
 */

const TABLE = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5] as const;

/** The recursive modulo-10 check digit of a string of digits. */
export function mod10RecursiveCheckDigit(digits: string): number {
  if (!/^\d*$/.test(digits)) throw new RangeError('digits only');
  let carry = 0;
  for (const digit of digits) carry = TABLE[(carry + Number(digit)) % 10] as number;
  return (10 - carry) % 10;
}

/** The 27-digit QR reference of an order number (digits only, at most 26). */
export function qrReference(orderNumber: string): string {
  if (!/^\d{1,26}$/.test(orderNumber)) throw new RangeError(`an order number of 1-26 digits, got ${orderNumber}`);
  const payload = orderNumber.padStart(26, '0');
  return `${payload}${mod10RecursiveCheckDigit(payload)}`;
}

/** Whether a 27-digit reference carries a valid check digit. */
export function isValidQrReference(reference: string): boolean {
  return /^\d{27}$/.test(reference) && mod10RecursiveCheckDigit(reference.slice(0, 26)) === Number(reference[26]);
}
