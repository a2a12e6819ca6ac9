import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { freePort } from '../../db/free-port';
import { partnerWebhookDeliveries } from '../../db/schema';
import { changeOrderStatus } from '../../test/test-order';
import { startDocumentedReceiver } from '../../test/documented-receiver';
import { useTestApp } from '../../test/use-test-app';
import { staffSession } from '../staff/test-helpers';
import { insertPartner } from './test-receiver';
import { partnerGuestOrder } from '../checkout/checkout-test-helpers';

/* The receiver a partner writes from widget/EMBEDDING.md alone (server/test/documented-receiver.ts) gets real deliveries. */

const t = useTestApp({ NODE_ENV: 'test', PARTNER_WEBHOOK_LOCAL_HTTP: 'true', PARTNER_WEBHOOK_POLL_MS: '0' });
const office = { cookie: '', 'accept-language': 'en' };
beforeAll(async () => {
  office.cookie = (await staffSession(t.app, 'office')).headers.cookie;
});

describe('the webhook receiver of EMBEDDING.md', () => {
  it('accepts real deliveries, each once, and refuses those signed with another secret', async () => {
    const port = await freePort();
    const partner = await insertPartner(t.app, `http://127.0.0.1:${port}/printshop-webhooks`);
    const receiver = await startDocumentedReceiver(partner.secret, port);
    onTestFinished(receiver.stop);
    const output = receiver.lines;

    const { orderId, number } = await partnerGuestOrder(t.app, 'docs-receiver@example.ch', partner.id);
    expect((await changeOrderStatus(t.app, office, orderId, { event: 'markPaid' })).statusCode).toBe(200);
    await t.app.partnerWebhooks.flush();
    const [placed, paid] = await t.app.db.select().from(partnerWebhookDeliveries).where(eq(partnerWebhookDeliveries.orderId, orderId));
    expect([placed?.status, paid?.status]).toEqual(['delivered', 'delivered']);
    // Sent again, the event is answered 2xx and not acted on twice.
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/webhook-deliveries/${paid!.id}/replay`, headers: office })).statusCode).toBe(200);
    await t.app.partnerWebhooks.flush();
    expect(output).toEqual([`order.placed ${number}`, `order.paid ${number}`]);

    // A secret the receiver does not know: refused (400), so the shop tries again later.
    await t.app.inject({ method: 'POST', url: `/api/admin/partners/${partner.id}/webhook/secret`, headers: office });
    const ping = (await t.app.inject({ method: 'POST', url: `/api/admin/partners/${partner.id}/webhook/ping`, headers: office })).json() as { id: number };
    await t.app.partnerWebhooks.flush();
    const [refused] = await t.app.db.select().from(partnerWebhookDeliveries).where(eq(partnerWebhookDeliveries.id, ping.id));
    expect(refused).toMatchObject({ status: 'pending', lastStatusCode: 400 });
    expect(output).toHaveLength(2);
  });
});
