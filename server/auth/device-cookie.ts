import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isAccountKind, type AccountKind } from './account-kind';
import type { DeviceClaim } from './login-rules';

/*
 * The device cookie's value: "{kind}.{accountId}.{issuedAt seconds}.{nonce}.{signature}", the
 * signature an HMAC-SHA256 (128 bits, base64url) over the rest with the server's device key. Only the
 * server can mint one, so a valid cookie proves that this browser logged in to that account.
 */

const SIGNATURE_BYTES = 16;

/**
 * The device key, derived from the server's signing secret (the image URL key, IMAGE_URL_SECRET or
 * the data folder's), so one secret serves both without a signature of one being valid for the other.
 */
export function deviceCookieKey(serverSecret: Buffer): Buffer {
  return createHmac('sha256', serverSecret).update('printshop login device cookie v1').digest();
}

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest().subarray(0, SIGNATURE_BYTES);

export function newDeviceClaim(kind: AccountKind, accountId: number, now: Date): DeviceClaim {
  return { kind, accountId, issuedAt: Math.floor(now.getTime() / 1000) * 1000, nonce: randomBytes(16).toString('base64url') };
}

export function signDeviceCookie(key: Buffer, claim: DeviceClaim): string {
  const payload = `${claim.kind}.${claim.accountId}.${claim.issuedAt / 1000}.${claim.nonce}`;
  return `${payload}.${sign(key, payload).toString('base64url')}`;
}

/** The claim of a cookie whose signature holds; null for anything else (missing, malformed, forged). */
export function readDeviceCookie(key: Buffer, value: string | undefined): DeviceClaim | null {
  const match = /^(staff|customer)\.(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})$/.exec(value ?? '');
  if (!match) return null;
  const [, kind, id, issued, nonce, signature] = match as unknown as [string, string, string, string, string, string];
  const expected = sign(key, `${kind}.${id}.${issued}.${nonce}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected) || !isAccountKind(kind)) return null;
  return { kind, accountId: Number(id), issuedAt: Number(issued) * 1000, nonce };
}
