import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  getPartnerWebhook,
  getWebhookDeliveries,
  getWebhookDelivery,
  postPartnerWebhookPing,
  postPartnerWebhookSecret,
  postWebhookReplay,
  putPartnerWebhook,
} from '../../../shared/api/partner-webhooks';
import type { Config } from '../../config/config';
import { route } from '../../http/route';
import { staffOf } from '../../http/require-staff';
import { webhookDeliveries, webhookDelivery } from './delivery-views';
import { readPartnerWebhook, replayWebhook, rollPartnerWebhookSecret, sendWebhookPing, setPartnerWebhookUrl, type WebhookContext } from './webhook-actions';

/** The back office's webhook pages: deliveries, sending one again, and a partner's URL, secret and test event. */
export default async function partnerWebhookRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const ctx = (request: FastifyRequest): WebhookContext => ({
    db: app.db,
    now: app.now(),
    locale: request.locale,
    allowLocalHttp: config.PARTNER_WEBHOOK_LOCAL_HTTP,
  });
  // A new job is tried at once, not at the worker's next look.
  const woken = async <T>(done: Promise<T>): Promise<T> => {
    const result = await done;
    app.partnerWebhooks.wake();
    return result;
  };

  route(app, getWebhookDeliveries, async ({ query }) => webhookDeliveries(app.db, query));
  route(app, getWebhookDelivery, async ({ params }) => webhookDelivery(app.db, params.id));
  route(app, postWebhookReplay, async ({ params, request }) => woken(replayWebhook(ctx(request), staffOf(request), params.id)));
  route(app, getPartnerWebhook, async ({ params }) => readPartnerWebhook(app, params.id));
  route(app, putPartnerWebhook, async ({ params, body, request }) => setPartnerWebhookUrl(ctx(request), staffOf(request), params.id, body.url));
  route(app, postPartnerWebhookSecret, async ({ params, request }) => rollPartnerWebhookSecret(ctx(request), staffOf(request), params.id));
  route(app, postPartnerWebhookPing, async ({ params, request }) => woken(sendWebhookPing(ctx(request), staffOf(request), params.id)));
}
