import type { CockpitDay } from '../cockpit/order-conditions';
import { inArray } from 'drizzle-orm';
import type { BulkResult, BulkShip, OrderSelection } from '../../../shared/api/admin-orders-bulk';
import { readTrackingLines } from '../../../shared/domain/orders/tracking-lines';
import type { AnyMessageKey } from '../../../shared/i18n/messages/server-catalogues';
import { orders } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { serverIntl } from '../../i18n/server-intl';
import type { StaffActor } from '../../http/require-staff';
import { selectedOrders } from './order-selection';
import { type StatusChange, type StatusContext, applyStatusChange } from '../order-status/change-status';

/** One order a bulk action moves: the change, and the number its answer names it by. */
interface BulkStep {
  number: string;
  change: Omit<StatusChange, 'actor' | 'staff'>;
}

/**
 * Moves each order by the rules of one status change (change-status.ts), each in a transaction of
 * its own: an order the rules refuse, or one that fails half-way, is left as it was while the
 * others go on. A refusal's message is the one staff get for that order alone, in their language.
 */
async function applyBulk(ctx: StatusContext, staff: StaffActor, steps: readonly BulkStep[]): Promise<BulkResult> {
  const result: BulkResult = { done: [], refused: [] };
  for (const { number, change } of steps) {
    try {
      await ctx.db.transaction((tx) => applyStatusChange({ ...ctx, db: tx }, { ...change, actor: 'staff', staff }));
      result.done.push({ orderId: change.orderId, number });
    } catch (error) {
      // A role the rules refuse is the same for every order: the whole action is refused, as one order's would be.
      if (!(error instanceof HttpError) || error.code === 'forbidden') throw error;
      const reason = error.hasMessage ? error.message : serverIntl(ctx.locale).formatMessage({ id: 'admin.bulk.failed' });
      result.refused.push({ orderId: change.orderId, number, reason });
    }
  }
  return result;
}

/** Starts production of each selected order (the startProduction event's rules decide which may). */
export async function startProduction(ctx: StatusContext, staff: StaffActor, selection: OrderSelection, day: CockpitDay): Promise<BulkResult> {
  const selected = await selectedOrders(ctx.db, selection, day);
  return applyBulk(
    ctx,
    staff,
    selected.map((order): BulkStep => ({ number: order.number, change: { orderId: order.id, event: 'startProduction' } })),
  );
}

/**
 * Ships the orders of pasted "order number, tracking number" lines. What no order can be read
 * from (an unreadable line, an unknown number, an order listed again) is refused before anything
 * moves; each order read is then shipped by the ship event's rules.
 */
export async function shipFromLines(ctx: StatusContext, staff: StaffActor, input: BulkShip): Promise<BulkResult> {
  const t = (id: AnyMessageKey, values?: Record<string, number>) => serverIntl(ctx.locale).formatMessage({ id }, values);
  const { parcels, unreadable } = readTrackingLines(input.lines);
  const refused: BulkResult['refused'] = unreadable.map((line) => ({
    orderId: null,
    number: t('admin.bulk.line', { line }),
    reason: t('admin.bulk.unreadableLine'),
  }));
  const numbers = [...new Set(parcels.map((parcel) => parcel.orderNumber))];
  const found = numbers.length === 0 ? [] : await ctx.db.select({ id: orders.id, number: orders.number }).from(orders).where(inArray(orders.number, numbers));
  const idOf = new Map(found.map((order) => [order.number, order.id]));
  const steps: BulkStep[] = [];
  const listed = new Set<string>();
  for (const parcel of parcels) {
    const orderId = idOf.get(parcel.orderNumber);
    if (orderId === undefined) refused.push({ orderId: null, number: parcel.orderNumber, reason: t('admin.bulk.unknownOrder') });
    else if (listed.has(parcel.orderNumber)) refused.push({ orderId, number: parcel.orderNumber, reason: t('admin.bulk.listedTwice') });
    else
      steps.push({
        number: parcel.orderNumber,
        change: { orderId, event: 'ship', trackingNumber: parcel.trackingNumber, unprintedReason: input.unprintedReason },
      });
    listed.add(parcel.orderNumber);
  }
  const shipped = await applyBulk(ctx, staff, steps);
  return { done: shipped.done, refused: [...refused, ...shipped.refused] };
}
