import type { FastifyInstance } from 'fastify';
import { getAdminMail, getAdminMails, postMailRetry } from '../../../shared/api/admin-mails';
import { route } from '../../http/route';
import { staffOf } from '../../http/require-staff';
import { outboxMail, outboxMails } from './outbox-views';
import { retryMail } from './retry-mail';

export default async function adminMailRoutes(app: FastifyInstance) {
  route(app, getAdminMails, async ({ query }) => ({ mails: await outboxMails(app.db, query) }));

  route(app, getAdminMail, async ({ params }) => outboxMail(app.db, params.id));

  route(app, postMailRetry, async ({ params, request }) => retryMail({ db: app.db, now: app.now(), locale: request.locale }, staffOf(request), params.id));
}
