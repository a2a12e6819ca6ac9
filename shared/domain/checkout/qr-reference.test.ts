import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidQrReference, mod10RecursiveCheckDigit, qrReference } from './qr-reference';

describe('Swiss QR reference', () => {
  it('matches the published example of SIX (21 00000 00003 13947 14300 09017)', () => {
    expect(mod10RecursiveCheckDigit('21000000000313947143000901')).toBe(7);
    expect(isValidQrReference('210000000003139471430009017')).toBe(true);
    expect(isValidQrReference('210000000003139471430009018')).toBe(false);
  });

  it('pads the order number to 26 digits and appends the check digit', () => {
    const reference = qrReference('100001');
    expect(reference).toHaveLength(27);
    expect(reference.startsWith('00000000000000000000100001')).toBe(true);
    expect(isValidQrReference(reference)).toBe(true);
  });

  it('detects every single-digit error (a property of the recursive mod-10 method)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,26}$/), fc.nat(26), fc.integer({ min: 1, max: 9 }), (number, position, delta) => {
        const reference = qrReference(number);
        const digit = (Number(reference[position]) + delta) % 10;
        const altered = `${reference.slice(0, position)}${digit}${reference.slice(position + 1)}`;
        expect(isValidQrReference(altered)).toBe(false);
      }),
    );
  });

  it('refuses numbers that are not 1-26 digits', () => {
    expect(() => qrReference('A-1')).toThrow(RangeError);
    expect(() => qrReference('1'.repeat(27))).toThrow(RangeError);
  });
});
