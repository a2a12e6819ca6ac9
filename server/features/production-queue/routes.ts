import type { FastifyInstance } from 'fastify';
import { getProductionQueue, postItemPrinted, postPrintRetry } from '../../../shared/api/production-queue';
import type { Config } from '../../config/config';
import { route } from '../../http/route';
import { requireAdmin } from '../admin/admin-token';
import { statusContext } from '../order-status/status-context';
import { markPrinted, productionQueue, retryPrintFile } from './production-queue';

export default async function productionQueueRoutes(app: FastifyInstance, { config }: { config: Config }) {
  route(app, getProductionQueue, async ({ request }) => {
    requireAdmin(request, config.ADMIN_TOKEN);
    return { items: await productionQueue(app.db, app.designThumbnails) };
  });

  route(app, postPrintRetry, async ({ params, request }) => {
    requireAdmin(request, config.ADMIN_TOKEN);
    return retryPrintFile(statusContext(app, config, request), app.designThumbnails, null, params.orderItemId);
  });

  route(app, postItemPrinted, async ({ params, request }) => {
    requireAdmin(request, config.ADMIN_TOKEN);
    return markPrinted(statusContext(app, config, request), app.designThumbnails, null, params.orderItemId);
  });
}
