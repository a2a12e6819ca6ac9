import type { FastifyInstance } from 'fastify';
import { getAdminVouchers, getVoucherUsages, postAdminVouchers, postDisableVoucher } from '../../../shared/api/admin-vouchers';
import { route } from '../../http/route';
import { serverIntl } from '../../i18n/server-intl';
import { staffOf } from '../../http/require-staff';
import { createVouchers, disableVoucher, listVouchers, voucherUsageList } from './admin-vouchers';

export default async function adminVoucherRoutes(app: FastifyInstance) {
  route(app, getAdminVouchers, async ({ query }) => ({ vouchers: await listVouchers(app.db, query) }));

  route(app, postAdminVouchers, async ({ body, request }) => {
    return {
      vouchers: await createVouchers(
        { db: app.db, now: app.now() },
        staffOf(request),
        body,
        serverIntl(request.locale).formatMessage({ id: 'admin.vouchers.taken' }),
      ),
    };
  });

  route(app, postDisableVoucher, async ({ params, request }) => {
    return disableVoucher({ db: app.db, now: app.now() }, staffOf(request), params.id);
  });

  route(app, getVoucherUsages, async ({ params }) => ({ usages: await voucherUsageList(app.db, params.id) }));
}
