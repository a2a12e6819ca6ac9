import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountKind } from './account-kind';
import { readDeviceCookie, signDeviceCookie } from './device-cookie';
import { DEVICE_COOKIE_TTL_MS, type DeviceClaim } from './login-rules';

/*
 * The device cookie as the browser keeps it: HttpOnly, SameSite=Strict, sent only to the login
 * endpoints of its kind (their path), Secure with the __Secure- prefix on https (a plain-http page
 * cannot set or overwrite it). One per kind: a shared office computer may hold a staff, a customer and a partner one.
 */
const paths: Record<AccountKind, string> = { staff: '/api/admin/login', customer: '/api/selfcare/login', partner: '/api/partner/login' };

const secure = (request: FastifyRequest) => request.protocol === 'https';
const cookieName = (request: FastifyRequest, kind: AccountKind) => `${secure(request) ? '__Secure-' : ''}${kind}_device`;

/** The request's device cookie of this kind, verified; null without a valid one. */
export function deviceClaim(request: FastifyRequest, key: Buffer, kind: AccountKind): DeviceClaim | null {
  return readDeviceCookie(key, request.cookies[cookieName(request, kind)]);
}

export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, key: Buffer, claim: DeviceClaim): void {
  reply.setCookie(cookieName(request, claim.kind), signDeviceCookie(key, claim), {
    path: paths[claim.kind],
    httpOnly: true,
    sameSite: 'strict',
    secure: secure(request),
    maxAge: DEVICE_COOKIE_TTL_MS / 1000,
  });
}
