import { readFileSync } from 'node:fs';
import { and, asc, eq, like } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { formatRappen } from '../../../shared/i18n/format';
import { auditLog, mailOutbox, orders, paymentReminders } from '../../db/schema';
import { testClock } from '../../test/test-app';
import { changeOrderStatus } from '../../test/test-order';
import { useTestApp } from '../../test/use-test-app';
import { confirm, newGuest, prepareGuest } from '../checkout/checkout-test-helpers';
import { staffSession } from '../staff/test-helpers';

/*
 * The reminder job through the job engine, on a clock the test moves: the invoice is due 30 days
 * after the order; the defaults send the first reminder 10 days later, the second (CHF 20 fee) 14
 * days after it, and list the order for a person 14 days after that.
 */

const DAY = 86_400_000;
const clock = testClock(new Date('2030-03-01T10:00:00Z'));
const t = useTestApp({ PRINT_WORKER_POLL_MS: '0', REMINDER_POLL_MS: '0', PAYMENT_DUE_DAYS: '30' }, { now: () => clock.now });

async function invoiceOrder(email: string, language = 'de') {
  const guest = await newGuest(t.app);
  guest.headers['accept-language'] = language;
  await prepareGuest(t.app, guest, 'invoice', email);
  const { orderId } = await confirm(t.app, guest);
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

const stepsOf = async (orderId: number) =>
  (await t.database.db.select().from(paymentReminders).where(eq(paymentReminders.orderId, orderId)).orderBy(asc(paymentReminders.id))).map((row) => [
    row.step,
    row.feeRappen,
    row.payBy,
  ]);

const reminderMails = (orderId: number, subject: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.orderId, orderId), like(mailOutbox.subject, `%${subject}%`)))
    .orderBy(asc(mailOutbox.id));

const pdfText = async (base64: string) => (await extractText(await getDocumentProxy(new Uint8Array(Buffer.from(base64, 'base64'))), { mergePages: true })).text;

/** Moves the clock to `days` after 1 March 2030 and runs the job. */
async function runOn(days: number) {
  clock.now = new Date(new Date('2030-03-01T10:00:00Z').getTime() + days * DAY);
  await t.app.paymentReminders.run();
}

describe('payment reminders', () => {
  it('sends a first reminder with a fresh QR-bill, a second with the fee in its amount, then lists the order for a person', async () => {
    clock.now = new Date('2030-03-01T10:00:00Z');
    const order = await invoiceOrder('late@example.ch');
    const due = order.totalRappen - order.paidByVouchersRappen;

    await runOn(39);
    expect(await stepsOf(order.id)).toEqual([]);
    await runOn(40);
    await runOn(40);
    expect(await stepsOf(order.id)).toEqual([['first', 0, '2030-04-24']]);
    const [first] = await reminderMails(order.id, 'Zahlungserinnerung');
    expect(first?.subject).toBe(`Zahlungserinnerung: Bestellung ${order.number}`);
    expect(first?.textBody).toContain(`bis am 24.04.2030`);
    const firstPdf = await pdfText(first!.attachments![0]!.contentBase64);
    expect(firstPdf).toContain('Zahlungserinnerung zur Rechnung');
    expect(firstPdf).not.toContain('Mahngebühr');

    await runOn(53);
    expect(await stepsOf(order.id)).toHaveLength(1);
    await runOn(54);
    expect((await stepsOf(order.id)).at(-1)).toEqual(['second', 2000, '2030-05-08']);
    const second = (await reminderMails(order.id, '2. Zahlungserinnerung')).at(-1)!;
    expect(second.textBody).toContain(formatRappen(due + 2000, 'de'));
    const secondPdf = await pdfText(second.attachments![0]!.contentBase64);
    expect(secondPdf).toContain('Mahngebühr');
    // The QR-bill's amount, as its payment part prints it (12 345.60), is the amount due with the fee.
    expect(secondPdf.replace(/\s/g, '')).toContain(((due + 2000) / 100).toFixed(2));

    await runOn(68);
    expect((await stepsOf(order.id)).map(([step]) => step)).toEqual(['first', 'second', 'person']);
    expect(await reminderMails(order.id, 'rinnerung')).toHaveLength(2);
    await runOn(200);
    expect(await stepsOf(order.id)).toHaveLength(3);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'order'), eq(auditLog.subjectId, String(order.id))));
    expect(audited.map((entry) => entry.action).filter((action) => action.startsWith('order.reminder.'))).toEqual([
      'order.reminder.first',
      'order.reminder.second',
      'order.reminder.person',
    ]);
  });

  it('writes the reminder in the order’s language', async () => {
    clock.now = new Date('2030-03-01T10:00:00Z');
    const order = await invoiceOrder('tard@example.ch', 'fr');
    await runOn(40);
    const [mail] = await reminderMails(order.id, 'Rappel de paiement');
    expect(mail?.subject).toBe(`Rappel de paiement\u202f: commande ${order.number}`);
    expect(await pdfText(mail!.attachments![0]!.contentBase64)).toContain('Rappel de paiement de la facture');
  });

  it('stops at once when staff mark the order paid', async () => {
    clock.now = new Date('2030-03-01T10:00:00Z');
    const order = await invoiceOrder('paid-by-hand@example.ch');
    await runOn(40);
    clock.now = new Date(clock.now.getTime() + 13 * DAY);
    const staff = await staffSession(t.app, 'office');
    expect((await changeOrderStatus(t.app, staff.headers, order.id, { event: 'markPaid' })).statusCode).toBe(200);
    await runOn(54);
    await runOn(80);
    expect((await stepsOf(order.id)).map(([step]) => step)).toEqual(['first']);
  });

  it('stops when the bank file pays the second reminder’s amount, its fee included', async () => {
    clock.now = new Date('2030-03-01T10:00:00Z');
    const order = await invoiceOrder('paid-by-bank@example.ch');
    await runOn(40);
    await runOn(54);
    const staff = await staffSession(t.app, 'office');
    const amount = (order.totalRappen - order.paidByVouchersRappen + 2000) / 100;
    const content = readFileSync(new URL('../bank-payments/samples/camt054-v04-single.xml', import.meta.url), 'utf8')
      .replaceAll('{{AMOUNT}}', amount.toFixed(2))
      .replaceAll('{{REFERENCE}}', order.qrReference);
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/bank-files', headers: staff.headers, payload: { filename: 'camt054.xml', content } });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { credits: { outcome: string }[] }).credits.map((credit) => credit.outcome)).toEqual(['paid']);
    await runOn(80);
    expect((await stepsOf(order.id)).map(([step]) => step)).toEqual(['first', 'second']);
  });

  it('takes the periods and the fee staff set, at its next run', async () => {
    clock.now = new Date('2030-03-01T10:00:00Z');
    const order = await invoiceOrder('settings@example.ch');
    const staff = await staffSession(t.app, 'office');
    const reminders = { firstAfterDays: 3, secondAfterDays: 5, personAfterDays: 7, secondFeeRappen: 1000 };
    const saved = await t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: staff.headers, payload: { version: 0, settings: { reminders } } });
    expect(saved.statusCode, saved.body).toBe(200);
    await runOn(33);
    await runOn(38);
    expect(await stepsOf(order.id)).toEqual([
      ['first', 0, '2030-04-08'],
      ['second', 1000, '2030-04-15'],
    ]);
  });
});
