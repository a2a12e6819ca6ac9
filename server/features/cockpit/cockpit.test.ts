import { beforeAll, describe, expect, it } from 'vitest';
import { AdminOrderList } from '../../../shared/api/admin-orders';
import { Cockpit, cockpitLists } from '../../../shared/api/cockpit';
import { addCalendarDays } from '../../../shared/domain/calendar/swiss-holidays';
import { zurichDate } from '../../../shared/domain/calendar/zurich-date';
import { BACKLOG_SLICES, INVOICE_AGES, netRevenueRappen, rangeOf, REVENUE_CHART_DAYS } from '../../../shared/domain/cockpit/cockpit-rules';
import type { OrderStatus } from '../../../shared/domain/orders/order-status';
import type { PaymentMethod } from '../../../shared/domain/payments/payment-methods';
import { bankCredits, bankFiles, bankRefunds, internalNotes, orderItems, paymentReminders, printJobs } from '../../db/schema';
import { expectError } from '../../test/expect-error';
import { insertOrder } from '../../test/test-order';
import { useTestApp } from '../../test/use-test-app';
import { staffSession } from '../staff/test-helpers';

const NOW = new Date('2026-11-29T10:00:00Z');
const TODAY = '2026-11-29';
const DUE_DAYS = 30;
const t = useTestApp({ PAYMENT_DUE_DAYS: String(DUE_DAYS) }, { now: () => NOW });

/** One seeded order and what was added to it: the ground truth the cockpit is checked against. */
interface Seed {
  id: number;
  createdAt: Date;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paid: boolean;
  totalRappen: number;
  voucherSalesRappen: number;
  vatRappen: number;
  paidByVouchersRappen: number;
  expectedDelivery: string | null;
  printFileFailed: boolean;
  refundOpen: boolean;
  noteFlagged: boolean;
  remindersExhausted: boolean;
}

const STATUSES: OrderStatus[] = ['received', 'paid', 'in_production', 'shipped', 'cancelled'];
const METHODS: PaymentMethod[] = ['invoice', 'prepayment', 'twint', 'invoice', 'card'];
const seeds: Seed[] = [];
/** An item whose print file failed: what the cockpit reads of it is the job's state alone. */
const FAILED_ITEM = {
  position: 1,
  productId: 'canvas',
  productName: 'Leinwand',
  quantity: 1,
  instruction: {} as never,
  design: {},
  printdata: {},
  unitRappen: 1000,
  totalRappen: 1000,
};
const headers = { cookie: '' };

const daysFrom = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/** A month and more of orders, spread over the Zurich days (midnight included) and every status, method and extra. */
async function seedOrders() {
  for (let i = 0; i < 120; i += 1) {
    // Back up to 100 days, at hours that cross Zurich's midnight (23:00 UTC is the next day in Zurich).
    const createdAt = new Date(NOW.getTime() - (i % 100) * 86_400_000 - ((i * 7) % 24) * 3_600_000 + 30 * 60_000);
    const totalRappen = 1_000 + i * 137;
    const voucherSalesRappen = i % 6 === 0 ? 500 : 0;
    const values = {
      createdAt,
      status: STATUSES[i % 5]!,
      paymentMethod: METHODS[i % 5 === 4 ? 4 : i % 4]!,
      totalRappen,
      voucherSalesRappen,
      vatRappen: Math.round(((totalRappen - voucherSalesRappen) * 81) / 1081),
      paidByVouchersRappen: i % 7 === 0 ? 200 : 0,
      expectedDelivery: i % 8 === 0 ? null : addCalendarDays(TODAY, (i % 15) - 5),
    };
    const paid = i % 3 === 0;
    const extras = { printFileFailed: i % 9 === 0, refundOpen: i % 10 === 1, noteFlagged: i % 11 === 2, remindersExhausted: i % 4 === 1 };
    const order = await insertOrder(t.app, { ...values, paidAt: paid ? createdAt : null });
    seeds.push({ id: order.id, paid, ...values, ...extras });
    const { printFileFailed, refundOpen, noteFlagged } = extras;
    if (printFileFailed) {
      const [item] = await t.app.db
        .insert(orderItems)
        .values({ ...FAILED_ITEM, orderId: order.id })
        .returning({ id: orderItems.id });
      await t.app.db.insert(printJobs).values({ orderItemId: item!.id, status: 'failed', attempts: 5 });
    }
    // A refund paid back, and a note not flagged, leave an order out of the waiting ones.
    await t.app.db.insert(bankRefunds).values({ orderId: order.id, amountRappen: 100, status: refundOpen ? 'open' : 'paidBack' });
    await t.app.db.insert(internalNotes).values({ orderId: order.id, authorStaffId: 1, text: 'Notiz', flagged: noteFlagged });
    // Listed for a person after both reminders: waiting only while the order is still unpaid.
    if (extras.remindersExhausted) await t.app.db.insert(paymentReminders).values({ orderId: order.id, step: 'person', payBy: TODAY });
  }
  const [file] = await t.app.db.insert(bankFiles).values({ filename: 'camt.xml', sha256: 'x', messageId: 'm' }).returning({ id: bankFiles.id });
  const credit = (n: number, outcome: typeof bankCredits.$inferInsert.outcome, decision: 'dismissed' | null) => ({
    fileId: file!.id,
    bankReference: `ref-${n}`,
    amountRappen: 1000 * n,
    currency: 'CHF',
    outcome,
    decision,
  });
  await t.app.db
    .insert(bankCredits)
    .values([credit(1, 'paid', null), credit(2, 'noReference', null), credit(3, 'amountDiffers', 'dismissed'), credit(4, 'unknownReference', null)]);
}

beforeAll(async () => {
  headers.cookie = (await staffSession(t.app, 'office')).headers.cookie;
  await seedOrders();
});

const dayOf = (seed: Seed) => zurichDate(seed.createdAt)!;
const sumOf = (list: Seed[], of: (seed: Seed) => number) => list.reduce((total, seed) => total + of(seed), 0);
const counted = () => seeds.filter((seed) => seed.status !== 'cancelled');
const periodOf = (list: Seed[]) => ({
  orders: list.length,
  netRappen: sumOf(list, netRevenueRappen),
  voucherSalesRappen: sumOf(list, (s) => s.voucherSalesRappen),
});
const openInvoices = () => counted().filter((s) => s.paymentMethod === 'invoice' && !s.paid);
const released = () =>
  seeds.filter((s) => s.status === 'in_production' || ((s.status === 'received' || s.status === 'paid') && (s.paid || s.paymentMethod === 'invoice')));

/** An open invoice's age, and a backlog order's slice, as the rules say. */
const ageOf = (s: Seed) => rangeOf(INVOICE_AGES, daysFrom(addCalendarDays(dayOf(s), DUE_DAYS), TODAY)).age;
const sliceOf = (s: Seed) => (s.expectedDelivery === null ? 'undated' : rangeOf(BACKLOG_SLICES, daysFrom(TODAY, s.expectedDelivery)).slice);

const cockpit = async () => {
  const res = await t.app.inject({ url: '/api/admin/cockpit', headers });
  expect(res.statusCode, res.body).toBe(200);
  return Cockpit.parse(res.json());
};

/** The ids of the orders the order list shows for a cockpit figure's link. */
const listed = async (filters: Record<string, string>) => {
  const res = await t.app.inject({ url: `/api/admin/orders?${new URLSearchParams({ ...filters, limit: '200' })}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return AdminOrderList.parse(res.json())
    .orders.map((order) => order.id)
    .toSorted((a, b) => a - b);
};
const ids = (list: Seed[]) => list.map((seed) => seed.id).toSorted((a, b) => a - b);

describe('the cockpit', () => {
  it("equals the ground truth of a seeded month: today's and the month's orders and revenue, net of VAT, vouchers sold apart", async () => {
    const figures = await cockpit();
    expect(figures.today).toBe(TODAY);
    expect(figures.monthStart).toBe('2026-11-01');
    const todays = counted().filter((s) => dayOf(s) === TODAY);
    const months = counted().filter((s) => dayOf(s) >= '2026-11-01' && dayOf(s) <= TODAY);
    expect(figures.todays).toEqual(periodOf(todays));
    expect(figures.months).toEqual(periodOf(months));
    expect(figures.todays.orders).toBeGreaterThan(0);
    // Cancelled orders were placed this month too: the linked list leaves them out as the figures do.
    expect(seeds.some((s) => s.status === 'cancelled' && dayOf(s) >= '2026-11-01')).toBe(true);
    expect(await listed(cockpitLists.period(TODAY, TODAY))).toEqual(ids(todays));
    expect(await listed(cockpitLists.period(figures.monthStart, TODAY))).toEqual(ids(months));

    const chartDays = Array.from({ length: REVENUE_CHART_DAYS }, (_, n) => addCalendarDays(TODAY, n + 1 - REVENUE_CHART_DAYS));
    expect(figures.revenue).toEqual(
      chartDays.map((day) => {
        const placed = counted().filter((s) => dayOf(s) === day);
        return { day, orders: placed.length, netRappen: sumOf(placed, netRevenueRappen) };
      }),
    );
  });

  it('equals the ground truth of open invoices by age, unmatched credits, the backlog and the orders waiting for a person; each figure lists its orders', async () => {
    const figures = await cockpit();
    for (const { age, count, amountRappen } of figures.invoices) {
      const open = openInvoices().filter((s) => ageOf(s) === age);
      expect({ age, count, amountRappen }).toEqual({ age, count: open.length, amountRappen: sumOf(open, (s) => s.totalRappen - s.paidByVouchersRappen) });
      expect(await listed(cockpitLists.invoices(age))).toEqual(ids(open));
    }
    expect(figures.invoices.map((bucket) => bucket.count).every((n) => n > 0)).toBe(true);

    expect(figures.unmatchedCredits).toEqual({ count: 2, amountRappen: 6000 });

    for (const { slice, count } of figures.backlog) {
      const orders = released().filter((s) => sliceOf(s) === slice);
      expect({ slice, count }).toEqual({ slice, count: orders.length });
      expect(await listed(cockpitLists.backlog(slice))).toEqual(ids(orders));
    }
    expect(figures.backlog.map((s) => s.slice)[0]).toBe('late');
    expect(figures.backlogUndated).toBe(released().filter((s) => s.expectedDelivery === null).length);
    expect(await listed(cockpitLists.backlog('undated'))).toHaveLength(figures.backlogUndated);

    const waiting = {
      printFileFailed: seeds.filter((s) => s.printFileFailed && s.status !== 'shipped' && s.status !== 'cancelled'),
      refundOpen: seeds.filter((s) => s.refundOpen),
      noteFlagged: seeds.filter((s) => s.noteFlagged),
      remindersExhausted: seeds.filter((s) => s.remindersExhausted && !s.paid),
    };
    for (const { reason, count } of figures.waiting) {
      expect({ reason, count }).toEqual({ reason, count: waiting[reason].length });
      expect(await listed(cockpitLists.waiting(reason))).toEqual(ids(waiting[reason]));
    }
  });

  it('is the office’s and the owner’s: production staff get a 403', async () => {
    const production = await staffSession(t.app, 'production');
    expectError(await t.app.inject({ url: '/api/admin/cockpit', headers: production.headers }), 403, 'forbidden');
  });
});
