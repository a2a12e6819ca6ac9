import type { FastifyInstance } from 'fastify';
import { getAdminVouchers, getVoucherUsages, postAdminVouchers, postDisableVoucher } from '../../../shared/api/admin-vouchers';
import { route } from '../../http/route';
import { serverIntl } from '../../i18n/server-intl';
import { requireStaff } from '../staff/require-staff';
import { staffRoles } from '../../../shared/domain/staff/roles';
import { createVouchers, disableVoucher, listVouchers, voucherUsageList } from './admin-vouchers';

export default async function adminVoucherRoutes(app: FastifyInstance) {
  route(app, getAdminVouchers, async ({ query }) => ({ vouchers: await listVouchers(app.db, query) }));

  route(app, postAdminVouchers, async ({ body, request }) => {
    const staff = requireStaff(request, staffRoles);
    return {
      vouchers: await createVouchers(
        app.db,
        { staffId: staff.id, now: app.now() },
        body,
        serverIntl(request.locale).formatMessage({ id: 'admin.vouchers.taken' }),
      ),
    };
  });

  route(app, postDisableVoucher, async ({ params, request }) => {
    const staff = requireStaff(request, staffRoles);
    return disableVoucher(app.db, { staffId: staff.id, now: app.now() }, params.id);
  });

  route(app, getVoucherUsages, async ({ params }) => ({ usages: await voucherUsageList(app.db, params.id) }));
}
