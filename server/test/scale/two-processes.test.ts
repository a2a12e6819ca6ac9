import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { BasketItemAdded } from '../../../shared/api/basket-view';
import { getProduct } from '../../../shared/api/config';
import { OrderConfirmation } from '../../../shared/api/checkout';
import { adminOrders, HttpShopper } from '../faults/http-shopper';
import { FIRST_OWNER } from '../../features/staff/test-helpers';
import { type ServerProcess, startServer } from '../faults/server-process';
import { type S3Server, startS3Server } from '../s3-server';
import { startSmtpCatcher } from '../smtp-catcher';
import { createScratchPostgres } from '../test-database';
import { photoCanvasItem } from '../canvas-item';

/*
 * Two server processes (different ports) on one PostgreSQL database and one S3-compatible store
 * (s3rver), as behind a load balancer: each shopper's requests alternate between them. Nothing that
 * must be shared may live in one process: an image uploaded on one is served by the other, a basket
 * becomes one order even when both confirm it at once, and the background work (print files, mails),
 * which both processes run, is done once per job.
 */

const SHOPPERS = 4;

const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.toReversed()) await cleanup();
});

/** A shopper whose every call goes to the other process than the one before. */
function alternating(servers: ServerProcess[]): HttpShopper {
  let next = 0;
  return new HttpShopper(() => servers[next++ % servers.length]!.base);
}

describe('two server processes on one PostgreSQL and one S3 store', () => {
  it('one order per basket, images served by either, each print job and each mail done once', async () => {
    const database = await createScratchPostgres({ seeded: true });
    cleanups.push(() => database.drop());
    const s3: S3Server = await startS3Server();
    cleanups.push(() => s3.close());
    const smtp = await startSmtpCatcher();
    cleanups.push(() => smtp.close());
    const shared = {
      DATABASE_URL: database.url,
      ...s3.env,
      IMAGE_URL_SECRET: 'two-processes-image-url-secret-of-32-chars',
      SMTP_URL: smtp.url,
      ...FIRST_OWNER,
      // Both run the workers, and look often: a job one process took must not be done by the other.
      PRINT_WORKER_POLL_MS: '200',
      MAIL_WORKER_POLL_MS: '200',
      LOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      RATE_LIMIT_IP_FACTOR: '100',
    };
    const servers: ServerProcess[] = [];
    for (let i = 0; i < 2; i += 1) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'printshop-two-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const server = await startServer({ ...shared, DATA_DIR: dataDir });
      cleanups.push(() => server.stop());
      servers.push(server);
    }
    const [a, b] = servers as [ServerProcess, ServerProcess];
    expect(a.base).not.toBe(b.base);

    const canvas = getProduct.response.parse(await (await fetch(`${a.base}/api/config/canvas/product`)).json());

    const confirmations = await Promise.all(
      Array.from({ length: SHOPPERS }, async () => {
        const shopper = alternating(servers);
        const photo = await shopper.uploaded(3000, 2000);
        // The image uploaded on one process, its renditions asked of each (made by whichever is asked).
        for (const server of servers) {
          const thumbnail = await fetch(server.base + photo.thumbnailUrl, { headers: { cookie: shopper.cookie ?? '' } });
          expect(thumbnail.status, `thumbnail of ${photo.id} from ${server.base}`).toBe(200);
          expect(thumbnail.headers.get('content-type')).toMatch(/^image\//);
        }
        await shopper.ok('POST', '/api/basket/items', BasketItemAdded, photoCanvasItem(canvas, photo).body);
        await shopper.readyToConfirm();
        // A double click that reaches both processes at once: one order.
        const cookie = shopper.cookie ?? '';
        const both = await Promise.all(
          servers.map(async (server) => {
            const response = await fetch(`${server.base}/api/checkout/confirm`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', cookie },
              body: '{}',
            });
            expect(response.status, await response.clone().text()).toBe(200);
            return OrderConfirmation.parse(await response.json());
          }),
        );
        expect(both[0]!.orderId, 'both processes answer the same order').toBe(both[1]!.orderId);
        return both[0]!;
      }),
    );

    const orders = await adminOrders(b.base);
    expect(orders.map((o) => o.id).toSorted()).toEqual(confirmations.map((c) => c.orderId).toSorted());
    for (const order of orders) expect(order.itemCount, `order ${order.number}: the canvas and the vouchers`).toBe(2);

    // Print files: one job per printed order item, done once, its file put into the store once. The
    // gift vouchers' cards wait for their codes (issued when the order is paid), so only the canvases have jobs.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    cleanups.push(() => client.end());
    const jobs = async () =>
      (await client.query<{ status: string; attempts: number; file_key: string | null }>('SELECT status, attempts, file_key FROM print_jobs')).rows;
    const {
      rows: [items],
    } = await client.query<{ count: string }>('SELECT count(*) FROM order_items');
    const itemCount = Number(items?.count);
    expect(itemCount).toBe(2 * SHOPPERS);
    await expect.poll(async () => (await jobs()).filter((j) => j.status === 'done').length, { timeout: 60_000, interval: 500 }).toBe(SHOPPERS);
    const done = await jobs();
    expect(done).toHaveLength(SHOPPERS);
    for (const job of done) expect(job.attempts, `print job ${job.file_key}`).toBe(1);
    // Each canvas has its PDF, put once.
    const files = done.map((j) => j.file_key).filter((key) => key !== null);
    expect(files).toHaveLength(SHOPPERS);
    for (const key of files) {
      const puts = s3.requests.filter((r) => r.method === 'PUT' && decodeURIComponent(new URL(r.url ?? '/', 'http://s3').pathname).endsWith(`/${key}`));
      expect(puts, `print file ${key} stored once`).toHaveLength(1);
    }
    expect((await s3.keys()).filter((key) => key.includes('print-files/'))).toHaveLength(SHOPPERS);

    // Mails: one confirmation per order, sent by one of the two.
    await expect.poll(() => smtp.inbox.length, { timeout: 30_000, interval: 500 }).toBeGreaterThanOrEqual(SHOPPERS);
    await new Promise((r) => setTimeout(r, 1_000)); // a second sending would come within a poll or two
    const numbers = smtp.inbox.map((mail) => /^Subject: \D*(\d+)/m.exec(mail.text)?.[1]);
    expect(numbers.toSorted()).toEqual(orders.map((o) => o.number).toSorted());
    const outbox = (await client.query<{ status: string; attempts: number }>('SELECT status, attempts FROM mail_outbox')).rows;
    expect(outbox).toHaveLength(SHOPPERS);
    for (const mail of outbox) expect(mail).toMatchObject({ status: 'sent', attempts: 1 });
  }, 180_000);
});
