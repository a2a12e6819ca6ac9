import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { customerSessions } from '../../db/schema';
import { HttpError } from '../../http/http-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's clock; every expiry and rate-limit window reads it, so tests can move time. */
    now: () => Date;
  }
  interface FastifyRequest {
    /**
     * The contract between this plugin and every customer-scoped route: the customer the request's
     * bearer token belongs to, or null for an anonymous visitor (no, unknown, revoked or expired token).
     */
    customerId: number | null;
  }
  interface FastifyContextConfig {
    /** The route's bearer token is not a customer's (the metrics' scrape): no session is looked up, nor the database asked. */
    foreignBearer?: boolean;
  }
}

/** A bearer token lives 7 days from login (the spec's auth cookie lifetime), never extended. */
export const SESSION_TTL_MS = 7 * 24 * 3600 * 1000;

/** 256 random bits, URL-safe: tokens and access keys. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash of a token or key is stored, so a database leak does not hand out sessions. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** The bearer token of the Authorization header; the server accepts the customer from nowhere else. */
export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/** The logged-in customer's id; 401 for an anonymous request. */
export function requireCustomer(request: FastifyRequest): number {
  if (request.customerId === null) throw new HttpError('unauthorized');
  return request.customerId;
}

export default fp<{ now?: (() => Date) | undefined }>(
  async function auth(app, { now }) {
    app.decorate('now', now ?? (() => new Date()));
    app.decorateRequest('customerId', null);
    app.addHook('onRequest', async (request) => {
      const token = bearerToken(request);
      if (token === null || request.routeOptions.config.foreignBearer) return;
      const [row] = await app.db
        .select({ customerId: customerSessions.customerId })
        .from(customerSessions)
        .where(and(eq(customerSessions.tokenHash, hashSecret(token)), gt(customerSessions.expiresAt, app.now())))
        .limit(1);
      request.customerId = row?.customerId ?? null;
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
