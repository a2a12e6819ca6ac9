import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Endpoint, PartSchema } from '../../shared/api/endpoint';
import { ApiErrorBody } from '../../shared/api/error';

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
export function route<E extends Endpoint>(
  app: FastifyInstance,
  ep: E,
  handler: (ctx: RouteContext<E>) => Promise<z.input<E['response']>>,
): void {
  const errorStatuses = Object.fromEntries([400, ...(ep.errors ?? []), 500].map((s) => [s, ApiErrorBody]));
  app.withTypeProvider<ZodTypeProvider>().route({
    method: ep.method,
    url: ep.path,
    schema: {
      summary: ep.summary,
      tags: ep.tags,
      ...(ep.params ? { params: ep.params } : {}),
      ...(ep.query ? { querystring: ep.query } : {}),
      ...(ep.body ? { body: ep.body } : {}),
      response: { 200: ep.response, ...errorStatuses },
    },
    handler: async (request, reply) =>
      handler({
        params: request.params as Out<E['params']>,
        query: request.query as Out<E['query']>,
        body: request.body as Out<E['body']>,
        request,
        reply,
      }),
  });
}
