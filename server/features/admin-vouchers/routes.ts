import type { FastifyInstance } from 'fastify';
import { getAdminVouchers, getVoucherUsages, postAdminVouchers, postDisableVoucher } from '../../../shared/api/admin-vouchers';
import type { Config } from '../../config/config';
import { route } from '../../http/route';
import { serverIntl } from '../../i18n/server-intl';
import { requireAdmin } from '../admin/admin-token';
import { createVouchers, disableVoucher, listVouchers, voucherUsageList } from './admin-vouchers';

export default async function adminVoucherRoutes(app: FastifyInstance, { config }: { config: Config }) {
  route(app, getAdminVouchers, async ({ query, request }) => {
    requireAdmin(request, config.ADMIN_TOKEN);
    return { vouchers: await listVouchers(app.db, query) };
  });

  route(app, postAdminVouchers, async ({ body, request }) => {
    requireAdmin(request, config.ADMIN_TOKEN);
    return {
      vouchers: await createVouchers(app.db, { staffId: null, now: app.now() }, body, serverIntl(request.locale).formatMessage({ id: 'admin.vouchers.taken' })),
    };
  });

  route(app, postDisableVoucher, async ({ params, request }) => {
    requireAdmin(request, config.ADMIN_TOKEN);
    return disableVoucher(app.db, { staffId: null, now: app.now() }, params.id);
  });

  route(app, getVoucherUsages, async ({ params, request }) => {
    requireAdmin(request, config.ADMIN_TOKEN);
    return { usages: await voucherUsageList(app.db, params.id) };
  });
}
