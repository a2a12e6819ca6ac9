import type { FastifyInstance } from 'fastify';
import { getProductionQueue, postItemPrinted, postPrintRetry } from '../../../shared/api/production-queue';
import type { Config } from '../../config/config';
import { route } from '../../http/route';
import { requireStaff } from '../staff/require-staff';
import { staffRoles } from '../../../shared/domain/staff/roles';
import { statusContext } from '../order-status/status-context';
import { markPrinted, productionQueue, retryPrintFile } from './production-queue';

export default async function productionQueueRoutes(app: FastifyInstance, { config }: { config: Config }) {
  route(app, getProductionQueue, async () => ({ items: await productionQueue(app.db, app.designThumbnails) }));

  route(app, postPrintRetry, async ({ params, request }) => {
    const staff = requireStaff(request, staffRoles);
    return retryPrintFile(statusContext(app, config, request), app.designThumbnails, staff.id, params.orderItemId);
  });

  route(app, postItemPrinted, async ({ params, request }) => {
    const staff = requireStaff(request, staffRoles);
    return markPrinted(statusContext(app, config, request), app.designThumbnails, staff, params.orderItemId);
  });
}
