import type { FastifyInstance } from 'fastify';
import { getHealth, getHealthLive, getHealthReady } from '../../../shared/api/health';
import type { Config } from '../../config/config';
import { HttpError } from '../../http/http-error';
import { route } from '../../http/route';
import { within } from '../../http/within';

/** A readiness check that hangs is a failed one: the probe gets its 503 in time instead of its own timeout. */
const READY_TIMEOUT_MS = 2_000;
/** A key no object has: asking for it costs one HEAD (S3) or stat (disk) and proves the store answers. */
const PROBE_KEY = 'health/ready-probe';

export default async function healthRoutes(app: FastifyInstance, { version, config }: { version: string; config: Pick<Config, 'S3_BUCKET'> }) {
  const storageKind = config.S3_BUCKET ? ('s3' as const) : ('disk' as const);

  route(app, getHealth, async ({ request }) => {
    try {
      await app.dbPing();
    } catch (err) {
      request.log.error({ err }, 'database unreachable');
      throw new HttpError('service_unavailable');
    }
    return { status: 'ok' as const, database: app.dbKind, version };
  });

  route(app, getHealthLive, async () => ({ status: 'ok' as const, version }));

  route(app, getHealthReady, async ({ request }) => {
    // A stopping process is alive and still serves, but takes no new visitors: the proxy turns away from it first.
    if (app.draining) throw new HttpError('service_unavailable');
    const [database, storage] = await Promise.allSettled([
      within(READY_TIMEOUT_MS, app.dbPing()),
      within(READY_TIMEOUT_MS, app.images.storage.exists(PROBE_KEY)),
    ]);
    const failed = Object.entries({ database, storage }).filter(([, result]) => result.status === 'rejected') as [string, PromiseRejectedResult][];
    for (const [check, result] of failed) request.log.error({ err: result.reason as unknown, check }, `not ready: ${check} unreachable`);
    if (failed.length > 0) throw new HttpError('service_unavailable');
    return { status: 'ok' as const, database: app.dbKind, storage: storageKind, version };
  });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
