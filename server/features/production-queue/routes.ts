import type { FastifyInstance } from 'fastify';
import { getProductionQueue, postItemPrinted, postPrintRetry } from '../../../shared/api/production-queue';
import type { Config } from '../../config/config';
import { route } from '../../http/route';
import { staffOf } from '../../http/require-staff';
import { statusContext } from '../order-status/status-context';
import { markPrinted, productionQueue, retryPrintFile } from './production-queue';

export default async function productionQueueRoutes(app: FastifyInstance, { config }: { config: Config }) {
  route(app, getProductionQueue, async () => ({ items: await productionQueue(app.db, app.designThumbnails) }));

  route(app, postPrintRetry, async ({ params, request }) => {
    return retryPrintFile(statusContext(app, config, request), app.designThumbnails, staffOf(request), params.orderItemId);
  });

  route(app, postItemPrinted, async ({ params, request }) => {
    return markPrinted(statusContext(app, config, request), app.designThumbnails, staffOf(request), params.orderItemId);
  });
}
