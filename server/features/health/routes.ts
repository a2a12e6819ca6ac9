import type { FastifyInstance } from 'fastify';
import { getHealth } from '../../../shared/api/health';
import { HttpError } from '../../http/http-error';
import { route } from '../../http/route';

export default async function healthRoutes(app: FastifyInstance, { version }: { version: string }) {
  route(app, getHealth, async ({ request }) => {
    try {
      await app.dbPing();
    } catch (err) {
      request.log.error({ err }, 'database unreachable');
      throw new HttpError('service_unavailable');
    }
    return { status: 'ok' as const, database: app.dbKind, version };
  });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
