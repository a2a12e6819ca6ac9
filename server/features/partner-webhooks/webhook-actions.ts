import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { PartnerWebhook, WebhookDeliverySummary } from '../../../shared/api/partner-webhooks';
import { webhookGiveUpAt, webhookUrlRefusal } from '../../../shared/domain/partners/webhooks';
import type { Locale } from '../../../shared/i18n/locales';
import type { Db } from '../../db/database';
import { partners, partnerWebhookDeliveries } from '../../db/schema';
import { fieldError } from '../../http/field-error';
import { HttpError, notFound } from '../../http/http-error';
import { serverIntl } from '../../i18n/server-intl';
import { enqueue } from '../../jobs/enqueue';
import { type AuditActor, audit } from '../audit/audit';
import { webhookDeliverySummary } from './delivery-views';
import { queueDelivery, WEBHOOK_QUEUE, type WebhookJob } from './webhook-events';

/*
 * What staff (and the partner in its portal) do with a partner's webhook: set its URL, roll its
 * secret, send a test event, send an event again. Each takes the partner's or the delivery's id;
 * who acts is audited (a staff member, or the partner itself).
 */

export interface WebhookContext {
  db: Db;
  now: Date;
  locale: Locale;
  /** Plain http to localhost (tests, development). */
  allowLocalHttp: boolean;
}

const conflict = (ctx: WebhookContext, id: 'admin.webhooks.delivering' | 'admin.webhooks.noUrl') =>
  new HttpError('conflict', serverIntl(ctx.locale).formatMessage({ id }));

async function partnerWebhook(db: Db, partnerId: number): Promise<PartnerWebhook> {
  const d = partnerWebhookDeliveries;
  const [row] = await db.select({ url: partners.webhookUrl, secret: partners.webhookSecret }).from(partners).where(eq(partners.id, partnerId));
  if (!row) throw notFound('partner');
  const [last] = await db
    .select({ type: d.type, status: d.status, createdAt: d.createdAt, error: d.lastError })
    .from(d)
    .where(eq(d.partnerId, partnerId))
    .orderBy(desc(d.id))
    .limit(1);
  return { ...row, lastDelivery: last ? { ...last, createdAt: last.createdAt.toISOString() } : null };
}

export const readPartnerWebhook = (ctx: Pick<WebhookContext, 'db'>, partnerId: number) => partnerWebhook(ctx.db, partnerId);

/** Sets the URL events go to (https only), or with null turns them off; events already written keep going to the URL of their try. */
export async function setPartnerWebhookUrl(ctx: WebhookContext, by: AuditActor, partnerId: number, url: string | null): Promise<PartnerWebhook> {
  const trimmed = url?.trim() || null;
  if (trimmed !== null && webhookUrlRefusal(trimmed, ctx.allowLocalHttp) !== null) throw fieldError(ctx.locale, { url: ['admin.webhooks.notHttps'] });
  return ctx.db.transaction(async (tx) => {
    const before = await partnerWebhook(tx, partnerId);
    await tx.update(partners).set({ webhookUrl: trimmed, updatedAt: ctx.now }).where(eq(partners.id, partnerId));
    await audit(tx, {
      by,
      action: 'partner.webhookUrl',
      subjectType: 'partner',
      subjectId: partnerId,
      before: { url: before.url },
      after: { url: trimmed },
      at: ctx.now,
    });
    return { ...before, url: trimmed };
  });
}

/** A new signing secret (`whsec_` and 64 hex digits) at once: the next try is signed with it. The audit log keeps that it changed, never the secret. */
export async function rollPartnerWebhookSecret(ctx: WebhookContext, by: AuditActor, partnerId: number): Promise<PartnerWebhook> {
  const secret = `whsec_${randomBytes(32).toString('hex')}`;
  return ctx.db.transaction(async (tx) => {
    const before = await partnerWebhook(tx, partnerId);
    await tx.update(partners).set({ webhookSecret: secret, updatedAt: ctx.now }).where(eq(partners.id, partnerId));
    await audit(tx, { by, action: 'partner.webhookSecretRolled', subjectType: 'partner', subjectId: partnerId, at: ctx.now });
    return { ...before, secret };
  });
}

/** A test event (`ping`, no order) to the partner's URL, delivered as any other: the partner sees it arrive and checks its signature. */
export async function sendWebhookPing(ctx: WebhookContext, by: AuditActor, partnerId: number): Promise<WebhookDeliverySummary> {
  const id = await ctx.db.transaction(async (tx) => {
    const { url } = await partnerWebhook(tx, partnerId);
    if (url === null) throw conflict(ctx, 'admin.webhooks.noUrl');
    const deliveryId = await queueDelivery(tx, { partnerId, orderId: null, type: 'ping', data: null, at: ctx.now });
    await audit(tx, { by, action: 'partner.webhookPing', subjectType: 'partner', subjectId: partnerId, after: { deliveryId }, at: ctx.now });
    return deliveryId;
  });
  return webhookDeliverySummary(ctx.db, id);
}

/**
 * Sends an event again now: the same event id and body (a receiver that has it skips it), signed
 * anew, with a fresh run of tries from now. Refused while a try is on it.
 */
export async function replayWebhook(ctx: WebhookContext, by: AuditActor, deliveryId: number): Promise<WebhookDeliverySummary> {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: partnerWebhookDeliveries.status, lastError: partnerWebhookDeliveries.lastError })
      .from(partnerWebhookDeliveries)
      .where(eq(partnerWebhookDeliveries.id, deliveryId))
      .for('update');
    if (!before) throw notFound('webhookDelivery');
    const [replayed] = await tx
      .update(partnerWebhookDeliveries)
      .set({ status: 'pending', giveUpAt: webhookGiveUpAt(ctx.now), nextTryAt: ctx.now, updatedAt: ctx.now })
      .where(and(eq(partnerWebhookDeliveries.id, deliveryId), inArray(partnerWebhookDeliveries.status, ['delivered', 'failed', 'pending'])))
      .returning({ id: partnerWebhookDeliveries.id });
    if (!replayed) throw conflict(ctx, 'admin.webhooks.delivering');
    await enqueue(tx, WEBHOOK_QUEUE, { deliveryId } satisfies WebhookJob);
    await audit(tx, { by, action: 'webhook.replay', subjectType: 'webhookDelivery', subjectId: deliveryId, before, after: { status: 'pending' }, at: ctx.now });
  });
  return webhookDeliverySummary(ctx.db, deliveryId);
}
