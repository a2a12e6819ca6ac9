import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { OrderProgress, OrderStatusView } from '../../../shared/api/order-status';
import { type AdminOrderDetail, getAdminOrder, getPrintFile } from '../../../shared/api/admin-orders';
import { buildPath } from '../../../shared/api/route';
import { formatSwissDate } from '../../../shared/i18n/format';
import type { MessageKey } from '../../../shared/i18n/messages';
import { ItemThumbnail } from '../../components/item-thumbnail';
import { PostalAddress } from '../../components/postal-address';
import { paths } from '../../config/paths';
import { useIntl } from '../../../ui/intl/intl-provider';
import { adminApi } from './admin-api';
import { AdminDetailScreen } from './kit/admin-screen';
import { AdminCard } from './kit/admin-card';
import { PackingSlipLinks } from './order-bulk/packing-slip-links';
import { FactList } from '../../components/fact-list';
import { useAdminSession } from './admin-session';
import { OrderStatusPanel } from './order-status-panel';
import { rolesOf } from './admin-nav';
import { getAdminMails } from '../../../shared/api/admin-mails';
import { OrderInvoiceLink } from './order-invoice-link';
import { OrderRefundPanel } from './order-refund-panel';
import { OrderReminders } from './order-reminders';
import { getOrderPayment, type OrderPaymentView } from '../../../shared/api/online-payment';
import { useAdminResource } from './use-admin-resource';
import { type T } from '../../../ui/intl/use-t';
import { useAdminFormat } from './kit/use-admin-format';
import { NotesPanel } from './notes/notes-panel';
import { OrderAttributionCard } from './order-attribution';

/** One order for the staff (/admin/orders/:orderId). */
export function AdminOrderPage() {
  const intl = useIntl();
  const orderId = Number(useParams().orderId);
  const order = useAdminResource(() => adminApi(getAdminOrder, { params: { id: orderId } }), [orderId]);
  const title =
    order.status === 'ready' ? intl.formatMessage({ id: 'admin.order.title' }, { number: order.data.number }) : intl.formatMessage({ id: 'admin.loading' });
  return (
    <AdminDetailScreen title={title} back={{ to: paths.adminOrders.href(), text: 'admin.order.back' }} resource={order}>
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
  const { t, chf, moment } = useAdminFormat();
  const { me } = useAdminSession();
  const readsMails = me ? rolesOf(getAdminMails).includes(me.role) : false;
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
      <AdminCard labelId="order-overview" title={t('admin.order.overview')} wide>
        <FactList
          className="admin-facts"
          facts={[
            {
              label: t('admin.orders.col.status'),
              value: (
                <>
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
                </>
              ),
            },
            { label: t('admin.orders.col.date'), value: moment(order.createdAt) },
            { label: t('admin.order.email'), value: <a href={`mailto:${order.email}`}>{order.email}</a> },
            {
              label: t('admin.order.customer'),
              value: order.customerId === null ? t('admin.order.guest') : t('admin.order.customerNumber', { id: order.customerId }),
            },
            { label: t('admin.order.language'), value: order.language.toUpperCase() },
            {
              label: t('admin.order.paymentMethod'),
              value: (
                <>
                  {order.paymentName}
                  <OrderInvoiceLink order={order} />
                </>
              ),
            },
            (state.progress.paidAt !== null || state.status !== 'cancelled') && {
              label: t('admin.order.payment'),
              value: paymentLine(state.progress, t, moment),
              testId: 'admin-order-paid',
            },
            { label: t('admin.order.shipping'), value: order.shippingName },
            order.expectedDelivery !== null && { label: t('admin.order.expectedDelivery'), value: formatSwissDate(order.expectedDelivery) },
            state.tracking !== null && {
              label: t('admin.order.tracking'),
              value: state.tracking.url ? <a href={state.tracking.url}>{state.tracking.number}</a> : state.tracking.number,
            },
          ]}
        />
      </AdminCard>
      <OrderStatusPanel
        orderId={order.orderId}
        view={state}
        onChanged={statusChanged}
        refundedOnCancel={payment?.refundableRappen ?? 0}
        refundedByBank={payment !== null && !payment.online}
      />
      <OrderRefundPanel orderId={order.orderId} email={order.email} loaded={loadedPayment} view={payment} onRefunded={onRefunded} />
      <AdminCard labelId="order-billing" title={t('admin.order.billingAddress')}>
        <PostalAddress address={order.billingAddress} />
      </AdminCard>
      <AdminCard labelId="order-delivery" title={t('admin.order.deliveryAddress')}>
        <PostalAddress address={order.deliveryAddress} />
        <div className="admin-actions">
          <PackingSlipLinks selection={{ ids: String(order.orderId) }} />
        </div>
      </AdminCard>
      <AdminCard labelId="order-comment" title={t('admin.order.comment')}>
        <p className="admin-comment">{order.comment ?? t('admin.order.noComment')}</p>
      </AdminCard>
      <OrderAttributionCard attribution={order.attribution} />
      <NotesPanel subject={{ orderId: order.orderId }} />
      <AdminCard labelId="order-items" title={t('admin.order.items')} wide>
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
      </AdminCard>
      <AdminCard labelId="order-vouchers" title={t('admin.order.vouchers')}>
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
      </AdminCard>
      <AdminCard labelId="order-totals" title={t('admin.order.totals')}>
        <FactList
          className="admin-facts admin-amounts"
          facts={[
            { label: t('admin.order.itemsTotal'), value: chf(totals.itemsRappen) },
            totals.discountRappen > 0 && { label: t('admin.order.discount'), value: `−${chf(totals.discountRappen)}` },
            { label: t('admin.order.shippingCost'), value: chf(totals.shippingRappen) },
            { label: t('admin.order.total'), value: <strong>{chf(totals.totalRappen)}</strong> },
            { label: t('admin.order.vat', { rate: totals.vatRatePercent }), value: chf(totals.vatRappen) },
            totals.paidByVouchersRappen > 0 && { label: t('admin.order.paidByVouchers'), value: chf(totals.paidByVouchersRappen) },
            totals.paidByVouchersRappen > 0 && { label: t('admin.order.amountDue'), value: chf(totals.amountDueRappen) },
          ]}
        />
      </AdminCard>
      <OrderReminders reminders={order.reminders} />
      <AdminCard labelId="order-mails" title={t('admin.order.mails')} wide>
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
      </AdminCard>
    </div>
  );
}
