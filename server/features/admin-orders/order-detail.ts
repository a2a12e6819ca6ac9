import { asc, eq } from 'drizzle-orm';
import type { AdminOrderDetail } from '../../../shared/api/admin-orders';
import type { Db } from '../../db/database';
import { mailOutbox, paymentReminders } from '../../db/schema';
import { notFound } from '../../http/http-error';
import type { DesignThumbnails } from '../../thumbnails/design-thumbnail-urls';
import type { Providers } from '../basket/basket-view';
import { orderStatusView } from '../order-status/status-view';
import { orderById, orderDetail } from '../orders/order-views';

/** The mails written about an order, oldest first: what the customer was told, never the text itself. */
async function orderMails(db: Db, orderId: number): Promise<AdminOrderDetail['mails']> {
  const rows = await db
    .select({
      id: mailOutbox.id,
      recipient: mailOutbox.recipient,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.orderId, orderId))
    .orderBy(asc(mailOutbox.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), sentAt: row.sentAt?.toISOString() ?? null }));
}

/** The payment reminders taken for an order, oldest first. */
async function orderReminders(db: Db, orderId: number): Promise<AdminOrderDetail['reminders']> {
  const rows = await db
    .select({ step: paymentReminders.step, feeRappen: paymentReminders.feeRappen, payBy: paymentReminders.payBy, createdAt: paymentReminders.createdAt })
    .from(paymentReminders)
    .where(eq(paymentReminders.orderId, orderId))
    .orderBy(asc(paymentReminders.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** One order as the staff see it: the customer's view of it, with who ordered and the mails sent. */
export async function adminOrderDetail(db: Db, providers: Providers, thumbnails: DesignThumbnails, id: number): Promise<AdminOrderDetail> {
  const order = await orderById(db, id);
  if (!order) throw notFound('order');
  const [detail, mails, reminders, status] = await Promise.all([
    orderDetail(db, order, providers, thumbnails),
    orderMails(db, id),
    orderReminders(db, id),
    orderStatusView(db, order),
  ]);
  const { partnerId, attribution } = order;
  return {
    ...detail,
    customerId: order.customerId,
    mails,
    reminders,
    statusHistory: status.history,
    progress: status.progress,
    attribution: partnerId !== null && attribution !== null ? { partnerId, partnerName: detail.partnerName ?? '', ...attribution } : null,
  };
}
