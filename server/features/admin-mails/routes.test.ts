import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MailDetail, MailSummary } from '../../../shared/api/admin-mails';
import { mailOutbox } from '../../db/schema';
import { MAIL_MAX_ATTEMPTS, queueMail } from '../../mail/outbox';
import { expectError } from '../../test/expect-error';
import { useTestApp } from '../../test/use-test-app';
import { auditEntries } from '../audit/audit';
import { confirm, newGuest, prepareGuest } from '../checkout/checkout-test-helpers';
import { staffSession } from '../staff/test-helpers';
import { demoCompany } from '../../../shared/api/demo-company';
import { giftVoucherCodesMail } from '../../mail/templates/gift-voucher-codes';
import { newGiftCode } from '../gift-vouchers/issue-codes';

const t = useTestApp();
const headers = { cookie: '', 'accept-language': 'en' };
beforeAll(async () => {
  headers.cookie = (await staffSession(t.app, 'office')).headers.cookie;
});

const list = async (query: string) => ((await t.app.inject({ url: `/api/admin/mails?${query}`, headers })).json() as { mails: MailSummary[] }).mails;
const detail = async (id: number) => MailDetail.parse((await t.app.inject({ url: `/api/admin/mails/${id}`, headers })).json());
const retry = (id: number) => t.app.inject({ method: 'POST', url: `/api/admin/mails/${id}/retry`, headers });

async function failedMail(to: string) {
  const id = await queueMail(t.app.db, { to, subject: 'Ihr Foto', text: 'Hallo', html: '<p>Hallo</p>' });
  await t.app.db.update(mailOutbox).set({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS, sendError: '550 mailbox unavailable' }).where(eq(mailOutbox.id, id));
  return id;
}

describe('the outbox in the back office', () => {
  it("shows the text a guest's confirmation said, with the order's access token masked", async () => {
    const guest = await newGuest(t.app);
    await prepareGuest(t.app, guest, 'invoice', 'outbox-guest@example.ch');
    const order = await confirm(t.app, guest);
    await t.app.mail.flush();
    const [mail] = await list('q=outbox-guest');
    expect(mail).toMatchObject({ recipient: 'outbox-guest@example.ch', status: 'kept', order: { id: order.orderId, number: order.number }, canRetry: false });
    const { receivedText } = await detail(mail!.id);
    expect(receivedText).toContain(order.number);
    expect(receivedText).toContain(`order=${order.orderId}&access=•••`);
    expect(receivedText).not.toContain(order.accessToken!);
  });

  it("shows a gift-voucher mail with its codes masked, the ones written before masking too: staff can't spend them", async () => {
    const codes = [newGiftCode(), newGiftCode()];
    const mail = giftVoucherCodesMail({
      to: 'outbox-gift@example.ch',
      locale: 'de',
      addressee: null,
      number: 'PA-GIFT',
      codes: codes.map((code) => ({ code, amountRappen: 5000 })),
      sender: demoCompany,
    });
    const id = await queueMail(t.app.db, mail);
    const [older] = await t.app.db
      .insert(mailOutbox)
      .values({ recipient: 'outbox-gift-old@example.ch', subject: mail.subject, receivedText: mail.text })
      .returning({ id: mailOutbox.id });
    for (const shown of [await detail(id), await detail(older!.id)]) {
      expect(shown.receivedText).toContain('50.00');
      expect(shown.receivedText).toContain('•••');
      for (const code of codes) expect(shown.receivedText).not.toContain(code);
    }
  });

  it('sends a failed mail again with a fresh count of attempts, and records who did', async () => {
    const id = await failedMail('refused@example.ch');
    expect((await list('status=failed&q=refused@'))[0]).toMatchObject({ id, canRetry: true, sendError: '550 mailbox unavailable' });
    const res = await retry(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'pending', attempts: 0, sendError: null, canRetry: false });
    const [entry] = await auditEntries(t.app.db, { subjectType: 'mail', subjectId: String(id), limit: 1 });
    expect(entry).toMatchObject({ action: 'mail.retry', after: { status: 'pending' } });
    expect(entry?.staffId).not.toBeNull();
  });

  it('refuses to send again a mail that did not fail, or whose content is gone', async () => {
    const sent = await queueMail(t.app.db, { to: 'fine@example.ch', subject: 'Ok', text: 'Ok', html: '<p>Ok</p>' });
    expect(expectError(await retry(sent), 409, 'conflict').error.message).toMatch(/did not fail/);
    const gone = await failedMail('gone@example.ch');
    await t.app.db.update(mailOutbox).set({ textBody: null, htmlBody: null }).where(eq(mailOutbox.id, gone));
    expect((await detail(gone)).canRetry).toBe(false);
    expect(expectError(await retry(gone), 409, 'conflict').error.message).toMatch(/retention/);
    expectError(await retry(999_999), 404, 'not_found');
  });

  it('is not for the workshop', async () => {
    const production = (await staffSession(t.app, 'production')).headers.cookie;
    expectError(await t.app.inject({ url: '/api/admin/mails', headers: { cookie: production } }), 403, 'forbidden');
  });
});
