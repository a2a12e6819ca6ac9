import { backoffs, limits, type Backoff, type Limit } from '../http/rate-limit';
import type { AccountKind } from './account-kind';

/*
 * How logins are throttled (OWASP's "device cookies"): a browser that logged in to an account before
 * carries a signed device cookie naming it (server/auth/device-cookie.ts). Its logins to that account
 * are limited per device cookie only, so strangers' guesses, however many and from wherever, never
 * hold the owner back on a known device. Every other client is untrusted: limited per (name, IP), per
 * IP, and per account from anywhere (the growing wait of a backoff). While an account's wait runs,
 * an untrusted try is still checked, answered alike whether the password was right or not, and a
 * right one gets a one-time login link mailed to the account: a new device of the owner gets in
 * through the mailbox, a guesser learns nothing.
 */

const MINUTE = 60_000;

export interface LoginRules {
  kind: AccountKind;
  /** Failed logins of one typed name from one IP (untrusted clients). */
  pair: Limit;
  /** Failed logins from one IP, across names (untrusted clients). */
  ip: Limit;
  /** Failures of one account from untrusted clients anywhere. */
  account: Backoff;
  /** Tries with one device cookie: a stolen cookie guesses no faster than a guesser on one IP. */
  device: Limit;
  /** Challenge mails to one account: a known password does not flood the mailbox either. */
  challengeMails: Limit;
  /** Uses of mailed login links from one IP (their keys cannot be guessed; a cheap bound all the same). */
  linkIp: Limit;
}

/** Customers, staff and partners are held to the same device, mail and link bounds, each kind in counters of its own. */
const commonBounds = (prefix: string): Pick<LoginRules, 'device' | 'challengeMails' | 'linkIp'> => ({
  device: { name: `${prefix}login-device`, max: 10, windowMs: 60 * MINUTE },
  challengeMails: { name: `${prefix}login-challenge-mail`, max: 3, windowMs: 60 * MINUTE },
  linkIp: { name: `${prefix}login-link-ip`, max: 20, windowMs: 15 * MINUTE },
});

export const loginRules: Record<AccountKind, LoginRules> = {
  customer: { kind: 'customer', pair: limits.loginPair, ip: limits.loginIp, account: backoffs.loginAccount, ...commonBounds('') },
  staff: { kind: 'staff', pair: limits.staffLoginPair, ip: limits.staffLoginIp, account: backoffs.staffLoginAccount, ...commonBounds('staff-') },
  partner: { kind: 'partner', pair: limits.partnerLoginPair, ip: limits.partnerLoginIp, account: backoffs.partnerLoginAccount, ...commonBounds('partner-') },
};

/** A device cookie lives half a year from the login that set it; every login sets a new one. */
export const DEVICE_COOKIE_TTL_MS = 180 * 24 * 60 * MINUTE;

/** A mailed login link works for 15 minutes, once. */
export const LOGIN_CHALLENGE_TTL_MS = 15 * MINUTE;

/** What a verified device cookie says: which account logged in on this browser, when, and its own random nonce. */
export interface DeviceClaim {
  kind: AccountKind;
  accountId: number;
  /** The moment of the login that set it (ms since the epoch). */
  issuedAt: number;
  /** 128 random bits: the subject of the device's own limit. */
  nonce: string;
}

/** Whether a device cookie vouches for a login to this account: the same kind and account, not expired. */
export function trustsDevice(claim: DeviceClaim | null, kind: AccountKind, accountId: number | null, now: Date): boolean {
  if (!claim || accountId === null) return false;
  const age = now.getTime() - claim.issuedAt;
  return claim.kind === kind && claim.accountId === accountId && age >= 0 && age < DEVICE_COOKIE_TTL_MS;
}

/**
 * What a checked login answers. A trusted device is never held by the account's wait. An untrusted
 * try while the wait runs answers 'challenge' whether the password was right or not (the answer
 * tells no more than the 429 did before); only a right one has a login link mailed.
 */
export function decideLogin(attempt: { trusted: boolean; waiting: boolean; passwordRight: boolean }): {
  answer: 'login' | 'failed' | 'challenge';
  mailChallenge: boolean;
} {
  if (!attempt.trusted && attempt.waiting) return { answer: 'challenge', mailChallenge: attempt.passwordRight };
  return { answer: attempt.passwordRight ? 'login' : 'failed', mailChallenge: false };
}
