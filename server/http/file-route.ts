import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
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

/**
 * Registers an endpoint of shared/api that answers a file to download instead of JSON: the
 * request is validated and documented as with route(), failures keep the one JSON error shape,
 * and the file goes out as an attachment that no cache keeps (it is somebody's own document).
 */
export function fileRoute<E extends Endpoint>(app: FastifyInstance, ep: E, mediaType: string, handler: (ctx: RouteContext<E>) => Promise<FileAnswer>): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: ep.method,
    url: ep.path,
    schema: endpointSchema(ep, { content: { [mediaType]: { schema: ep.response } } }),
    ...staffGuard(ep),
    handler: async (request, reply) => {
      const file = await handler({ params: request.params, query: request.query, body: request.body, request, reply } as RouteContext<E>);
      const filename = file.filename.replace(/[^\w.-]/g, '_');
      const size = Buffer.isBuffer(file.body) ? file.body.length : file.size;
      reply.type(mediaType).header('content-disposition', `attachment; filename="${filename}"`).header('cache-control', 'private, no-store');
      if (size !== undefined) reply.header('content-length', size);
      return reply.send(file.body);
    },
  });
}
