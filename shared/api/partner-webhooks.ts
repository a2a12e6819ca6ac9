import { z } from 'zod/mini';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES } from '../domain/partners/webhooks';
import { endpointsTagged } from './endpoint';
import { IdParams, pageQuery, rowId } from './id-params';
import * as routes from './routes/partner-webhooks';

const endpoint = endpointsTagged('admin');

const id = () => z.number().check(z.int());

/*
 * A try's error (TryError), a code the reader words in its language (shared/domain/partners/
 * webhook-failures.ts): `refused:notHttps`, `refused:address` or `refused:unreachable` when the shop's
 * own checks refused the URL; `failed:noUrl`, `failed:status:500`, `failed:redirect:302` or
 * `failed:timeout:10` when the try failed. A network error is node's text in English, as is an
 * error stored before the codes.
 */

/** One event for a partner's webhook as staff see it: what, for whom, and how its delivery went. */
export const WebhookDeliverySummary = z.object({
  id: id(),
  /** The event's id, sent with every try (Printshop-Webhook-Id). */
  eventId: z.string(),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  partner: z.object({ id: id(), name: z.string() }),
  order: z.nullable(z.object({ id: id(), number: z.string() })),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  tries: id(),
  /** The receiver's HTTP status of the last try (null when none answered), and why it failed (a TryError). */
  lastStatusCode: z.nullable(id()),
  lastError: z.nullable(z.string()),
  nextTryAt: z.nullable(z.iso.datetime()),
  deliveredAt: z.nullable(z.iso.datetime()),
  createdAt: z.iso.datetime(),
});
export type WebhookDeliverySummary = z.infer<typeof WebhookDeliverySummary>;

export const WebhookAttemptView = z.object({
  at: z.iso.datetime(),
  statusCode: z.nullable(id()),
  /** A TryError. */
  error: z.nullable(z.string()),
  ms: id(),
});

export const WebhookDeliveryDetail = z.extend(WebhookDeliverySummary, {
  /** The JSON body exactly as it is signed and sent. */
  body: z.string(),
  attempts: z.array(WebhookAttemptView),
});
export type WebhookDeliveryDetail = z.infer<typeof WebhookDeliveryDetail>;

export const WebhookDeliveryListQuery = z.strictObject({
  partner: z.optional(rowId()),
  status: z.optional(z.enum(WEBHOOK_DELIVERY_STATUSES)),
  ...pageQuery,
});
export type WebhookDeliveryListQuery = z.infer<typeof WebhookDeliveryListQuery>;

export const getWebhookDeliveriesSchemas = {
  query: WebhookDeliveryListQuery,
  /** `partners`: every partner, by name (the list's filter). */
  response: z.object({ deliveries: z.array(WebhookDeliverySummary), partners: z.array(z.object({ id: id(), name: z.string() })) }),
};
export const getWebhookDeliveries = endpoint(routes.getWebhookDeliveries, getWebhookDeliveriesSchemas, {
  summary: "Partners' webhook deliveries, newest first: filtered by partner and status; paged by `before` (an id).",
});

export const getWebhookDeliverySchemas = { params: IdParams, response: WebhookDeliveryDetail };
export const getWebhookDelivery = endpoint(routes.getWebhookDelivery, getWebhookDeliverySchemas, {
  summary: 'One webhook delivery with the body sent and every try.',
});

export const postWebhookReplaySchemas = { params: IdParams, response: WebhookDeliverySummary };
export const postWebhookReplay = endpoint(routes.postWebhookReplay, postWebhookReplaySchemas, {
  summary: 'Sends an event again now (the same event id and body, a fresh signature), with a new run of tries; 409 while a try is on it.',
  errors: [409],
});

/** A partner's webhook settings: where events go and the key that signs them. */
export const PartnerWebhook = z.object({
  url: z.nullable(z.string()),
  /** `whsec_…`: the partner checks the signatures with it. */
  secret: z.string(),
  /** The partner's newest event and how its delivery stands; `error` is its last try's (a TryError). */
  lastDelivery: z.nullable(
    z.object({
      type: z.enum(WEBHOOK_EVENT_TYPES),
      status: z.enum(WEBHOOK_DELIVERY_STATUSES),
      createdAt: z.iso.datetime(),
      error: z.nullable(z.string()),
    }),
  ),
});
export type PartnerWebhook = z.infer<typeof PartnerWebhook>;

export const PartnerWebhookInput = z.strictObject({
  /** https (plain http to localhost only where the shop's setting allows it); null turns webhooks off. */
  url: z.nullable(z.string().check(z.maxLength(2000))),
});

export const getPartnerWebhookSchemas = { params: IdParams, response: PartnerWebhook };
export const getPartnerWebhook = endpoint(routes.getPartnerWebhook, getPartnerWebhookSchemas, { summary: "A partner's webhook URL and signing secret." });

export const putPartnerWebhookSchemas = { params: IdParams, body: PartnerWebhookInput, response: PartnerWebhook };
export const putPartnerWebhook = endpoint(routes.putPartnerWebhook, putPartnerWebhookSchemas, {
  summary: "Sets (or, with null, removes) a partner's webhook URL; 400 unless it is https.",
});

export const postPartnerWebhookSecretSchemas = { params: IdParams, response: PartnerWebhook };
export const postPartnerWebhookSecret = endpoint(routes.postPartnerWebhookSecret, postPartnerWebhookSecretSchemas, {
  summary: "Rolls a partner's signing secret: the next tries are signed with the new one.",
});

export const postPartnerWebhookPingSchemas = { params: IdParams, response: WebhookDeliverySummary };
export const postPartnerWebhookPing = endpoint(routes.postPartnerWebhookPing, postPartnerWebhookPingSchemas, {
  summary: "Sends a test event (`ping`) to a partner's webhook URL; 409 when it has none.",
  errors: [409],
});
