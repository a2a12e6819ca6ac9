import { and, count, gte, type SQL, sql, sum } from 'drizzle-orm';
import type { Cockpit } from '../../../shared/api/cockpit';
import { addCalendarDays } from '../../../shared/domain/calendar/swiss-holidays';
import { BACKLOG_SLICES, INVOICE_AGES, REVENUE_CHART_DAYS, WAITING_REASONS } from '../../../shared/domain/cockpit/cockpit-rules';
import { type Db, queryRows } from '../../db/database';
import { bankCredits, orders } from '../../db/schema';
import { waitingForPerson } from '../bank-payments/credit-views';
import { backlogCondition, type CockpitDay, counted, invoiceAgeCondition, waitingCondition, zurichDay } from './order-conditions';
import { zurichDayStart } from '../../db/zurich-days';

interface CockpitContext {
  db: Db;
  /** The Zurich day the figures are of, and the invoices' days to pay (config PAYMENT_DUE_DAYS). */
  day: CockpitDay;
}

const int = (value: SQL) => sql<number>`coalesce(${value}, 0)::int`.mapWith(Number);

const net = sql`${orders.totalRappen} - ${orders.voucherSalesRappen} - ${orders.vatRappen}`;

/** Orders and revenue of the days from `from` on, to today (the periods' figures, in one pass over the month). */
function period(from: string) {
  const placed = sql`${zurichDay(orders.createdAt)} >= ${from}::date`;
  return {
    orders: int(sql`count(*) filter (where ${placed})`),
    netRappen: int(sql`sum(${net}) filter (where ${placed})`),
    voucherSalesRappen: int(sql`sum(${orders.voucherSalesRappen}) filter (where ${placed})`),
  };
}

/** The back office's first page in figures, each one computed by PostgreSQL from the orders as they are. */
export async function cockpit({ db, day }: CockpitContext): Promise<Cockpit> {
  const monthStart = `${day.today.slice(0, 7)}-01`;
  const chartStart = addCalendarDays(day.today, 1 - REVENUE_CHART_DAYS);
  const placedBefore = sql`${orders.createdAt} < ${zurichDayStart(addCalendarDays(day.today, 1))}`;
  const [periods, attention, credits, revenue] = await Promise.all([
    db
      .select({ todays: period(day.today), months: period(monthStart) })
      .from(orders)
      .where(and(counted, gte(orders.createdAt, zurichDayStart(monthStart)), placedBefore)),
    db
      .select({
        ...Object.fromEntries(INVOICE_AGES.map(({ age }) => [`invoice_${age}`, int(sql`count(*) filter (where ${invoiceAgeCondition(age, day)})`)])),
        ...Object.fromEntries(
          INVOICE_AGES.map(({ age }) => [
            `due_${age}`,
            int(sql`sum(${orders.totalRappen} - ${orders.paidByVouchersRappen}) filter (where ${invoiceAgeCondition(age, day)})`),
          ]),
        ),
        ...Object.fromEntries(BACKLOG_SLICES.map(({ slice }) => [`backlog_${slice}`, int(sql`count(*) filter (where ${backlogCondition(slice, day)})`)])),
        backlog_undated: int(sql`count(*) filter (where ${backlogCondition('undated', day)})`),
        ...Object.fromEntries(WAITING_REASONS.map((reason) => [`waiting_${reason}`, int(sql`count(*) filter (where ${waitingCondition(reason)})`)])),
      })
      .from(orders),
    db
      .select({ count: count(), amountRappen: int(sql`${sum(bankCredits.amountRappen)}`) })
      .from(bankCredits)
      .where(waitingForPerson),
    queryRows<{ day: string; orders: number; netRappen: number }>(
      db,
      sql`select (${chartStart}::date + n)::text as "day", count(${orders.id})::int as "orders", coalesce(sum(${net}), 0)::int as "netRappen"
          from generate_series(0, ${REVENUE_CHART_DAYS - 1}::int) as n
          left join ${orders} on ${zurichDay(orders.createdAt)} = ${chartStart}::date + n and ${counted}
          group by n order by n`,
    ),
  ]);
  const figures = attention[0] as Record<string, number>;
  return {
    today: day.today,
    monthStart,
    ...periods[0]!,
    invoices: INVOICE_AGES.map(({ age }) => ({ age, count: figures[`invoice_${age}`]!, amountRappen: figures[`due_${age}`]! })),
    unmatchedCredits: credits[0]!,
    backlog: BACKLOG_SLICES.map(({ slice }) => ({ slice, count: figures[`backlog_${slice}`]! })),
    backlogUndated: figures.backlog_undated!,
    waiting: WAITING_REASONS.map((reason) => ({ reason, count: figures[`waiting_${reason}`]! })),
    revenue,
  };
}
