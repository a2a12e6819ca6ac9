import type { FastifyInstance } from 'fastify';

type OpenApiDoc = { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };

/** The OpenAPI path of a Fastify path: '/api/orders/:id' -> '/api/orders/{id}'. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z_]+)/g, '{$1}');

/**
 * The statuses the served OpenAPI document promises for each operation, looked up by method and
 * Fastify path; tests check every answer they see against it.
 */
export async function documentedStatuses(app: FastifyInstance): Promise<(method: string, path: string) => Set<number>> {
  const doc = (await app.inject({ url: '/api/openapi.json' })).json() as OpenApiDoc;
  return (method, path) => {
    const operation = doc.paths[openApiPath(path)]?.[method.toLowerCase()];
    if (!operation) throw new Error(`${method} ${path} is not in the OpenAPI document`);
    return new Set(Object.keys(operation.responses).map(Number));
  };
}
