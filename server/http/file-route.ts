import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Endpoint } from '../../shared/api/endpoint';
import { endpointSchema, type RouteContext, staffGuard } from './route';

export interface FileAnswer {
  /** The bytes, or a stream of them (a stored file, not read into memory first). */
  body: Buffer | Readable;
  /** The length of a streamed body, when the store knows it. */
  size?: number | undefined;
  /** The name a browser saves it under; kept to safe characters, as it goes into a header. */
  filename: string;
}

/** RFC 5987's encoding of a header parameter's value: percent-encoded UTF-8, ' ( ) * ! encoded too. */
const rfc5987 = (value: string) => encodeURIComponent(value).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A download's Content-Disposition with both names (RFC 6266): `filename` for old clients, kept to
 * safe ASCII as it is quoted in a header, and `filename*` with the name as meant, in UTF-8.
 */
function attachmentDisposition(name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.-]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(name)}`;
}

/** Registers an endpoint of shared/api that answers bytes of `mediaType` instead of JSON, validated and documented as with route(). */
function registerFile<E extends Endpoint>(
  app: FastifyInstance,
  ep: E,
  mediaType: string,
  handler: (ctx: RouteContext<E>) => Promise<{ body: Buffer | Readable; size?: number | undefined; headers: Record<string, string>; etag?: string }>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: ep.method,
    url: ep.path,
    schema: endpointSchema(ep, { content: { [mediaType]: { schema: ep.response } } }),
    ...staffGuard(ep),
    handler: async (request, reply) => {
      const file = await handler({ params: request.params, query: request.query, body: request.body, request, reply } as RouteContext<E>);
      if (file.etag) {
        reply.header('etag', file.etag);
        if (request.headers['if-none-match'] === file.etag) return (reply as FastifyReply).headers(file.headers).code(304).send();
      }
      const size = Buffer.isBuffer(file.body) ? file.body.length : file.size;
      reply.type(mediaType).headers(file.headers);
      if (size !== undefined) reply.header('content-length', size);
      return reply.send(file.body);
    },
  });
}

/**
 * Registers an endpoint of shared/api that answers a file to download instead of JSON: the
 * request is validated and documented as with route(), failures keep the one JSON error shape,
 * and the file goes out as an attachment that no cache keeps (it is somebody's own document).
 */
export function fileRoute<E extends Endpoint>(app: FastifyInstance, ep: E, mediaType: string, handler: (ctx: RouteContext<E>) => Promise<FileAnswer>): void {
  registerFile(app, ep, mediaType, async (ctx) => {
    const file = await handler(ctx);
    return { ...file, headers: { 'content-disposition': attachmentDisposition(file.filename), 'cache-control': 'private, no-store' } };
  });
}

/**
 * Registers an endpoint of shared/api that answers a public file whose bytes never change at its
 * URL (a font of the catalogue): any cache or CDN may keep it for a year.
 */
export function assetRoute<E extends Endpoint>(app: FastifyInstance, ep: E, mediaType: string, handler: (ctx: RouteContext<E>) => Promise<Buffer>): void {
  registerFile(app, ep, mediaType, async (ctx) => ({
    body: await handler(ctx),
    headers: { 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' },
  }));
}

/**
 * Registers an endpoint of shared/api that answers a public file made from catalogue data, at a URL
 * that names the `version` it was made from (`requested`): when that is the current one, any cache or
 * CDN may keep it for a year; an old or missing one is kept a minute, revalidated by its ETag.
 */
export function versionedAssetRoute<E extends Endpoint>(
  app: FastifyInstance,
  ep: E,
  mediaType: string,
  handler: (ctx: RouteContext<E>) => Promise<{ version: string; requested: string | undefined; body: Buffer }>,
): void {
  registerFile(app, ep, mediaType, async (ctx) => {
    const { version, requested, body } = await handler(ctx);
    return {
      body,
      etag: `"${version}"`,
      headers: {
        'cache-control': requested === version ? 'public, max-age=31536000, immutable' : 'public, max-age=60, stale-while-revalidate=600',
        'x-content-type-options': 'nosniff',
      },
    };
  });
}
