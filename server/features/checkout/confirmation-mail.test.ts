import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASKET_COOKIE } from '../../http/basket-cookie';
import { canvasAndTemplate, canvasItemBody } from '../../test/canvas-item';
import { mailOutbox, orders } from '../../db/schema';
import { type SmtpCatcher, startSmtpCatcher } from '../../test/smtp-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { confirm, newGuest, prepareGuest } from './checkout-test-helpers';
import { retryMailNow } from '../../test/mail-retry';

let t: TestApp;
let smtp: SmtpCatcher;
// Images (the templates' previews, the design thumbnails) in a folder of this test's own.
const dataDir = mkdtempSync(path.join(tmpdir(), 'printshop-mail-'));
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ SMTP_URL: smtp.url, PRINT_WORKER_POLL_MS: '0', DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('confirmation e-mail', () => {
  it('keeps the order when the mail server refuses, keeps the written mail with its QR-bill, and sends it once the server takes it', async () => {
    smtp.refusing = true;
    const guest = await newGuest(t.app);
    guest.headers['accept-language'] = 'en';
    await prepareGuest(t.app, guest, 'invoice', 'smtp-down@example.ch');
    const confirmation = await confirm(t.app, guest);
    expect(await t.database.db.$count(orders, eq(orders.id, confirmation.orderId))).toBe(1);

    await t.app.mail.flush();
    const [refused] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, confirmation.orderId));
    expect(refused).toMatchObject({
      status: 'pending',
      recipient: 'smtp-down@example.ch',
      subject: `Your Print Atelier order ${confirmation.number}`,
      orderAccessToken: null,
    });
    expect(refused?.sendError).toMatch(/451|temporarily/);
    expect(refused?.attachments).toHaveLength(1);
    expect(smtp.inbox).toHaveLength(0);

    // The server is back; the retry is made due now.
    smtp.refusing = false;
    await retryMailNow(t.app);
    expect(smtp.inbox.map((m) => m.to)).toEqual([['smtp-down@example.ch']]);
    expect(smtp.inbox[0]?.raw).toContain(`Invoice-${confirmation.createdAt.slice(0, 4)}-${confirmation.number}.pdf`);
    expect(smtp.inbox[0]?.text).toContain(`access=${confirmation.accessToken}`);
    const [sent] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, refused!.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    // Once sent, the row keeps no link with the guest's access token, nor the QR-bill.
    expect(sent).toMatchObject({
      recipient: 'smtp-down@example.ch',
      subject: `Your Print Atelier order ${confirmation.number}`,
      textBody: null,
      htmlBody: null,
      attachments: null,
      orderAccessToken: null,
    });
  });

  it('shows each item with the thumbnail of its design, as an inline picture of the mail', async () => {
    const { canvas, template } = await canvasAndTemplate(t.app);
    const guest = { cookies: {} as Record<string, string>, headers: { 'accept-language': 'de' } };
    const added = await t.app.inject({ method: 'POST', url: '/api/basket/items', payload: canvasItemBody(canvas, template) });
    expect(added.statusCode, added.body).toBe(200);
    guest.cookies[BASKET_COOKIE] = added.cookies.find((c) => c.name === BASKET_COOKIE)?.value as string;
    await prepareGuest(t.app, guest, 'prepayment', 'picture@example.ch');
    const confirmation = await confirm(t.app, guest);
    await t.app.mail.flush();
    const mail = smtp.inbox.find((m) => m.to.includes('picture@example.ch'));
    expect(mail, 'the confirmation was sent').toBeDefined();
    const item = confirmation.items[0]!;
    const cid = `item-${item.id}@print-atelier`;
    // The HTML names the picture by its Content-ID; the picture is a JPEG part of the mail itself.
    expect(mail!.text).toContain(`src="cid:${cid}"`);
    expect(mail!.raw).toMatch(new RegExp(`Content-Type: image/jpeg[^]*?Content-ID: <${cid.replace(/[.@]/g, '\\$&')}>`, 'i'));
    expect(mail!.raw).not.toMatch(/src="https?:/);
  });
});
