import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Endpoint, PartSchema } from '../../shared/api/endpoint';
import { ApiErrorBody } from '../../shared/api/error';
import type { CachedBody } from '../catalogue/catalogue-cache';
import { requireStaff } from './require-staff';

type Out<T> = [PartSchema<T>] extends [never] ? undefined : z.output<PartSchema<T>>;

export interface RouteContext<E extends Endpoint> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Registers one endpoint of shared/api: its schemas validate the request and the response
 * and document the call in OpenAPI; the handler stays a thin call into a service.
 */
export interface RouteOptions<E extends Endpoint> {
  /**
   * Catalogue answers: the cache key of this request. The answer is validated and serialized once
   * per catalogue version, sent with an ETag (304 on a match) and made cacheable by browsers and CDNs.
   */
  catalogueKey?: (ctx: RouteContext<E>) => string;
}

/** Browsers and CDNs may keep catalogue answers a minute, and serve them stale while revalidating. */
const CATALOGUE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

/**
 * What any operation may answer besides its own errors, whatever it does: bad input (400), a
 * foreign origin (403), a request that did not arrive in time (408), a body over the limit (413),
 * a body that is not JSON (415), too many requests (429), a URL or headers over Node's limit (431),
 * a bug (500), overload or an unreachable database (503).
 */
export const COMMON_ERROR_STATUSES = [400, 403, 408, 413, 415, 429, 431, 500, 503] as const;

/**
 * Every error status of an endpoint, as documented: the common ones; for a path parameter 404 (the path
 * names what is not there) and 414 (a parameter over the router's limit); 401 and 403 for a staff
 * operation; its own.
 */
export function errorStatusesOf(ep: Pick<Endpoint, 'path' | 'errors' | 'staff'>): number[] {
  const statuses = new Set<number>([
    ...COMMON_ERROR_STATUSES,
    ...(ep.path.includes('/:') ? [404, 414] : []),
    ...(ep.staff ? [401, 403] : []),
    ...(ep.errors ?? []),
  ]);
  return [...statuses].toSorted((a, b) => a - b);
}

/** The request and response schemas of an endpoint as Fastify validates and documents them; errors in the one error shape. */
export function endpointSchema(ep: Endpoint, ok: unknown) {
  const errorStatuses = Object.fromEntries(errorStatusesOf(ep).map((s) => [s, ApiErrorBody]));
  return {
    summary: ep.summary,
    ...(ep.staff
      ? { description: `Back office: staff roles ${ep.staff.join(', ')} (session cookie); 401 without a staff session, 403 for another role.` }
      : {}),
    tags: ep.tags,
    ...(ep.params ? { params: ep.params } : {}),
    ...(ep.query ? { querystring: ep.query } : {}),
    ...(ep.body ? { body: ep.body } : {}),
    response: { 200: ok, ...errorStatuses },
  };
}

/**
 * The role check of a staff operation, run as the request arrives (after the app's hooks resolved
 * the staff member), before its body is read or validated: a stranger learns nothing of the input rules.
 */
export function staffGuard(ep: Endpoint): { onRequest?: (request: FastifyRequest) => Promise<void> } {
  const roles = ep.staff;
  if (!roles) return {};
  return {
    onRequest: async (request) => {
      requireStaff(request, roles);
    },
  };
}

export function route<E extends Endpoint>(
  app: FastifyInstance,
  ep: E,
  handler: (ctx: RouteContext<E>) => Promise<z.input<E['response']>>,
  options: RouteOptions<E> = {},
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: ep.method,
    url: ep.path,
    schema: endpointSchema(ep, ep.response),
    ...staffGuard(ep),
    handler: async (request, reply) => {
      const ctx: RouteContext<E> = {
        params: request.params as Out<E['params']>,
        query: request.query as Out<E['query']>,
        body: request.body as Out<E['body']>,
        request,
        reply,
      };
      if (!options.catalogueKey) return handler(ctx);
      const { body, etag } = await cachedCatalogueAnswer(app, ep, request.locale, options.catalogueKey(ctx), () => handler(ctx));
      const vary = reply.getHeader('vary');
      reply
        .header('etag', etag)
        .header('cache-control', CATALOGUE_CACHE_CONTROL)
        .header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
      if (request.headers['if-none-match'] === etag) return ctx.reply.code(304).send();
      return ctx.reply
        .type('application/json; charset=utf-8')
        .serializer((payload: unknown) => payload as string)
        .send(body);
    },
  });
}

/**
 * A catalogue answer as the endpoint would send it (validated, serialized, cached per catalogue
 * version); the web plugin puts the same bytes into the first page's HTML.
 */
function cachedCatalogueAnswer<E extends Endpoint>(
  app: FastifyInstance,
  ep: E,
  locale: string,
  key: string,
  load: () => Promise<z.input<E['response']>>,
): Promise<CachedBody> {
  return app.catalogueCache.get(`${locale}|${ep.path}|${key}`, async () => JSON.stringify(ep.response.parse(await load())));
}
