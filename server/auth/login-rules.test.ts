import { describe, expect, it } from 'vitest';
import { decideLogin, DEVICE_COOKIE_TTL_MS, loginRules, trustsDevice, type DeviceClaim } from './login-rules';

const now = new Date('2026-11-28T12:00:00Z');
const claim = (over: Partial<DeviceClaim> = {}): DeviceClaim => ({
  kind: 'staff',
  accountId: 7,
  issuedAt: now.getTime() - 1000,
  nonce: 'n'.repeat(22),
  ...over,
});

describe('trustsDevice', () => {
  it('trusts a cookie of the same kind and account within its lifetime', () => {
    expect(trustsDevice(claim(), 'staff', 7, now)).toBe(true);
  });
  it('does not trust a cookie of another account, of the other kind, or for an unknown account', () => {
    expect(trustsDevice(claim(), 'staff', 8, now)).toBe(false);
    expect(trustsDevice(claim(), 'customer', 7, now)).toBe(false);
    expect(trustsDevice(claim(), 'staff', null, now)).toBe(false);
    expect(trustsDevice(null, 'staff', 7, now)).toBe(false);
  });
  it('does not trust an expired cookie, nor one from the future', () => {
    expect(trustsDevice(claim({ issuedAt: now.getTime() - DEVICE_COOKIE_TTL_MS + 1 }), 'staff', 7, now)).toBe(true);
    expect(trustsDevice(claim({ issuedAt: now.getTime() - DEVICE_COOKIE_TTL_MS }), 'staff', 7, now)).toBe(false);
    expect(trustsDevice(claim({ issuedAt: now.getTime() + 60_000 }), 'staff', 7, now)).toBe(false);
  });
});

describe('decideLogin', () => {
  it('logs a trusted device in with the right password whether the account waits or not', () => {
    for (const waiting of [false, true]) {
      expect(decideLogin({ trusted: true, waiting, passwordRight: true })).toEqual({ answer: 'login', mailChallenge: false });
      expect(decideLogin({ trusted: true, waiting, passwordRight: false })).toEqual({ answer: 'failed', mailChallenge: false });
    }
  });
  it('decides an untrusted try as usual while the account does not wait', () => {
    expect(decideLogin({ trusted: false, waiting: false, passwordRight: true })).toEqual({ answer: 'login', mailChallenge: false });
    expect(decideLogin({ trusted: false, waiting: false, passwordRight: false })).toEqual({ answer: 'failed', mailChallenge: false });
  });
  it('answers an untrusted try while the account waits alike for right and wrong passwords; only a right one mails the link', () => {
    const right = decideLogin({ trusted: false, waiting: true, passwordRight: true });
    const wrong = decideLogin({ trusted: false, waiting: true, passwordRight: false });
    expect(right.answer).toBe('challenge');
    expect(wrong.answer).toBe(right.answer);
    expect(right.mailChallenge).toBe(true);
    expect(wrong.mailChallenge).toBe(false);
  });
});

describe('loginRules', () => {
  it('keeps staff and customer counters apart, and only per-IP limits scale with RATE_LIMIT_IP_FACTOR', () => {
    const names = Object.values(loginRules).flatMap((r) => [r.pair, r.ip, r.account, r.device, r.challengeMails, r.linkIp].map((l) => l.name));
    expect(new Set(names).size).toBe(names.length);
    for (const rules of Object.values(loginRules)) {
      expect(rules.device.name.endsWith('-ip')).toBe(false);
      expect(rules.challengeMails.name.endsWith('-ip')).toBe(false);
    }
  });
  it('gives a device cookie no more guesses than an untrusted client on one IP', () => {
    for (const rules of Object.values(loginRules)) {
      expect(rules.device.max / rules.device.windowMs).toBeLessThanOrEqual(rules.pair.max / rules.pair.windowMs);
    }
  });
});
