import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { OrderProgress, OrderStatusView } from '../../../shared/api/order-status';
import { type AdminOrderDetail, getAdminOrder, getPrintFile } from '../../../shared/api/admin-orders';
import { buildPath } from '../../../shared/api/route';
import { formatRappen, formatSwissDate } from '../../../shared/i18n/format';
import type { MessageKey } from '../../../shared/i18n/messages';
import { ItemThumbnail } from '../../components/item-thumbnail';
import { PostalAddress } from '../../components/postal-address';
import { paths } from '../../config/paths';
import { useIntl } from '../../../ui/intl/intl-provider';
import { adminApi } from './admin-api';
import { formatMoment } from './admin-dates';
import { AdminDetailScreen } from './kit/admin-screen';
import { useAdminSession } from './admin-session';
import { OrderStatusPanel } from './order-status-panel';
import { rolesOf } from './admin-nav';
import { getAdminMails } from '../../../shared/api/admin-mails';
import { OrderRefundPanel } from './order-refund-panel';
import { getOrderPayment, type OrderPaymentView } from '../../../shared/api/online-payment';
import { useAdminResource } from './use-admin-resource';
import { type T, useT } from '../../../ui/intl/use-t';

/** One order for the staff (/admin/orders/:orderId). */
export function AdminOrderPage() {
  const intl = useIntl();
  const orderId = Number(useParams().orderId);
  const order = useAdminResource(() => adminApi(getAdminOrder, { params: { id: orderId } }), [orderId]);
  const title =
    order.status === 'ready' ? intl.formatMessage({ id: 'admin.order.title' }, { number: order.data.number }) : intl.formatMessage({ id: 'admin.loading' });
  return (
    <AdminDetailScreen title={title} back={{ to: paths.admin.href(), text: 'admin.order.back' }} resource={order}>
      {(data) => <OrderDetail order={data} />}
    </AdminDetailScreen>
  );
}

const statusViewOf = (order: AdminOrderDetail): OrderStatusView => ({
  status: order.status as OrderStatusView['status'],
  progress: order.progress,
  statusChangedAt: order.statusChangedAt,
  tracking: order.tracking,
  history: order.statusHistory,
});

/** Paid when, or what production waits for, or (an invoice) that it waits for nothing. */
function paymentLine(progress: OrderProgress, t: T, moment: (iso: string) => string): string {
  if (progress.paidAt !== null) return t('admin.order.paidAt', { date: moment(progress.paidAt) });
  return progress.hold === null ? t('admin.order.unpaidReleased') : t(`admin.hold.${progress.hold}`);
}

function OrderDetail({ order }: { order: AdminOrderDetail }) {
  const intl = useIntl();
  const t = useT();
  const { locale, me } = useAdminSession();
  const readsMails = me ? rolesOf(getAdminMails).includes(me.role) : false;
  const chf = (rappen: number) => formatRappen(rappen, locale);
  const moment = (iso: string) => formatMoment(intl.locale, iso);
  const { totals } = order;
  const [state, setState] = useState<OrderStatusView>(statusViewOf(order));
  // The payment is loaded again when the status changes (a cancel refunds an online payment).
  const loadedPayment = useAdminResource(() => adminApi(getOrderPayment, { params: { id: order.orderId } }), [order.orderId, state.status]);
  const [refunded, setRefunded] = useState<OrderPaymentView | null>(null);
  const payment = refunded ?? (loadedPayment.status === 'ready' ? loadedPayment.data : null);
  const statusChanged = (next: OrderStatusView) => {
    setRefunded(null);
    setState(next);
  };
  // A refund is a step of the order's history: the history is read again.
  const onRefunded = (next: OrderPaymentView) => {
    setRefunded(next);
    adminApi(getAdminOrder, { params: { id: order.orderId } }).then(
      (fresh) => setState(statusViewOf(fresh)),
      () => undefined,
    );
  };
  return (
    <div className="admin-detail">
      <section className="admin-card admin-wide" aria-labelledby="order-overview">
        <h2 id="order-overview">{t('admin.order.overview')}</h2>
        <dl className="admin-facts">
          <dt>{t('admin.orders.col.status')}</dt>
          <dd>
            <span className={`admin-status admin-status-${state.status}`} data-testid="admin-order-status">
              {t(`admin.status.${state.status}` as MessageKey)}
            </span>{' '}
            {t('admin.order.statusSince', { date: moment(state.statusChangedAt) })}
            {state.progress.hold && (
              <>
                {' · '}
                <strong data-testid="admin-order-hold">{t(`admin.hold.${state.progress.hold}`)}</strong>
              </>
            )}
          </dd>
          <dt>{t('admin.orders.col.date')}</dt>
          <dd>{moment(order.createdAt)}</dd>
          <dt>{t('admin.order.email')}</dt>
          <dd>
            <a href={`mailto:${order.email}`}>{order.email}</a>
          </dd>
          <dt>{t('admin.order.customer')}</dt>
          <dd>{order.customerId === null ? t('admin.order.guest') : t('admin.order.customerNumber', { id: order.customerId })}</dd>
          <dt>{t('admin.order.language')}</dt>
          <dd>{order.language.toUpperCase()}</dd>
          <dt>{t('admin.order.paymentMethod')}</dt>
          <dd>{order.paymentName}</dd>
          {(state.progress.paidAt !== null || state.status !== 'cancelled') && (
            <>
              <dt>{t('admin.order.payment')}</dt>
              <dd data-testid="admin-order-paid">{paymentLine(state.progress, t, moment)}</dd>
            </>
          )}
          <dt>{t('admin.order.shipping')}</dt>
          <dd>{order.shippingName}</dd>
          {order.expectedDelivery && (
            <>
              <dt>{t('admin.order.expectedDelivery')}</dt>
              <dd>{formatSwissDate(order.expectedDelivery)}</dd>
            </>
          )}
          {state.tracking && (
            <>
              <dt>{t('admin.order.tracking')}</dt>
              <dd>{state.tracking.url ? <a href={state.tracking.url}>{state.tracking.number}</a> : state.tracking.number}</dd>
            </>
          )}
        </dl>
      </section>
      <OrderStatusPanel
        orderId={order.orderId}
        view={state}
        onChanged={statusChanged}
        refundedOnCancel={payment?.refundableRappen ?? 0}
        refundedByBank={payment !== null && !payment.online}
      />
      <OrderRefundPanel orderId={order.orderId} email={order.email} loaded={loadedPayment} view={payment} onRefunded={onRefunded} />
      <section className="admin-card" aria-labelledby="order-billing">
        <h2 id="order-billing">{t('admin.order.billingAddress')}</h2>
        <PostalAddress address={order.billingAddress} />
      </section>
      <section className="admin-card" aria-labelledby="order-delivery">
        <h2 id="order-delivery">{t('admin.order.deliveryAddress')}</h2>
        <PostalAddress address={order.deliveryAddress} />
      </section>
      <section className="admin-card" aria-labelledby="order-comment">
        <h2 id="order-comment">{t('admin.order.comment')}</h2>
        <p className="admin-comment">{order.comment ?? t('admin.order.noComment')}</p>
      </section>
      <section className="admin-card admin-wide" aria-labelledby="order-items">
        <h2 id="order-items">{t('admin.order.items')}</h2>
        <ul className="admin-items">
          {order.items.map((item) => (
            <li key={item.id} className="admin-item" data-testid="admin-order-item">
              <ItemThumbnail url={item.thumbnailUrl} size={96} />
              <div>
                <p className="admin-item-name">{item.productName}</p>
                {item.customerDetails.length > 0 && <p className="admin-muted">{item.customerDetails.map((d) => `${d.property}: ${d.value}`).join(' · ')}</p>}
                <p>
                  {t('admin.order.quantity')}: {item.quantity} · {t('admin.order.unitPrice')}: {chf(item.unitRappen)} · {t('admin.order.itemTotal')}:{' '}
                  {chf(item.totalRappen)}
                </p>
                <p>
                  {t('admin.order.printFile')}:{' '}
                  {item.printStatus === 'done' ? (
                    <a
                      href={buildPath(getPrintFile.path, { orderItemId: item.id })}
                      download
                      aria-label={t('admin.order.downloadPrintFileOf', { product: item.productName })}
                    >
                      {t('admin.order.downloadPrintFile')}
                    </a>
                  ) : (
                    t(item.printStatus ? (`admin.print.${item.printStatus}` as MessageKey) : 'admin.print.none')
                  )}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section className="admin-card" aria-labelledby="order-vouchers">
        <h2 id="order-vouchers">{t('admin.order.vouchers')}</h2>
        {order.vouchers.length === 0 ? (
          <p>{t('admin.order.noVouchers')}</p>
        ) : (
          <ul>
            {order.vouchers.map((v) => (
              <li key={v.code}>
                <code>{v.code}</code> ({t(v.pays ? 'admin.order.voucherPays' : 'admin.order.voucherDiscount')}): {chf(v.amountRappen)}
              </li>
            ))}
          </ul>
        )}
        {order.giftVoucherCodes.length > 0 && (
          <>
            <h3>{t('admin.order.giftCodes')}</h3>
            <ul>
              {order.giftVoucherCodes.map((v) => (
                <li key={v.code}>
                  <code>{v.code}</code>: {chf(v.amountRappen)}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section className="admin-card" aria-labelledby="order-totals">
        <h2 id="order-totals">{t('admin.order.totals')}</h2>
        <dl className="admin-facts admin-amounts">
          <dt>{t('admin.order.itemsTotal')}</dt>
          <dd>{chf(totals.itemsRappen)}</dd>
          {totals.discountRappen > 0 && (
            <>
              <dt>{t('admin.order.discount')}</dt>
              <dd>−{chf(totals.discountRappen)}</dd>
            </>
          )}
          <dt>{t('admin.order.shippingCost')}</dt>
          <dd>{chf(totals.shippingRappen)}</dd>
          <dt>{t('admin.order.total')}</dt>
          <dd>
            <strong>{chf(totals.totalRappen)}</strong>
          </dd>
          <dt>{t('admin.order.vat', { rate: totals.vatRatePercent })}</dt>
          <dd>{chf(totals.vatRappen)}</dd>
          {totals.paidByVouchersRappen > 0 && (
            <>
              <dt>{t('admin.order.paidByVouchers')}</dt>
              <dd>{chf(totals.paidByVouchersRappen)}</dd>
              <dt>{t('admin.order.amountDue')}</dt>
              <dd>{chf(totals.amountDueRappen)}</dd>
            </>
          )}
        </dl>
      </section>
      <section className="admin-card admin-wide" aria-labelledby="order-mails">
        <h2 id="order-mails">{t('admin.order.mails')}</h2>
        {order.mails.length === 0 ? (
          <p>{t('admin.order.noMails')}</p>
        ) : (
          <ul className="admin-mails" data-testid="admin-order-mails">
            {order.mails.map((mail) => (
              <li key={mail.id}>
                <p className="admin-item-name">
                  {readsMails ? (
                    <Link to={paths.adminMail.href(mail.id)}>{mail.subject ?? t('admin.order.mailNotWritten')}</Link>
                  ) : (
                    (mail.subject ?? t('admin.order.mailNotWritten'))
                  )}
                </p>
                <p className="admin-muted">
                  {t('admin.order.mailRecipient')}: {mail.recipient} · {t('admin.order.mailStatus')}: {t(`admin.mail.${mail.status}` as MessageKey)} ·{' '}
                  {t('admin.order.mailCreated')}: {moment(mail.createdAt)}
                  {mail.sentAt && ` · ${t('admin.order.mailSent')}: ${moment(mail.sentAt)}`}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
