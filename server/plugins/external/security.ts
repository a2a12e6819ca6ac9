import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { getBasketItem, postBasketItem, putBasketItem } from '../../../shared/api/basket-items';
import { addStatic } from '../../../shared/api/basket-static';
import { getProduct, getProducts, getTemplates } from '../../../shared/api/config';
import { getDesignTemplates } from '../../../shared/api/design-templates';
import { deleteConfiguratorDraft, getConfiguratorDrafts, putConfiguratorDraft } from '../../../shared/api/drafts';
import { DRAFT_HEADER, PARTNER_HEADER, postDraft, postHandover } from '../../../shared/api/partner-drafts';
import { postPrefillImage } from '../../../shared/api/prefill-image';
import type { Endpoint } from '../../../shared/api/endpoint';
import { getFontFile } from '../../../shared/api/fonts';
import { getHealthReady } from '../../../shared/api/health';
import { createRenditionUrl, getImage, listImages, uploadImage } from '../../../shared/api/images';
import { getSoftProof } from '../../../shared/api/soft-proof';
import { HttpError } from '../../http/http-error';
import { partnerKeyOf } from '../../http/visitor';

/**
 * What the configurator embedded on a partner's page calls (widget/, e2e/widget-embed.spec.ts):
 * the readiness check (whether it can work from that page), the catalogue (design templates too), its draft and the handover, its draft's images (a prefilled one too), items and configurator drafts,
 * the text tool's fonts and the previews' soft proof. On a partner page it
 * names its draft in X-Printshop-Draft and sends no cookies, so these answer a partner origin
 * without credentials. Everything else (the visitor's basket, account, orders) stays the shop's own.
 */
const PARTNER_ENDPOINTS: Endpoint[] = [
  getHealthReady,
  getProducts,
  getProduct,
  getTemplates,
  getDesignTemplates,
  getBasketItem,
  postDraft,
  postHandover,
  uploadImage,
  postPrefillImage,
  listImages,
  getImage,
  createRenditionUrl,
  addStatic,
  postBasketItem,
  putBasketItem,
  getConfiguratorDrafts,
  putConfiguratorDraft,
  deleteConfiguratorDraft,
  getFontFile,
  getSoftProof,
];
/**
 * Public files a partner page reads with CORS: image renditions (drawn on a canvas) and pictures.
 * The widget's files answer every origin (server/web/web.ts): a page not allowed must still load
 * the widget to be told so.
 */
const PARTNER_PREFIXES = ['/images/', '/assets/'];

const partnerRoutes = PARTNER_ENDPOINTS.map((ep) => ({
  method: ep.method,
  path: new RegExp(`^${ep.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]+/g, '[^/]+')}$`),
}));

/** Whether a partner page may make this request (for a preflight: the request it announces). */
export function partnerMayCall(method: string, url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  if ((method === 'GET' || method === 'HEAD') && PARTNER_PREFIXES.some((prefix) => path.startsWith(prefix))) return true;
  return partnerRoutes.some((r) => r.method === method && r.path.test(path));
}

function announcedMethod(request: FastifyRequest): string {
  const announced = request.headers['access-control-request-method'];
  return request.method === 'OPTIONS' && typeof announced === 'string' ? announced.toUpperCase() : request.method;
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
const tagManagerSources = {
  scriptSrc: ['https://www.googletagmanager.com'],
  imgSrc: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  connectSrc: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
};

/** The CSP with the tag manager's origins added: only when a container is configured, so an unconfigured shop allows no third party. */
function withTagManager(directives: Record<string, string[]>): Record<string, string[]> {
  const merged = { ...directives };
  for (const [name, sources] of Object.entries(tagManagerSources)) merged[name] = [...(merged[name] ?? []), ...sources];
  return merged;
}

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** Whether a page of `origin` may use the embed, naming the partner key or none (server/features/partners). */
type PartnerAccess = (origin: string, partnerKey: string | null) => Promise<boolean>;

/**
 * Security headers on every answer. CORS with credentials for the shop's own origin; for partner
 * origins, without credentials and only on what the widget needs (a partner page on the same site
 * as the shop would otherwise read the visitor's basket with the visitor's cookie). Which origins
 * are partners' the partners say (`partnerAccess`): a request naming a partner key (X-Printshop-Partner)
 * only from that partner's own origins, and only while it is active. A request to the API from any
 * other origin, or from a partner outside the widget's calls, is refused outright, so a foreign page
 * cannot make the browser act for a visitor; the widget's readiness check reads that refusal as
 * origin_not_allowed (widget/embed/shop-access.ts).
 */
export default fp<{ publicUrl: string; partnerAccess: PartnerAccess; tagManager: boolean }>(
  async function security(app: FastifyInstance, { publicUrl, partnerAccess, tagManager }) {
    const shopOrigin = new URL(publicUrl).origin;
    // Asked once a request: the CORS grant and the refusal below both read the answer.
    const asked = new WeakMap<FastifyRequest, Promise<boolean>>();
    const isPartnerCall = (request: FastifyRequest, origin: string): Promise<boolean> => {
      let answer = asked.get(request);
      if (answer === undefined) {
        const widgetCall = origin !== shopOrigin && partnerMayCall(announcedMethod(request), request.url);
        // A preflight names no key (only that the request will carry one): the origin must be some active partner's.
        answer = widgetCall ? partnerAccess(origin, partnerKeyOf(request.headers)) : Promise.resolve(false);
        asked.set(request, answer);
      }
      return answer;
    };

    // Built once: @fastify/helmet built this middleware, and parsed the CSP, on every request.
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { ...(tagManager ? withTagManager(cspDirectives) : cspDirectives), upgradeInsecureRequests: null },
      },
      // The widget bundle and images are loaded by partner pages.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: publicUrl.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
    app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)));

    const granted = {
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
      // X-Printshop-Draft and X-Printshop-Partner: the partner widget's draft token and its partner key (shared/api/partner-drafts).
      allowedHeaders: ['Content-Type', 'Authorization', 'Accept-Language', 'Accept', DRAFT_HEADER, PARTNER_HEADER],
      // A script may read the id of an answer, to quote it in a support request.
      exposedHeaders: ['X-Request-Id', 'Retry-After'],
      maxAge: 600,
    };
    await app.register(cors, {
      delegator: (request, callback) => {
        const origin = request.headers.origin;
        if (origin === shopOrigin) return callback(null, { ...granted, origin: true, credentials: true });
        if (origin === undefined) return callback(null, { origin: false });
        isPartnerCall(request, origin).then(
          (allowed) => callback(null, allowed ? { ...granted, origin: true, credentials: false } : { origin: false }),
          (error: Error) => callback(error),
        );
      },
    });

    app.addHook('onRequest', async (request) => {
      const origin = request.headers.origin;
      if (!origin || !request.url.startsWith('/api/')) return;
      if (origin === shopOrigin || origin === ownOrigin(request) || (await isPartnerCall(request, origin))) return;
      throw new HttpError('forbidden');
    });
  },
  { name: 'security', dependencies: ['locale'] },
);
