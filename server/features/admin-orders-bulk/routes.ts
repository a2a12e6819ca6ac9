import type { FastifyInstance } from 'fastify';
import { getOrdersExport, getPackingSlips, postBulkReminders, postBulkShip, postBulkStartProduction } from '../../../shared/api/admin-orders-bulk';
import { zurichDate } from '../../../shared/domain/calendar/zurich-date';
import type { Config } from '../../config/config';
import { fileRoute } from '../../http/file-route';
import { notFound } from '../../http/http-error';
import { route } from '../../http/route';
import { staffOf } from '../../http/require-staff';
import { statusContext } from '../order-status/status-context';
import { cockpitDay } from '../cockpit/cockpit-day';
import { remindNow } from '../payment-reminders/remind-now';
import { shipFromLines, startProduction } from './bulk-status';
import { selectedOrders } from './order-selection';
import { ordersCsv } from './orders-csv';
import { type DesignThumbnailJpeg, packingSlips } from './packing-slip-content';
import { packingSlipsPdf } from './packing-slip-pdf';

/** Work on many orders at once: start production, ship from a list of parcels, send the payment reminders due, packing slips, a CSV of them. */
export default async function bulkOrderRoutes(app: FastifyInstance, { config, designThumbnail }: { config: Config; designThumbnail: DesignThumbnailJpeg }) {
  route(app, postBulkStartProduction, ({ body, request }) =>
    startProduction(statusContext(app, config, request), staffOf(request), body, cockpitDay(app, config)),
  );

  route(app, postBulkShip, ({ body, request }) => shipFromLines(statusContext(app, config, request), staffOf(request), body));

  route(app, postBulkReminders, async ({ body, request }) => {
    const selected = await selectedOrders(app.db, body, cockpitDay(app, config));
    return remindNow({ db: app.db, now: app.now, config, log: request.log }, staffOf(request), selected, request.locale);
  });

  const today = () => zurichDate(app.now()) ?? 'today';

  fileRoute(app, getPackingSlips, 'application/pdf', async ({ query }) => {
    const { format, ...selection } = query;
    const selected = await selectedOrders(app.db, selection, cockpitDay(app, config));
    if (selected.length === 0) throw notFound('order');
    const slips = await packingSlips(app.db, designThumbnail, selected);
    const name = selected.length === 1 ? selected[0]!.number : today();
    return { body: await packingSlipsPdf(slips, config.company, format), filename: `packing-slips-${name}-${format}.pdf` };
  });

  fileRoute(app, getOrdersExport, 'text/csv', async ({ query, request }) => {
    const selected = await selectedOrders(app.db, query, cockpitDay(app, config));
    return { body: Buffer.from(ordersCsv(selected, request.locale), 'utf8'), filename: `orders-${today()}.csv` };
  });
}
