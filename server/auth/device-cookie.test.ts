import { describe, expect, it } from 'vitest';
import { deviceCookieKey, newDeviceClaim, readDeviceCookie, signDeviceCookie } from './device-cookie';

const key = deviceCookieKey(Buffer.from('a server secret of at least thirty-two characters'));
const now = new Date('2026-11-28T12:00:00.123Z');

describe('device cookies', () => {
  it('read back what was signed: kind, account, the moment (to the second) and the nonce', () => {
    const claim = newDeviceClaim('customer', 42, now);
    expect(readDeviceCookie(key, signDeviceCookie(key, claim))).toEqual({ ...claim, issuedAt: Date.parse('2026-11-28T12:00:00Z') });
  });
  it('carry a fresh random nonce each', () => {
    expect(newDeviceClaim('staff', 1, now).nonce).not.toBe(newDeviceClaim('staff', 1, now).nonce);
  });
  it('refuse a changed account, kind or moment, another key, and anything malformed', () => {
    const value = signDeviceCookie(key, newDeviceClaim('staff', 5, now));
    const [kind, id, issued, nonce, signature] = value.split('.');
    expect(readDeviceCookie(key, [kind, '6', issued, nonce, signature].join('.'))).toBeNull();
    expect(readDeviceCookie(key, ['customer', id, issued, nonce, signature].join('.'))).toBeNull();
    expect(readDeviceCookie(key, [kind, id, String(Number(issued) + 1), nonce, signature].join('.'))).toBeNull();
    expect(readDeviceCookie(deviceCookieKey(Buffer.from('another server secret, also long enough!')), value)).toBeNull();
    for (const bad of [undefined, '', 'x', `${value}.x`, value.replace(/.$/, '*')]) expect(readDeviceCookie(key, bad)).toBeNull();
  });
  it('derive a key of their own from the server secret (an image URL signature is no device cookie signature)', () => {
    const secret = Buffer.from('a server secret of at least thirty-two characters');
    expect(deviceCookieKey(secret).equals(secret)).toBe(false);
  });
});
