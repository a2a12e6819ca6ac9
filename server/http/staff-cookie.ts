import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The back office's session cookie. On https it carries the __Host- prefix (Secure, path /, no
 * Domain: no other host, nor a plain-http page of this one, can set or overwrite it); browsers
 * refuse that prefix without https, so a shop on plain http (the embedded default) names it plainly.
 * SameSite=Strict: no other site's page or link makes the browser send it.
 */
export const STAFF_COOKIE = 'staff_session';

/** 12 hours: a working day, then a new login; never extended. */
export const STAFF_SESSION_TTL_MS = 12 * 3600 * 1000;

const secure = (request: FastifyRequest) => request.protocol === 'https';
const cookieName = (request: FastifyRequest) => (secure(request) ? `__Host-${STAFF_COOKIE}` : STAFF_COOKIE);

export function staffToken(request: FastifyRequest): string | null {
  const token = request.cookies[cookieName(request)];
  return token && /^[A-Za-z0-9_-]{20,200}$/.test(token) ? token : null;
}

export function setStaffCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(cookieName(request), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: secure(request),
    maxAge: STAFF_SESSION_TTL_MS / 1000,
  });
}

export function clearStaffCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(cookieName(request), { path: '/', httpOnly: true, sameSite: 'strict', secure: secure(request) });
}
