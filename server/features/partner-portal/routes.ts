import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  getPartnerMe,
  getPartnerOrders,
  getPartnerPortalLedger,
  getPartnerPortalOrigins,
  getPartnerPortalStatementCsv,
  getPartnerPortalStatementPdf,
  getPartnerPortalWebhook,
  partnerLogin,
  partnerLoginByLink,
  partnerLogout,
  partnerSetPassword,
  postPartnerPortalInvite,
  postPartnerPortalWebhookPing,
  postPartnerPortalWebhookSecret,
  putPartnerPortalOrigins,
  putPartnerPortalWebhook,
  putPartnerLanguage,
} from '../../../shared/api/partner-portal';
import { newDeviceClaim } from '../../auth/device-cookie';
import { deviceClaim, setDeviceCookie } from '../../auth/device-cookie-http';
import type { Config } from '../../config/config';
import { serviceContext } from '../../http/context';
import { fileRoute } from '../../http/file-route';
import { HttpError } from '../../http/http-error';
import { staffOf } from '../../http/require-staff';
import { route } from '../../http/route';
import { ledgerOfMonth } from '../partner-ledger/ledger-records';
import { statementCsvFile, statementPdfFile } from '../partner-ledger/statement-files';
import { readPartnerWebhook, rollPartnerWebhookSecret, sendWebhookPing, setPartnerWebhookUrl } from '../partner-webhooks/webhook-actions';
import { adminPartnerDetail, setPartnerOrigins } from '../partners/admin-partners';
import { type PartnerLoggedIn, partnerMe } from './partner-accounts';
import { partnerCookie } from './partner-cookie';
import { setPartnerLanguage } from './partner-language';
import { invitePartnerUser, setPartnerPassword } from './partner-invite';
import { partnerLogin as logIn, partnerLoginByLink as logInByLink } from './partner-login';
import { partnerOrders } from './partner-orders';
import { partnerActor, requirePartner } from './partner-portal-plugin';
import { revokePartnerSession } from './partner-sessions';

/** The partner every scoped call answers for: the session's, never one the request names. */
const partnerId = (request: FastifyRequest) => requirePartner(request).partnerId;

/**
 * The partner portal's calls: its logins and the partner's own orders, ledger, statements, webhook and
 * origins. Every partner-scoped call takes the partner from the session, never from the request.
 */
export default async function partnerPortalRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const ctx = (request: FastifyRequest) => serviceContext(app, request, config.RATE_LIMIT_IP_FACTOR);
  const site = { publicUrl: config.PUBLIC_URL, company: config.company, wakeMail: () => app.mail.wake() };
  // Every login sets a new device cookie: this browser is known to the person from now on.
  const loggedIn = (request: FastifyRequest, reply: FastifyReply, { userId, me, token }: PartnerLoggedIn) => {
    partnerCookie.set(request, reply, token);
    setDeviceCookie(request, reply, app.loginDeviceKey, newDeviceClaim('partner', userId, app.now()));
    return me;
  };

  route(app, postPartnerPortalInvite, async ({ params, body, request }) => {
    await invitePartnerUser(ctx(request), staffOf(request), params.id, body, site);
    return { status: 'ok' as const };
  });
  route(app, partnerLogin, async ({ request, reply, body }) =>
    loggedIn(request, reply, await logIn(ctx(request), body, deviceClaim(request, app.loginDeviceKey, 'partner'), site)),
  );
  route(app, partnerLoginByLink, async ({ request, reply, body }) => loggedIn(request, reply, await logInByLink(ctx(request), body.key)));
  route(app, partnerSetPassword, async ({ request, reply, body }) => loggedIn(request, reply, await setPartnerPassword(ctx(request), body)));
  route(app, partnerLogout, async ({ request, reply }) => {
    const token = partnerCookie.token(request);
    if (token !== null) await revokePartnerSession(app.db, token);
    partnerCookie.clear(request, reply);
    return { status: 'ok' as const };
  });
  route(app, getPartnerMe, async ({ request }) => {
    const me = await partnerMe(app.db, requirePartner(request).userId);
    if (!me) throw new HttpError('unauthorized');
    return me;
  });
  route(app, putPartnerLanguage, ({ request, body }) => setPartnerLanguage(ctx(request), requirePartner(request).userId, body.language));
  route(app, getPartnerOrders, ({ request, query }) => partnerOrders(app.db, partnerId(request), query, request.locale));
  route(app, getPartnerPortalLedger, async ({ request, query }) => {
    const [own] = await ledgerOfMonth(app.db, query.month, partnerId(request));
    return { month: query.month, rows: own?.rows ?? [], baseRappen: own?.baseRappen ?? 0, commissionRappen: own?.commissionRappen ?? 0 };
  });
  // The partner itself takes its statement: audited as the shop's (by nobody of the staff).
  const files = (request: FastifyRequest) => ({
    db: app.db,
    now: app.now(),
    locale: request.locale,
    staff: null,
    company: config.company,
    bankIban: config.BANK_IBAN,
  });
  fileRoute(app, getPartnerPortalStatementPdf, 'application/pdf', ({ request, query }) => statementPdfFile(files(request), partnerId(request), query.month));
  fileRoute(app, getPartnerPortalStatementCsv, 'text/csv; charset=utf-8', ({ request, query }) =>
    statementCsvFile(files(request), partnerId(request), query.month),
  );

  const webhooks = (request: FastifyRequest) => ({ db: app.db, now: app.now(), locale: request.locale, allowLocalHttp: config.PARTNER_WEBHOOK_LOCAL_HTTP });
  route(app, getPartnerPortalWebhook, ({ request }) => readPartnerWebhook(app, partnerId(request)));
  route(app, putPartnerPortalWebhook, ({ request, body }) => setPartnerWebhookUrl(webhooks(request), partnerActor(request), partnerId(request), body.url));
  route(app, postPartnerPortalWebhookSecret, ({ request }) => rollPartnerWebhookSecret(webhooks(request), partnerActor(request), partnerId(request)));
  route(app, postPartnerPortalWebhookPing, async ({ request }) => {
    const delivery = await sendWebhookPing(webhooks(request), partnerActor(request), partnerId(request));
    app.partnerWebhooks.wake();
    return delivery;
  });

  route(app, getPartnerPortalOrigins, async ({ request }) => {
    const { origins } = await adminPartnerDetail(app.db, partnerId(request));
    return { origins };
  });
  route(app, putPartnerPortalOrigins, async ({ request, body }) => {
    const id = partnerId(request);
    const context = { db: app.db, now: app.now(), locale: request.locale, by: partnerActor(request), onChanged: () => app.catalogueCache.expire() };
    return { origins: await setPartnerOrigins(context, id, body.origins) };
  });
}
