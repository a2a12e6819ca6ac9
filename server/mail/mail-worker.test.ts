import { eq } from 'drizzle-orm';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { type SmtpCatcher, startSmtpCatcher } from '../test/smtp-catcher';
import type { Mail } from './mail';
import { deliverDueMails, type MailWorkerDeps } from './mail-worker';
import { MAIL_LEASE_MS, MAIL_MAX_ATTEMPTS, queueMail } from './outbox';
import { type MailTransport, smtpTransport } from './transport';

let t: TestApp;
let smtp: SmtpCatcher;
let transport: MailTransport;
let clock: Date;
let seq = 0;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  transport = smtpTransport(smtp.url, 'Print Atelier <shop@shop.example>');
  // No worker of the app's own: the test runs every pass itself, on its own clock.
  t = await createTestApp({ MAIL_WORKER_POLL_MS: '0' });
});
afterAll(async () => {
  transport.close();
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  smtp.inbox.length = 0;
  smtp.refusing = false;
  clock = new Date(Date.now() + 60_000);
  // Each test sees only its own mails.
  await t.database.db.update(mailOutbox).set({ status: 'sent' });
});

const writeNothing = () => Promise.reject(new Error('no order mail in this test'));
const deps = (overrides: Partial<MailWorkerDeps> = {}): MailWorkerDeps => ({
  db: t.database.db,
  transport,
  writeOrderConfirmation: writeNothing,
  log: pino({ level: 'silent' }),
  now: () => clock,
  ...overrides,
});
const later = (ms: number) => (clock = new Date(clock.getTime() + ms));

function aMail(): Mail {
  seq += 1;
  return {
    to: `customer-${seq}@example.ch`,
    subject: `Test ${seq}`,
    text: `Hello ${seq}`,
    html: `<p>Hello ${seq}</p>`,
    attachments: [{ filename: 'a.txt', contentType: 'text/plain', content: Buffer.from('attached') }],
  };
}
const row = async (id: number) => (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

describe('mail worker', () => {
  it('delivers a queued mail through the mail server once and marks it sent', async () => {
    const mail = aMail();
    const id = await queueMail(t.database.db, mail);
    expect(await deliverDueMails(deps())).toBe(1);
    expect(smtp.inbox.map((m) => m.to)).toEqual([[mail.to]]);
    expect(smtp.inbox[0]?.raw).toContain(`Subject: ${mail.subject}`);
    expect(smtp.inbox[0]?.raw).toContain('filename=a.txt');
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, sendError: null });
    expect(await deliverDueMails(deps())).toBe(0);
    expect(smtp.inbox).toHaveLength(1);
  });

  it('keeps no content of a sent mail: recipient, subject and status stay for the record, body and attachments go', async () => {
    const mail = {
      ...aMail(),
      text: 'Your link: http://shop.test/de/customer/newpassword/7/SECRETKEY',
      html: '<a href="http://shop.test/?access=SECRETTOKEN">x</a>',
      secrets: ['SECRETKEY', 'SECRETTOKEN'],
    };
    const id = await queueMail(t.database.db, mail);
    await deliverDueMails(deps());
    expect(smtp.inbox[0]?.raw).toContain('SECRETKEY');
    expect(await row(id)).toMatchObject({
      status: 'sent',
      recipient: mail.to,
      subject: mail.subject,
      sentAt: clock,
      textBody: null,
      htmlBody: null,
      attachments: null,
      orderAccessToken: null,
      receivedText: 'Your link: http://shop.test/de/customer/newpassword/7/•••',
    });
  });

  it('keeps a refused mail with the reason, waits longer after each refusal, and delivers it once the server takes it', async () => {
    const mail = aMail();
    const id = await queueMail(t.database.db, mail);
    smtp.refusing = true;
    await deliverDueMails(deps());
    const first = await row(id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first.sendError).toMatch(/451|temporarily/);
    expect(first.sendAfter.getTime() - clock.getTime()).toBe(30_000);

    // Not due before its time: nothing is tried.
    later(29_000);
    expect(await deliverDueMails(deps())).toBe(0);
    later(1_000);
    await deliverDueMails(deps());
    const second = await row(id);
    expect(second).toMatchObject({ status: 'pending', attempts: 2 });
    expect(second.sendAfter.getTime() - clock.getTime()).toBe(60_000);

    smtp.refusing = false;
    later(60_000);
    expect(await deliverDueMails(deps())).toBe(1);
    expect(smtp.inbox.map((m) => m.to)).toEqual([[mail.to]]);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 3, sendError: null });
  });

  it('retries when the mail server cannot be reached at all', async () => {
    const id = await queueMail(t.database.db, aMail());
    const down = smtpTransport('smtp://127.0.0.1:1', 'shop@shop.example');
    try {
      await deliverDueMails(deps({ transport: down }));
    } finally {
      down.close();
    }
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await row(id)).sendError).toMatch(/ECONNREFUSED|connect/);
    later(30_000);
    await deliverDueMails(deps());
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('gives up after the last attempt and leaves the mail failed, with its content, for staff to see and send again', async () => {
    const id = await queueMail(t.database.db, aMail());
    await t.database.db
      .update(mailOutbox)
      .set({ attempts: MAIL_MAX_ATTEMPTS - 1 })
      .where(eq(mailOutbox.id, id));
    smtp.refusing = true;
    await deliverDueMails(deps());
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
    expect(await row(id)).toMatchObject({ textBody: expect.any(String), htmlBody: expect.any(String), subject: expect.stringMatching(/^Test/) });
    expect((await row(id)).sendError).toMatch(/451|temporarily/);
    later(24 * 3600_000);
    expect(await deliverDueMails(deps())).toBe(0);
  });

  it('fails a mail at once when the mail server refuses it for good (550), and sends it once staff retry it', async () => {
    const id = await queueMail(t.database.db, { ...aMail(), to: 'nobody@gone.example' });
    smtp.bouncingDomains = ['gone.example'];
    await deliverDueMails(deps());
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, textBody: expect.any(String) });
    expect(failed.sendError).toMatch(/550|No such mailbox/);
    smtp.bouncingDomains = [];
    await t.database.db.update(mailOutbox).set({ status: 'pending', attempts: 0, sendAfter: clock }).where(eq(mailOutbox.id, id));
    await deliverDueMails(deps());
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(smtp.inbox.map((m) => m.to)).toEqual([['nobody@gone.example']]);
  });

  it('takes over a mail whose worker died while sending, once its lease ran out', async () => {
    const id = await queueMail(t.database.db, aMail());
    await t.database.db.update(mailOutbox).set({ status: 'sending', attempts: 1, updatedAt: clock }).where(eq(mailOutbox.id, id));
    expect(await deliverDueMails(deps()), 'another worker holds it').toBe(0);
    later(MAIL_LEASE_MS + 1);
    expect(await deliverDueMails(deps())).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('keeps mails in the outbox without a mail server (embedded mode)', async () => {
    const id = await queueMail(t.database.db, aMail());
    await deliverDueMails(deps({ transport: null }));
    expect(await row(id)).toMatchObject({ status: 'kept', sentAt: null });
    expect(smtp.inbox).toHaveLength(0);
  });

  it('logs a kept or sent mail by id, recipient domain and subject, never its address, body or links', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const log = pino({ level: 'info' }, sink);
    const secret = 'k3yOfTheResetLinkXXXXXXXXXXXXXXXXXXXXXXXXXX';
    const mail = {
      ...aMail(),
      to: 'Anna.Muster@Example.CH',
      text: `Link: http://shop.test/de/customer/newpassword/7/${secret}`,
      html: `<a href="http://shop.test/de/customer/newpassword/7/${secret}">x</a>`,
    };
    const kept = await queueMail(t.database.db, mail);
    await deliverDueMails(deps({ transport: null, log }));
    const sent = await queueMail(t.database.db, mail);
    await deliverDueMails(deps({ log }));
    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records.map((r) => r.msg)).toEqual([expect.stringContaining('mail kept in the outbox'), 'mail sent']);
    expect(records[0]).toMatchObject({ outboxId: kept, toDomain: 'example.ch', subject: mail.subject });
    expect(records[1]).toMatchObject({ outboxId: sent, toDomain: 'example.ch', subject: mail.subject });
    const all = lines.join('\n');
    expect(all).not.toContain(secret);
    expect(all).not.toContain('newpassword');
    expect(all.toLowerCase()).not.toContain('anna.muster');
    expect(all).not.toContain('Link:');
  });

  it('never sends a mail with neither content nor order: it is held back with the reason', async () => {
    const [inserted] = await t.database.db.insert(mailOutbox).values({ recipient: 'nobody@example.ch' }).returning({ id: mailOutbox.id });
    await deliverDueMails(deps());
    expect(await row(inserted!.id)).toMatchObject({ status: 'pending', attempts: 1, sendError: 'a mail with neither content nor order' });
    expect(smtp.inbox).toHaveLength(0);
  });
});
