import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BulkResult } from '../../../shared/api/admin-orders-bulk';
import { auditLog, mailOutbox, paymentReminders } from '../../db/schema';
import { testClock } from '../../test/test-app';
import { insertOrder } from '../../test/test-order';
import { useTestApp } from '../../test/use-test-app';
import { staffSession } from '../staff/test-helpers';

/*
 * The order list's "send the payment reminders due" through POST /api/admin/orders/bulk/reminders,
 * on a clock the test sets: invoices are due 30 days after the order, the first reminder comes 10
 * days later (the default settings). Orders are placed by date relative to 1 June 2030.
 */

const clock = testClock(new Date('2030-06-01T10:00:00Z'));
const t = useTestApp({ PRINT_WORKER_POLL_MS: '0', REMINDER_POLL_MS: '0', PAYMENT_DUE_DAYS: '30' }, { now: () => clock.now });
let office: Awaited<ReturnType<typeof staffSession>>;
beforeAll(async () => {
  office = await staffSession(t.app, 'office');
});

const remind = (ids: readonly { id: number }[], headers: Record<string, string> = office.headers, lang = 'de') =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/orders/bulk/reminders',
    headers: { ...headers, 'accept-language': lang },
    payload: { ids: ids.map((order) => order.id).join(',') },
  });

/** An invoice order placed on `day` of 2030, unpaid unless the values say otherwise. */
const invoiceOrder = (day: string, values: Parameters<typeof insertOrder>[1] = {}) =>
  insertOrder(t.app, { createdAt: new Date(`2030-${day}T09:00:00Z`), ...values });

describe('the bulk payment reminder', () => {
  it('sends the reminder due to an overdue invoice, audited under the staff member, and refuses the others with the reason', async () => {
    const overdue = await invoiceOrder('04-01');
    const early = await invoiceOrder('05-25');
    const prepaid = await invoiceOrder('04-01', { paymentMethod: 'prepayment' });
    const paid = await invoiceOrder('04-01', { status: 'paid', paidAt: new Date('2030-05-02T08:00:00Z') });
    const cancelled = await invoiceOrder('04-01', { status: 'cancelled' });
    const listed = await invoiceOrder('02-01');
    await t.app.db.insert(paymentReminders).values(
      (['first', 'second', 'person'] as const).map((step) => ({
        orderId: listed.id,
        step,
        payBy: '2030-04-01',
        createdAt: new Date('2030-04-01T09:00:00Z'),
      })),
    );

    const res = await remind([overdue, early, prepaid, paid, cancelled, listed]);
    expect(res.statusCode, res.body).toBe(200);
    const result = BulkResult.parse(res.json());
    expect(result.done).toEqual([{ orderId: overdue.id, number: overdue.number }]);
    expect(Object.fromEntries(result.refused.map((refusal) => [refusal.number, refusal.reason]))).toEqual({
      [early.number]: 'Die erste Zahlungserinnerung ist erst am 04.07.2030 fällig.',
      [prepaid.number]: 'Keine Rechnung: Diese Bestellung wird nicht auf Rechnung bezahlt.',
      [paid.number]: 'Diese Bestellung ist bereits bezahlt.',
      [cancelled.number]: 'Diese Bestellung ist storniert.',
      [listed.number]: 'Nach zwei Erinnerungen ist sie bereits für eine Person vorgemerkt.',
    });

    const [step] = await t.app.db.select().from(paymentReminders).where(eq(paymentReminders.orderId, overdue.id));
    expect(step).toMatchObject({ step: 'first', feeRappen: 0, payBy: '2030-06-15' });
    const [mail] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, step!.outboxId!));
    expect(mail?.subject).toBe(`Zahlungserinnerung: Bestellung ${overdue.number}`);
    const audited = await t.app.db
      .select({ action: auditLog.action, staffId: auditLog.staffId, subjectId: auditLog.subjectId })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.subjectType, 'order'),
          inArray(
            auditLog.subjectId,
            [overdue, early, prepaid, paid, cancelled, listed].map((order) => String(order.id)),
          ),
        ),
      );
    expect(audited).toEqual([{ action: 'order.reminder.first', staffId: office.id, subjectId: String(overdue.id) }]);
    const untouched = [early, prepaid, paid, cancelled].map((order) => order.id);
    expect(await t.app.db.select().from(paymentReminders).where(inArray(paymentReminders.orderId, untouched))).toEqual([]);
  });

  it('sends nothing more when asked again the same day: the second reminder waits its period (refused in the staff’s language)', async () => {
    const overdue = await invoiceOrder('03-15');
    expect(BulkResult.parse((await remind([overdue])).json()).done).toHaveLength(1);
    const again = BulkResult.parse((await remind([overdue], office.headers, 'fr')).json());
    expect(again).toEqual({
      done: [],
      refused: [{ orderId: overdue.id, number: overdue.number, reason: 'Le second rappel de paiement n’est dû que le 15.06.2030.' }],
    });
    const steps = await t.app.db.select().from(paymentReminders).where(eq(paymentReminders.orderId, overdue.id));
    expect(steps.map((row) => row.step)).toEqual(['first']);
  });

  it('is the office’s: production staff are refused, and nobody without a session', async () => {
    const overdue = await invoiceOrder('04-01');
    const production = await staffSession(t.app, 'production');
    expect((await remind([overdue], production.headers)).statusCode).toBe(403);
    expect((await remind([overdue], {})).statusCode).toBe(401);
    expect(await t.app.db.select().from(paymentReminders).where(eq(paymentReminders.orderId, overdue.id))).toEqual([]);
  });
});
