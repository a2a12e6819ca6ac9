import type { StaffActor } from '../../http/require-staff';
import { and, asc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { ProductionItem } from '../../../shared/api/production-queue';
import { releasedForProduction } from '../../../shared/domain/orders/order-status';
import { methodsReleasedOnOrder } from '../../../shared/domain/orders/production-release';
import type { Db } from '../../db/database';
import { orderItems, orders, printJobs } from '../../db/schema';
import { HttpError, notFound } from '../../http/http-error';
import { enqueue } from '../../jobs/enqueue';
import { readError } from '../production/print-failure';
import { PRINT_QUEUE, type PrintJob } from '../../jobs/print-file-jobs';
import { serverIntl } from '../../i18n/server-intl';
import type { DesignThumbnails } from '../../thumbnails/design-thumbnail-urls';
import { audit } from '../audit/audit';
import { applyStatusChange, type StatusContext } from '../order-status/change-status';
import { orderLine } from '../orders/order-views';

const QUEUE_LIMIT = 500;

async function itemsWhere(db: Db, thumbnails: DesignThumbnails, where: ReturnType<typeof and>, limit: number): Promise<ProductionItem[]> {
  const rows = await db
    .select({ item: orderItems, job: printJobs, order: { id: orders.id, number: orders.number, status: orders.status } })
    .from(printJobs)
    .innerJoin(orderItems, eq(orderItems.id, printJobs.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(where)
    .orderBy(asc(orders.id), asc(orderItems.position))
    .limit(limit);
  return rows.map(({ item, job, order }) => ({
    orderItemId: item.id,
    orderId: order.id,
    orderNumber: order.number,
    orderStatus: order.status,
    line: orderLine(item, thumbnails),
    printStatus: job.status,
    ...failureOf(job.status === 'failed' ? job.error : null),
    attempts: job.attempts,
    preflight: job.preflight,
    printedAt: job.printedAt?.toISOString() ?? null,
  }));
}

const failureOf = (error: string | null) => {
  if (error === null) return { printFailure: null, printError: null };
  const { failure, detail } = readError(error);
  return { printFailure: failure, printError: detail };
};

/**
 * releasedForProduction (shared/domain/orders) as a query: in production, or still to start and
 * either paid or of a payment method released when placed (an invoice).
 */
export const released = or(
  eq(orders.status, 'in_production'),
  and(inArray(orders.status, ['received', 'paid']), or(isNotNull(orders.paidAt), inArray(orders.paymentMethod, methodsReleasedOnOrder()))),
);

export function productionQueue(db: Db, thumbnails: DesignThumbnails): Promise<ProductionItem[]> {
  return itemsWhere(db, thumbnails, and(released), QUEUE_LIMIT);
}

async function oneItem(db: Db, thumbnails: DesignThumbnails, orderItemId: number): Promise<ProductionItem> {
  const [item] = await itemsWhere(db, thumbnails, and(eq(printJobs.orderItemId, orderItemId)), 1);
  if (!item) throw notFound('printFile');
  return item;
}

const conflict = (ctx: Pick<StatusContext, 'locale'>, id: 'admin.production.notFailed' | 'admin.production.notReady' | 'admin.production.printed') =>
  new HttpError('conflict', serverIntl(ctx.locale).formatMessage({ id }));

/** A failed print file gets a new job at once, with the queue's tries (a worker picks it on its next round). */
export async function retryPrintFile(ctx: StatusContext, thumbnails: DesignThumbnails, by: StaffActor, orderItemId: number): Promise<ProductionItem> {
  const job = await ctx.db.transaction(async (tx) => {
    const [retried] = await tx
      .update(printJobs)
      .set({ status: 'pending', error: null, updatedAt: ctx.now })
      .where(and(eq(printJobs.orderItemId, orderItemId), eq(printJobs.status, 'failed')))
      .returning({ id: printJobs.id });
    if (retried) await enqueue(tx, PRINT_QUEUE, { printJobId: retried.id } satisfies PrintJob);
    return retried;
  });
  if (!job) {
    await oneItem(ctx.db, thumbnails, orderItemId);
    throw conflict(ctx, 'admin.production.notFailed');
  }
  await audit(ctx.db, {
    by,
    action: 'orderItem.retryPrintFile',
    subjectType: 'orderItem',
    subjectId: orderItemId,
    before: { printStatus: 'failed' },
    after: { printStatus: 'pending' },
    at: ctx.now,
  });
  return oneItem(ctx.db, thumbnails, orderItemId);
}

/** Marks an item printed; the first printed item of an order released for production moves the order into production. */
export async function markPrinted(ctx: StatusContext, thumbnails: DesignThumbnails, staff: StaffActor, orderItemId: number): Promise<ProductionItem> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ job: printJobs, orderId: orderItems.orderId, status: orders.status, paymentMethod: orders.paymentMethod, paidAt: orders.paidAt })
      .from(printJobs)
      .innerJoin(orderItems, eq(orderItems.id, printJobs.orderItemId))
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(printJobs.orderItemId, orderItemId))
      .for('update', { of: printJobs });
    if (!row) throw notFound('printFile');
    if (row.job.printedAt !== null) throw conflict(ctx, 'admin.production.printed');
    const facts = { status: row.status, paymentMethod: row.paymentMethod, paid: row.paidAt !== null };
    if (row.job.status !== 'done' || !releasedForProduction(facts)) throw conflict(ctx, 'admin.production.notReady');
    await tx
      .update(printJobs)
      .set({ printedAt: ctx.now, printedByStaffId: staff?.id ?? null })
      .where(and(eq(printJobs.orderItemId, orderItemId), isNull(printJobs.printedAt)));
    await audit(tx, {
      by: staff,
      action: 'orderItem.printed',
      subjectType: 'orderItem',
      subjectId: orderItemId,
      after: { printedAt: ctx.now.toISOString() },
      at: ctx.now,
    });
    if (row.status !== 'in_production') await applyStatusChange({ ...ctx, db: tx }, { orderId: row.orderId, event: 'startProduction', actor: 'staff', staff });
  });
  return oneItem(ctx.db, thumbnails, orderItemId);
}
