import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { WebhookDeliveryDetail, WebhookDeliverySummary } from '../../../shared/api/partner-webhooks';
import { netRevenueRappen } from '../../../shared/domain/cockpit/cockpit-rules';
import { orders, partnerWebhookDeliveries } from '../../db/schema';
import { expectError } from '../../test/expect-error';
import { changeOrderStatus } from '../../test/test-order';
import { useTestApp } from '../../test/use-test-app';
import { auditEntries } from '../audit/audit';
import { staffSession } from '../staff/test-helpers';
import { insertPartner, signedWith, testReceiver } from './test-receiver';
import { partnerGuestOrder } from '../checkout/checkout-test-helpers';

const t = useTestApp({ NODE_ENV: 'test', PARTNER_WEBHOOK_LOCAL_HTTP: 'true', PARTNER_WEBHOOK_TIMEOUT_MS: '300', PARTNER_WEBHOOK_POLL_MS: '0' });
const office = { cookie: '', 'accept-language': 'en' };
const production = { cookie: '', 'accept-language': 'en' };
beforeAll(async () => {
  office.cookie = (await staffSession(t.app, 'office')).headers.cookie;
  production.cookie = (await staffSession(t.app, 'production')).headers.cookie;
});

const flush = (ignoreBackoff = false) => t.app.partnerWebhooks.flush({ ignoreBackoff });
const deliveriesOf = (partnerId: number) =>
  t.app.db.select().from(partnerWebhookDeliveries).where(eq(partnerWebhookDeliveries.partnerId, partnerId)).orderBy(asc(partnerWebhookDeliveries.id));
const detail = async (id: number) => WebhookDeliveryDetail.parse((await t.app.inject({ url: `/api/admin/webhook-deliveries/${id}`, headers: office })).json());
const ping = async (partnerId: number) => {
  const res = await t.app.inject({ method: 'POST', url: `/api/admin/partners/${partnerId}/webhook/ping`, headers: office });
  expect(res.statusCode, res.body).toBe(200);
  return WebhookDeliverySummary.parse(res.json());
};
const replay = (id: number) => t.app.inject({ method: 'POST', url: `/api/admin/webhook-deliveries/${id}/replay`, headers: office });
const changeStatus = async (orderId: number, change: object) => expect((await changeOrderStatus(t.app, office, orderId, change)).statusCode).toBe(200);

describe("a partner's webhooks", () => {
  it('tell the partner of its order placed, paid, cancelled and refunded: signed, with the amounts and products and no personal data', async () => {
    const receiver = await testReceiver();
    const partner = await insertPartner(t.app, receiver.url);
    const { orderId, number } = await partnerGuestOrder(t.app, 'hook-buyer@example.ch', partner.id);
    await flush();
    await changeStatus(orderId, { event: 'markPaid' });
    await flush();
    // A paid prepayment order cancelled gives its bank money back: the refund's event follows the cancellation's.
    await changeStatus(orderId, { event: 'cancel', reason: 'Motiv nicht druckbar' });
    await flush();

    const [order] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    // The cancellation and its refund are written together: their tries may come in either order.
    const types = receiver.received.map((r) => r.event.type);
    expect(types.slice(0, 2)).toEqual(['order.placed', 'order.paid']);
    expect(types.slice(2).toSorted()).toEqual(['order.cancelled', 'order.refunded']);
    for (const delivery of receiver.received) {
      expect(signedWith(partner.secret, delivery)).toBe(true);
      expect(delivery.headers['printshop-webhook-id']).toBe(delivery.event.id);
      expect(delivery.headers['content-type']).toBe('application/json');
      expect(delivery.body).not.toMatch(/hook-buyer|Keller|Vaduz/);
      expect(delivery.event).toMatchObject({
        api_version: '2026-11',
        data: {
          order: {
            number,
            amount_total: order!.totalRappen,
            amount_net: netRevenueRappen(order!),
            currency: 'CHF',
            items: [{ product_id: 'gift-voucher', quantity: 1 }],
          },
        },
      });
    }
    expect(receiver.received.find((r) => r.event.type === 'order.refunded')?.event.data?.refund).toEqual({ amount: order!.totalRappen });
    expect(new Set(receiver.received.map((r) => r.event.id)).size).toBe(4);
    const rows = await deliveriesOf(partner.id);
    expect(rows.map((row) => [row.status, row.lastStatusCode, row.orderId])).toEqual(Array.from({ length: 4 }, () => ['delivered', 204, orderId]));

    const list = await t.app.inject({ url: `/api/admin/webhook-deliveries?partner=${partner.id}&status=delivered`, headers: office });
    expect(list.statusCode, list.body).toBe(200);
    const { deliveries, partners } = list.json() as { deliveries: WebhookDeliverySummary[]; partners: { id: number; name: string }[] };
    expect(deliveries.map((d) => d.type)).toEqual(['order.refunded', 'order.cancelled', 'order.paid', 'order.placed']);
    expect(deliveries[0]).toMatchObject({ order: { id: orderId, number }, tries: 1 });
    expect(partners.map((p) => p.id)).toContain(partner.id);
  });

  it('tell nothing of an order no partner brought, nor to a partner without a webhook URL', async () => {
    const silent = await insertPartner(t.app, null);
    const { orderId } = await partnerGuestOrder(t.app, 'no-partner@example.ch', null);
    await partnerGuestOrder(t.app, 'silent-partner@example.ch', silent.id);
    await changeStatus(orderId, { event: 'markPaid' });
    expect(await t.app.db.select().from(partnerWebhookDeliveries).where(eq(partnerWebhookDeliveries.orderId, orderId))).toEqual([]);
    expect(await deliveriesOf(silent.id)).toEqual([]);
  });

  it('try a refused event again after its back-off, with the same id: a 500, then delivered', async () => {
    const receiver = await testReceiver();
    const partner = await insertPartner(t.app, receiver.url);
    receiver.answers.push(500);
    const { id } = await ping(partner.id);
    await flush();
    const failed = await detail(id);
    expect(failed).toMatchObject({ status: 'pending', lastStatusCode: 500, lastError: 'failed:status:500', type: 'ping' });
    // Its next try waits half a minute to a minute.
    expect(Date.parse(failed.nextTryAt!) - Date.now()).toBeGreaterThan(25_000);
    await flush();
    expect(receiver.received).toHaveLength(1);
    await flush(true);
    const delivered = await detail(id);
    expect(delivered).toMatchObject({ status: 'delivered', lastStatusCode: 204, lastError: null, nextTryAt: null, tries: 2 });
    expect(delivered.attempts.map((a) => a.statusCode)).toEqual([500, 204]);
    expect(receiver.received.map((r) => r.headers['printshop-webhook-id'])).toEqual([failed.eventId, failed.eventId]);
    expect(receiver.received[1]?.body).toBe(delivered.body);
    expect(JSON.parse(delivered.body)).toMatchObject({ id: failed.eventId, type: 'ping', data: null });
  });

  it('count a receiver that does not answer in time as failed, and do not follow a redirect', async () => {
    const receiver = await testReceiver();
    const partner = await insertPartner(t.app, receiver.url);
    receiver.answers.push('hang', 302);
    const { id } = await ping(partner.id);
    await flush();
    expect(await detail(id)).toMatchObject({ status: 'pending', lastStatusCode: null, lastError: 'failed:timeout:0.3' });
    await flush(true);
    expect(await detail(id)).toMatchObject({ status: 'pending', lastStatusCode: 302, lastError: 'failed:redirect:302' });
    expect(receiver.received).toHaveLength(2);
  });

  it('send nothing to a URL at a private, link-local, CGNAT or mapped address, and say why', async () => {
    const urls = ['https://10.1.2.3/hooks', 'https://169.254.169.254/latest', 'https://100.64.0.1/hooks', 'https://[::ffff:a01:203]/hooks'];
    for (const url of urls) {
      const partner = await insertPartner(t.app, null);
      const set = await t.app.inject({ method: 'PUT', url: `/api/admin/partners/${partner.id}/webhook`, headers: office, payload: { url } });
      expect(set.statusCode, set.body).toBe(200);
      const { id } = await ping(partner.id);
      await flush();
      const refused = 'refused:address';
      // An address's class does not change by waiting: failed at once, no next try.
      expect(await detail(id), url).toMatchObject({ status: 'failed', lastStatusCode: null, lastError: refused, tries: 1, nextTryAt: null });
      await flush(true);
      expect((await detail(id)).tries, url).toBe(1);
      const list = await t.app.inject({ url: `/api/admin/webhook-deliveries?partner=${partner.id}`, headers: office });
      expect((list.json() as { deliveries: WebhookDeliverySummary[] }).deliveries).toMatchObject([{ id, status: 'failed', lastError: refused }]);
      const webhook = await t.app.inject({ url: `/api/admin/partners/${partner.id}/webhook`, headers: office });
      expect(webhook.json().lastDelivery).toMatchObject({ type: 'ping', status: 'failed', error: refused });
    }
  });

  it('try a host name that does not resolve again after the back-off', async () => {
    const partner = await insertPartner(t.app, 'https://no-such-host.invalid/hooks');
    const { id } = await ping(partner.id);
    await flush();
    const tried = await detail(id);
    // No answer from the resolver within the test's 0.3 s is a timeout: tried again as well.
    expect(tried).toMatchObject({ status: 'pending', lastStatusCode: null, tries: 1 });
    expect(tried.nextTryAt).not.toBeNull();
    expect(tried.lastError).toMatch(/^refused:unreachable$|^failed:timeout:/);
  });

  it('follow no redirect, not even to another receiver', async () => {
    const receiver = await testReceiver();
    const elsewhere = await testReceiver();
    const partner = await insertPartner(t.app, receiver.url);
    receiver.answers.push({ status: 307, location: elsewhere.url });
    const { id } = await ping(partner.id);
    await flush();
    expect(await detail(id)).toMatchObject({ status: 'pending', lastStatusCode: 307, lastError: 'failed:redirect:307' });
    expect(receiver.received).toHaveLength(1);
    expect(elsewhere.received).toEqual([]);
  });

  it('give an event up after its last try, and send it again on request (audited), with the same id', async () => {
    const receiver = await testReceiver();
    const partner = await insertPartner(t.app, receiver.url);
    receiver.answers.push(503);
    const { id } = await ping(partner.id);
    // Three days are over before the next try would be.
    await t.app.db
      .update(partnerWebhookDeliveries)
      .set({ giveUpAt: new Date(Date.now() + 5_000) })
      .where(eq(partnerWebhookDeliveries.id, id));
    await flush();
    const given = await detail(id);
    expect(given).toMatchObject({ status: 'failed', lastStatusCode: 503, nextTryAt: null });

    const res = await replay(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'pending' });
    await flush();
    expect(await detail(id)).toMatchObject({ status: 'delivered', tries: 2 });
    expect(receiver.received.map((r) => r.event.id)).toEqual([given.eventId, given.eventId]);
    const [entry] = await auditEntries(t.app.db, { subjectType: 'webhookDelivery', subjectId: String(id), limit: 1 });
    expect(entry).toMatchObject({ action: 'webhook.replay', before: { status: 'failed' }, after: { status: 'pending' } });
    expect(entry?.staffId).not.toBeNull();
    // A delivered event may go again too (the partner lost it).
    expect((await replay(id)).statusCode).toBe(200);
  });

  it("keep a partner's URL https, sign with a rolled secret at once, and send no test event without a URL", async () => {
    const receiver = await testReceiver();
    const partner = await insertPartner(t.app, null);
    const url = `/api/admin/partners/${partner.id}/webhook`;
    expectError(await t.app.inject({ url: `/api/admin/partners/${partner.id}/webhook/ping`, method: 'POST', headers: office }), 409, 'conflict');
    const refused = expectError(
      await t.app.inject({ method: 'PUT', url, headers: office, payload: { url: 'http://partner.example/hooks' } }),
      400,
      'validation_failed',
    );
    expect(refused.error.fields?.url).toEqual(['The webhook URL must start with https://.']);
    const set = await t.app.inject({ method: 'PUT', url, headers: office, payload: { url: receiver.url } });
    expect(set.json()).toEqual({ url: receiver.url, secret: partner.secret, lastDelivery: null });
    expect(partner.secret).toMatch(/^whsec_[0-9a-f]{64}$/);

    const rolled = (await t.app.inject({ method: 'POST', url: `${url}/secret`, headers: office })).json() as { secret: string };
    expect(rolled.secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(rolled.secret).not.toBe(partner.secret);
    await ping(partner.id);
    await flush();
    expect(signedWith(rolled.secret, receiver.received[0]!)).toBe(true);
    expect(signedWith(partner.secret, receiver.received[0]!)).toBe(false);
    const actions = (await auditEntries(t.app.db, { subjectType: 'partner', subjectId: String(partner.id), limit: 10 })).map((e) => e.action);
    expect(actions).toEqual(['partner.webhookPing', 'partner.webhookSecretRolled', 'partner.webhookUrl']);
    expect(JSON.stringify(await auditEntries(t.app.db, { subjectType: 'partner', subjectId: String(partner.id), limit: 10 }))).not.toContain(rolled.secret);
  });

  it("are the office's: production is refused", async () => {
    expectError(await t.app.inject({ url: '/api/admin/webhook-deliveries', headers: production }), 403, 'forbidden');
    expectError(await t.app.inject({ url: '/api/admin/webhook-deliveries/999999', headers: office }), 404, 'not_found');
  });
});
