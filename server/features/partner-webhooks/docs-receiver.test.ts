import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { freePort } from '../../db/free-port';
import { partnerWebhookDeliveries } from '../../db/schema';
import { changeOrderStatus } from '../../test/test-order';
import { useTestApp } from '../../test/use-test-app';
import { staffSession } from '../staff/test-helpers';
import { insertPartner } from './test-receiver';
import { partnerGuestOrder } from '../checkout/checkout-test-helpers';

/*
 * The receiver a partner writes from widget/EMBEDDING.md alone: its Node.js block, read from the
 * document between its markers and run as it stands, gets real deliveries. A change to the
 * signature that the document does not follow fails here.
 */

const t = useTestApp({ PARTNER_WEBHOOK_LOCAL_HTTP: 'true', PARTNER_WEBHOOK_POLL_MS: '0' });
const office = { cookie: '', 'accept-language': 'en' };
beforeAll(async () => {
  office.cookie = (await staffSession(t.app, 'office')).headers.cookie;
});

async function documentedReceiver(): Promise<string> {
  const doc = await readFile(new URL('../../../widget/EMBEDDING.md', import.meta.url), 'utf8');
  const block = /<!-- webhook-receiver:start -->\s*```js\n([\s\S]*?)```\s*<!-- webhook-receiver:end -->/.exec(doc);
  if (!block?.[1]) throw new Error('EMBEDDING.md has no Node.js receiver between its webhook-receiver markers');
  return block[1];
}

/** Runs the documented receiver with the partner's secret; its output lines as they come. */
async function runReceiver(code: string, secret: string, port: number): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'webhook-receiver-'));
  const file = path.join(dir, 'receiver.mjs');
  await writeFile(file, code);
  const child = spawn(process.execPath, [file], {
    env: { PATH: process.env.PATH, PRINTSHOP_WEBHOOK_SECRET: secret, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  onTestFinished(async () => {
    child.kill();
    await rm(dir, { recursive: true, force: true });
  });
  const lines: string[] = [];
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => lines.push(...chunk.split('\n').filter(Boolean)));
  // Listening once a connection is taken.
  for (let tries = 0; ; tries += 1) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      }).on('error', () => resolve(false));
    });
    if (up) return lines;
    if (tries > 100) throw new Error('the documented receiver did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the webhook receiver of EMBEDDING.md', () => {
  it('accepts real deliveries, each once, and refuses those signed with another secret', async () => {
    const port = await freePort();
    const partner = await insertPartner(t.app, `http://127.0.0.1:${port}/printshop-webhooks`);
    const output = await runReceiver(await documentedReceiver(), partner.secret, port);

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
