import { eq, sql } from 'drizzle-orm';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { type SmtpCatcher, startSmtpCatcher } from '../test/smtp-catcher';
import type { Mail } from './mail';
import { deliverMail, type MailWorkerDeps } from './mail-worker';
import { MAIL_QUEUE, queueMail } from './outbox';
import { queryRows } from '../db/database';
import { type MailTransport, smtpTransport } from './transport';

let t: TestApp;
let smtp: SmtpCatcher;
let transport: MailTransport;
let clock: Date;
let seq = 0;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  transport = smtpTransport(smtp.url, 'Print Atelier <shop@shop.example>');
  // No worker of the app's own: the test runs every try itself, on its own clock, as the job engine would.
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
/** One try of a mail's job (the engine's last when `final`); a refused try throws, as the engine expects, and answers false. */
async function tryMail(outboxId: number, overrides: Partial<MailWorkerDeps> = {}, final = false): Promise<boolean> {
  try {
    await deliverMail(deps(overrides), { data: { outboxId }, final, stopping: new AbortController().signal, handedBack: new AbortController().signal });
    return true;
  } catch {
    return false;
  }
}
const row = async (id: number) => (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

describe('mail worker', () => {
  it('delivers a queued mail through the mail server once and marks it sent', async () => {
    const mail = aMail();
    const id = await queueMail(t.database.db, mail);
    expect(await tryMail(id)).toBe(true);
    expect(smtp.inbox.map((m) => m.to)).toEqual([[mail.to]]);
    expect(smtp.inbox[0]?.raw).toContain(`Subject: ${mail.subject}`);
    expect(smtp.inbox[0]?.raw).toContain('filename=a.txt');
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, sendError: null });
    expect(await tryMail(id), 'a job tried again after its mail was sent').toBe(true);
    expect(smtp.inbox).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('keeps no content of a sent mail: recipient, subject and status stay for the record, body and attachments go', async () => {
    const mail = {
      ...aMail(),
      text: 'Your link: http://shop.test/de/customer/newpassword/7/SECRETKEY',
      html: '<a href="http://shop.test/?access=SECRETTOKEN">x</a>',
      secrets: ['SECRETKEY', 'SECRETTOKEN'],
    };
    const id = await queueMail(t.database.db, mail);
    await tryMail(id);
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

  it('keeps a refused mail with the reason for the next try, and delivers it once the server takes it', async () => {
    const mail = aMail();
    const id = await queueMail(t.database.db, mail);
    smtp.refusing = true;
    expect(await tryMail(id), 'a refused try fails its job: the engine tries it again').toBe(false);
    const first = await row(id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1 });
    expect(first.sendError).toMatch(/451|temporarily/);
    await tryMail(id);
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 2 });

    smtp.refusing = false;
    expect(await tryMail(id)).toBe(true);
    expect(smtp.inbox.map((m) => m.to)).toEqual([[mail.to]]);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 3, sendError: null });
  });

  it('retries when the mail server cannot be reached at all', async () => {
    const id = await queueMail(t.database.db, aMail());
    const down = smtpTransport('smtp://127.0.0.1:1', 'shop@shop.example');
    try {
      expect(await tryMail(id, { transport: down })).toBe(false);
    } finally {
      down.close();
    }
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await row(id)).sendError).toMatch(/ECONNREFUSED|connect/);
    await tryMail(id);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('gives up after the last try and leaves the mail failed, with its content, for staff to see and send again', async () => {
    const id = await queueMail(t.database.db, aMail());
    smtp.refusing = true;
    expect(await tryMail(id, {}, true), 'the last try fails its job: a dead letter').toBe(false);
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(await row(id)).toMatchObject({ textBody: expect.any(String), htmlBody: expect.any(String), subject: expect.stringMatching(/^Test/) });
    expect((await row(id)).sendError).toMatch(/451|temporarily/);
    smtp.refusing = false;
    expect(await tryMail(id), 'a failed mail is not sent until staff retry it').toBe(true);
    expect(smtp.inbox).toHaveLength(0);
  });

  it('fails a mail at once when the mail server refuses it for good (550), and sends it once staff retry it', async () => {
    const id = await queueMail(t.database.db, { ...aMail(), to: 'nobody@gone.example' });
    smtp.bouncingDomains = ['gone.example'];
    expect(await tryMail(id), 'its job is done: trying again cannot succeed').toBe(true);
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, textBody: expect.any(String) });
    expect(failed.sendError).toMatch(/550|No such mailbox/);
    smtp.bouncingDomains = [];
    await t.database.db.update(mailOutbox).set({ status: 'pending', attempts: 0 }).where(eq(mailOutbox.id, id));
    await tryMail(id);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(smtp.inbox.map((m) => m.to)).toEqual([['nobody@gone.example']]);
  });

  it('sends a mail whose try before died with its process (the row still says sending)', async () => {
    const id = await queueMail(t.database.db, aMail());
    await t.database.db.update(mailOutbox).set({ status: 'sending', attempts: 1, updatedAt: clock }).where(eq(mailOutbox.id, id));
    expect(await tryMail(id)).toBe(true);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('keeps mails in the outbox without a mail server (embedded mode)', async () => {
    const id = await queueMail(t.database.db, aMail());
    await tryMail(id, { transport: null });
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
    await tryMail(kept, { transport: null, log });
    const sent = await queueMail(t.database.db, mail);
    await tryMail(sent, { log });
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
    expect(await tryMail(inserted!.id)).toBe(false);
    expect(await row(inserted!.id)).toMatchObject({ status: 'pending', attempts: 1, sendError: 'a mail with neither content nor order' });
    expect(smtp.inbox).toHaveLength(0);
  });

  it('queues a mail with its job in one transaction: a rolled-back mail leaves neither', async () => {
    const mailJobs = async () =>
      (await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${MAIL_QUEUE}`))[0]!.n;
    const before = await mailJobs();
    const mail = aMail();
    await expect(
      t.database.db.transaction(async (tx) => {
        await queueMail(tx, mail);
        throw new Error('the order failed after its mail was queued');
      }),
    ).rejects.toThrow('the order failed');
    expect(await mailJobs()).toBe(before);
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, mail.to))).toEqual([]);
    await queueMail(t.database.db, aMail());
    expect(await mailJobs(), 'a committed mail has its job').toBe(before + 1);
  });
});
