import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { HttpError } from '../../http/http-error';

/** Origins whose pages may call the API with credentials: the shop itself and configured partners. */
export function allowedOrigins(publicUrl: string, partners: string[]): Set<string> {
  return new Set([new URL(publicUrl).origin, ...partners]);
}

const cspDirectives = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'self'"],
  formAction: ["'self'"],
};

/** Origins the tag manager (GTM-style container) loads from and reports to. */
const tagManagerSources = { scriptSrc: ['https://www.googletagmanager.com'], imgSrc: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'], connectSrc: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'] };

/**
 * The CSP of the shop's pages with the tag manager allowed: sent (instead of the default) only on
 * shell pages whose build configured a container, so an unconfigured shop allows no third party.
 */
export function cspWithTagManager(): string {
  const directives: Record<string, string[]> = { ...cspDirectives };
  for (const [name, sources] of Object.entries(tagManagerSources)) directives[name] = [...(directives[name] ?? []), ...sources];
  return Object.entries(directives)
    .map(([name, sources]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${sources.join(' ')}`)
    .join(';');
}

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Security headers on every answer, CORS for the shop and its partners only. A request to the API
 * from any other origin is refused outright, so a foreign page cannot make the browser act for a visitor.
 */
export default fp<{ publicUrl: string; partnerOrigins: string[] }>(
  async function security(app: FastifyInstance, { publicUrl, partnerOrigins }) {
    const allowed = allowedOrigins(publicUrl, partnerOrigins);

    // Built once: @fastify/helmet built this middleware, and parsed the CSP, on every request.
    const securityHeaders = helmet({
      contentSecurityPolicy: { useDefaults: false, directives: { ...cspDirectives, upgradeInsecureRequests: null } },
      // The widget bundle and images are loaded by partner pages.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: publicUrl.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
    app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)));

    await app.register(cors, {
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
      // X-Printshop-Draft: the partner widget's draft token (shared/api/drafts).
      allowedHeaders: ['Content-Type', 'Authorization', 'Accept-Language', 'Accept', 'X-Printshop-Draft'],
      maxAge: 600,
    });

    app.addHook('onRequest', async (request) => {
      const origin = request.headers.origin;
      if (!origin || !request.url.startsWith('/api/')) return;
      if (allowed.has(origin) || origin === ownOrigin(request)) return;
      throw new HttpError('forbidden');
    });
  },
  { name: 'security', dependencies: ['locale'] },
);
