import type { StaffActor } from '../../http/require-staff';
import { eq } from 'drizzle-orm';
import type { Company } from '../../../shared/api/company';
import { type OrderEvent, isAnnounced, shipRefusal } from '../../../shared/domain/orders/order-status';
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
import { openBankRefundOnCancel, type OpenedBankRefund } from '../bank-refunds/open-on-cancel';
import { orderMove } from '../orders/order-move';
import type { StatusActor } from '../orders/status-history';
import { unprintedItems } from './unprinted-items';
import { staffMailText } from '../mail-texts/mail-texts';

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
  /** Ship: why items not marked printed go out anyway (kept in the audit log). */
  unprintedReason?: string | undefined;
}

function refuse(
  ctx: Pick<StatusContext, 'locale'>,
  id:
    | 'admin.status.refused'
    | 'admin.status.trackingInvalid'
    | 'admin.status.reasonRequired'
    | 'admin.status.alreadyPaid'
    | 'admin.status.notReleased'
    | 'admin.status.unprinted',
  values?: Record<string, string | number>,
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
  const parcel = tracking?.ok ? { number: tracking.number, url: trackingUrl(ctx.trackingUrlTemplate, tracking.number) } : null;
  const note = parcel?.number ?? (change.event === 'cancel' ? reason : null);
  const next = orderMove(tx, order, { event: change.event, actor: change.actor, staff: change.staff, now: ctx.now, note, parcel });
  if (!next.ok) {
    if (next.reason === 'roleNotAllowed') throw new HttpError('forbidden');
    if (next.reason === 'alreadyPaid') refuse(ctx, 'admin.status.alreadyPaid');
    if (next.reason === 'notReleased')
      refuse(ctx, 'admin.status.notReleased', { hold: serverIntl(ctx.locale).formatMessage({ id: `admin.hold.${next.hold}` }) });
    refuse(ctx, 'admin.status.refused', { status: serverIntl(ctx.locale).formatMessage({ id: `care.orders.status.${order.status}` }) });
  }
  // Shipping items nobody marked printed needs a person's reason: the queue would lose them silently otherwise.
  const unprinted = change.event === 'ship' ? await unprintedItems(tx, order.id) : 0;
  const unprintedReason = change.unprintedReason?.trim() ?? '';
  if (shipRefusal(unprinted, unprintedReason) === 'unprinted') refuse(ctx, 'admin.status.unprinted', { count: unprinted });
  const updated = await next.write();
  await audit(tx, {
    by: change.staff,
    action: `order.${change.event}`,
    subjectType: 'order',
    subjectId: order.id,
    // The money's arrival is named of its own: an invoice paid in production changes no status.
    before: { status: order.status, ...(change.event === 'markPaid' ? { paidAt: null } : {}) },
    after: {
      status: next.to,
      ...(change.event === 'markPaid' ? { paidAt: ctx.now.toISOString() } : {}),
      ...(note === null ? {} : { note }),
      ...(unprinted > 0 ? { unprintedItems: unprinted, unprintedReason } : {}),
    },
    at: ctx.now,
  });
  // On the money, not on the status: an invoice order is paid when it may be in production or shipped already.
  if (change.event === 'markPaid') await issueGiftVoucherCodes(tx, order.id, ctx.company);
  let bankRefund: OpenedBankRefund | null = null;
  if (next.to === 'cancelled') {
    await releaseOrderVouchers(tx, order.id);
    await withdrawGiftVoucherCodes(tx, order.id);
    bankRefund = await openBankRefundOnCancel(tx, order, { actor: change.actor, staff: change.staff, reason, now: ctx.now });
  }
  if (next.to !== order.status && isAnnounced(next.to)) {
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
        bankRefund,
        link: order.customerId === null ? null : `${ctx.publicUrl}/${order.language}/selfcare/orders/${order.id}`,
        sender: ctx.company,
        staffText: await staffMailText(tx, `status.${next.to}`, order.language),
      }),
      order.id,
    );
  }
  return updated;
}
