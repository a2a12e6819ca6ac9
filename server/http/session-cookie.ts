import type { FastifyReply, FastifyRequest } from 'fastify';

const secure = (request: FastifyRequest) => request.protocol === 'https';

/**
 * A login's session cookie, HttpOnly, path /. On https it carries the __Host- prefix (Secure, no
 * Domain: no other host, nor a plain-http page of this one, can set or overwrite it); browsers
 * refuse that prefix without https, so a shop on plain http (the embedded default) names it plainly.
 */
export function sessionCookie(name: string, ttlMs: number, sameSite: 'strict' | 'lax') {
  const cookieName = (request: FastifyRequest) => (secure(request) ? `__Host-${name}` : name);
  const options = (request: FastifyRequest) => ({ path: '/', httpOnly: true, sameSite, secure: secure(request) });
  return {
    token(request: FastifyRequest): string | null {
      const token = request.cookies[cookieName(request)];
      return token && /^[A-Za-z0-9_-]{20,200}$/.test(token) ? token : null;
    },
    set(request: FastifyRequest, reply: FastifyReply, token: string): void {
      reply.setCookie(cookieName(request), token, { ...options(request), maxAge: ttlMs / 1000 });
    },
    clear(request: FastifyRequest, reply: FastifyReply): void {
      reply.clearCookie(cookieName(request), options(request));
    },
  };
}
