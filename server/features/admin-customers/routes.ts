import type { FastifyInstance } from 'fastify';
import {
  getAdminCustomer,
  getAdminCustomers,
  postCustomerAnonymise,
  postCustomerMergeOrder,
  postCustomerPasswordLink,
} from '../../../shared/api/admin-customers';
import type { Config } from '../../config/config';
import { serviceContext } from '../../http/context';
import { staffOf } from '../../http/require-staff';
import { route } from '../../http/route';
import { text } from '../../i18n/server-intl';
import { anonymiseCustomer } from './anonymise';
import { type CustomerActionContext, mergeGuestOrder, sendPasswordLink } from './customer-actions';
import { adminCustomerDetail } from './customer-detail';
import { adminCustomerList } from './customer-list';

/** The office's customers: the list, one account, and the staff's actions on it (roles checked by route()). */
export default async function adminCustomerRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const site = { publicUrl: config.PUBLIC_URL, company: config.company };
  const actionContext = (request: Parameters<typeof staffOf>[0]): CustomerActionContext => ({
    ...serviceContext(app, request),
    by: staffOf(request),
    say: (key) => text(request.locale, key),
  });
  route(app, getAdminCustomers, ({ query }) => adminCustomerList(app.db, query));
  route(app, getAdminCustomer, ({ params }) => adminCustomerDetail(app.db, params.id));
  route(app, postCustomerPasswordLink, async ({ params, request }) => {
    await sendPasswordLink(actionContext(request), params.id, site);
    app.mail.wake();
    return { status: 'ok' as const };
  });
  route(app, postCustomerMergeOrder, async ({ params, body, request }) => {
    await mergeGuestOrder(actionContext(request), params.id, body.orderId);
    return { status: 'ok' as const };
  });
  route(app, postCustomerAnonymise, async ({ params, request }) => {
    await anonymiseCustomer(actionContext(request), params.id);
    return { status: 'ok' as const };
  });
}
