import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { confirm, newGuest, prepareGuest } from './checkout-test-helpers';

let t: TestApp;
beforeAll(async () => {
  // Port 1 refuses connections: the mail server is down.
  t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1', PRINT_WORKER_POLL_MS: '0' });
});
afterAll(() => t.close());

describe('confirmation e-mail', () => {
  it('keeps the order when the mail server refuses, and parks the mail with its QR-bill in the outbox', async () => {
    const guest = await newGuest(t.app);
    guest.headers['accept-language'] = 'en';
    await prepareGuest(t.app, guest, 'invoice', 'smtp-down@example.ch');
    const confirmation = await confirm(t.app, guest);
    expect(await t.database.db.$count(orders, eq(orders.id, confirmation.orderId))).toBe(1);
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'smtp-down@example.ch'));
    expect(mail?.subject).toBe(`Your Print Atelier order ${confirmation.number}`);
    expect(mail?.sendError).toBeTruthy();
    expect(mail?.attachments).toHaveLength(1);
  });
});
