import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReturnVisit } from '../../../shared/domain/partners/attribution';
import { ATTRIBUTION_WINDOW_DAYS } from '../../../shared/domain/partners/partner';

/*
 * The attribution cookie the handover leaves on the shop: "{payload}.{signature}", the payload the
 * base64url JSON of a ReturnVisit, the signature an HMAC-SHA256 (128 bits) over it with a key derived
 * from the server's signing secret. Only the shop can mint one, so a shopper who comes back within
 * the window is attributed to the partner the shop named, never to one the browser names.
 */

export const ATTRIBUTION_COOKIE = 'partner_attribution';

const SIGNATURE_BYTES = 16;

/** The cookie's key, derived from the server's signing secret (as the device cookie's) so no other signature is valid for it. */
export function attributionCookieKey(serverSecret: Buffer): Buffer {
  return createHmac('sha256', serverSecret).update('printshop partner attribution cookie v1').digest();
}

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest().subarray(0, SIGNATURE_BYTES);

export function signAttributionCookie(key: Buffer, visit: ReturnVisit): string {
  const payload = Buffer.from(JSON.stringify(visit)).toString('base64url');
  return `${payload}.${sign(key, payload).toString('base64url')}`;
}

/** The visit a cookie names when its signature holds; null for anything else (missing, malformed, forged). */
function readAttributionCookie(key: Buffer, value: string | undefined): ReturnVisit | null {
  const match = /^([A-Za-z0-9_-]{1,4000})\.([A-Za-z0-9_-]{22})$/.exec(value ?? '');
  if (!match) return null;
  const [, payload, signature] = match as unknown as [string, string, string];
  const given = Buffer.from(signature, 'base64url');
  const expected = sign(key, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  // Signed by the shop: its shape is the one signAttributionCookie wrote.
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as ReturnVisit;
}

/** The request's attribution cookie, verified; null without a valid one. */
export function returnVisitOf(request: FastifyRequest, key: Buffer): ReturnVisit | null {
  return readAttributionCookie(key, request.cookies[ATTRIBUTION_COOKIE]);
}

/** HttpOnly, SameSite=Lax (a shopper following a link back still carries it), Secure on https, for the attribution window. */
export function setAttributionCookie(request: FastifyRequest, reply: FastifyReply, key: Buffer, visit: ReturnVisit): void {
  reply.setCookie(ATTRIBUTION_COOKIE, signAttributionCookie(key, visit), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: ATTRIBUTION_WINDOW_DAYS * 24 * 3600,
  });
}
