import type { StaffActor } from '../staff/require-staff';
import { eq } from 'drizzle-orm';
import type { Company } from '../../../shared/api/company';
import { type OrderEvent, isAnnounced, transition } from '../../../shared/domain/orders/order-status';
import { parseTrackingNumber, trackingUrl } from '../../../shared/domain/orders/tracking-number';
import type { Locale } from '../../../shared/i18n/locales';
import type { Db } from '../../db/database';
import { orders } from '../../db/schema';
import { HttpError, notFound } from '../../http/http-error';
import { serverIntl } from '../../i18n/server-intl';
import { queueMail } from '../../mail/outbox';
import { orderStatusMail } from '../../mail/templates/order-status';
import { issueGiftVoucherCodes } from '../gift-vouchers/issue-codes';
import { withdrawGiftVoucherCodes } from '../gift-vouchers/withdraw-codes';
import type { OrderRow } from '../orders/order-views';
import { audit } from '../audit/audit';
import { releaseOrderVouchers } from './release-vouchers';
import { recordStatus, type StatusActor } from '../orders/status-history';

export interface StatusContext {
  db: Db;
  now: Date;
  /** The language of the request, for refusals (the mail goes in the order's language). */
  locale: Locale;
  company: Company;
  publicUrl: string;
  /** The carrier's tracking page, with {number}. */
  trackingUrlTemplate: string;
}

export interface StatusChange {
  orderId: number;
  event: OrderEvent;
  actor: StatusActor;
  /** The staff member causing it (actor 'staff'); the system's changes have none and need no role. */
  staff: StaffActor;
  /** Cancel: why (told to the customer). */
  reason?: string | undefined;
  /** Ship: the parcel's number as staff typed it. */
  trackingNumber?: string | undefined;
}

function refuse(
  ctx: Pick<StatusContext, 'locale'>,
  id: 'admin.status.refused' | 'admin.status.trackingInvalid' | 'admin.status.reasonRequired',
  values?: Record<string, string>,
  status: 'conflict' | 'validation_failed' = 'conflict',
): never {
  throw new HttpError(status, serverIntl(ctx.locale).formatMessage({ id }, values));
}

/**
 * Moves an order one step by the rules of shared/domain/orders, in one transaction with the order
 * row locked: two staff clicking at once, or the bank file and a person, make one change and the
 * other gets 409. The change is recorded (who, when, why), its consequences happen in the same
 * transaction (gift-voucher codes on paid, vouchers given back on cancel) and the customer's mail
 * is queued with it, so no crash sends a mail of a change that did not happen or loses one that did.
 * Runs inside the caller's transaction (the bank file pays orders with its own records, a cancel
 * refunds an online payment with it).
 */
export async function applyStatusChange(ctx: StatusContext, change: StatusChange): Promise<OrderRow> {
  const tracking = change.event === 'ship' ? parseTrackingNumber(change.trackingNumber ?? '') : null;
  if (tracking && !tracking.ok) refuse(ctx, 'admin.status.trackingInvalid', undefined, 'validation_failed');
  const reason = change.reason?.trim() ?? '';
  if (change.event === 'cancel' && reason === '') refuse(ctx, 'admin.status.reasonRequired', undefined, 'validation_failed');

  const tx = ctx.db;
  const [order] = await tx.select().from(orders).where(eq(orders.id, change.orderId)).for('update');
  if (!order) throw notFound('order');
  const next = transition(order.status, change.event, change.actor === 'staff' ? (change.staff?.role ?? null) : null);
  if (!next.ok) {
    if (next.reason === 'roleNotAllowed') throw new HttpError('forbidden');
    refuse(ctx, 'admin.status.refused', { status: serverIntl(ctx.locale).formatMessage({ id: `care.orders.status.${order.status}` }) });
  }
  const parcel = tracking?.ok ? { number: tracking.number, url: trackingUrl(ctx.trackingUrlTemplate, tracking.number) } : null;
  const [updated] = await tx
    .update(orders)
    .set({ status: next.to, statusChangedAt: ctx.now, ...(parcel ? { trackingNumber: parcel.number, trackingUrl: parcel.url } : {}) })
    .where(eq(orders.id, order.id))
    .returning();
  const note = parcel?.number ?? (change.event === 'cancel' ? reason : null);
  await recordStatus(tx, order.id, { status: next.to, event: change.event, actor: change.actor, staffId: change.staff?.id ?? null, note, at: ctx.now });
  await audit(tx, {
    by: change.staff,
    action: `order.${change.event}`,
    subjectType: 'order',
    subjectId: order.id,
    before: { status: order.status },
    after: { status: next.to, ...(note === null ? {} : { note }) },
    at: ctx.now,
  });
  if (next.to === 'paid') await issueGiftVoucherCodes(tx, order.id, ctx.company);
  if (next.to === 'cancelled') {
    await releaseOrderVouchers(tx, order.id);
    await withdrawGiftVoucherCodes(tx, order.id);
  }
  if (isAnnounced(next.to)) {
    await queueMail(
      tx,
      orderStatusMail({
        to: order.email,
        addressee: order.billingAddress,
        locale: order.language,
        number: order.number,
        status: next.to,
        tracking: parcel,
        reason: next.to === 'cancelled' ? reason : null,
        link: order.customerId === null ? null : `${ctx.publicUrl}/${order.language}/selfcare/orders/${order.id}`,
        sender: ctx.company,
      }),
      order.id,
    );
  }
  return updated as OrderRow;
}
