import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../../shared/api/client';
import { getOrder, type OrderDetail } from '../../../../shared/api/checkout';
import { zurichDate } from '../../../../shared/domain/calendar/zurich-date';
import { formatDayWithWeekday, formatSwissDate } from '../../../../shared/i18n/format';
import type { MessageKey } from '../../../../shared/i18n/messages';
import { hasMessage } from '../../../../shared/i18n/messages/has-message';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api';
import { useIntl } from '../../../../ui/intl/intl-provider';
import { useLocale } from '../../../lib/use-locale';
import { useResource } from '../../../lib/use-resource';
import { useSessionGuard } from '../../../session/session-guard';
import { InvoiceLink } from '../../../components/invoice-link';
import { PostalAddress } from '../../../components/postal-address';
import { OnlinePaymentStatus } from '../../../components/online-payment/online-payment-status';
import { GiftVoucherCodes } from './gift-voucher-codes';
import { OrderAgain } from './order-again';
import { OrderItems } from './order-items';
import { useT } from '../../../../ui/intl/use-t';

const swissDay = (iso: string) => formatSwissDate(zurichDate(new Date(iso)) ?? iso.slice(0, 10));

/** The order once loaded: a 404 (another customer's, or none) says so; other failures offer a retry. */
export function OrderDetailView({ orderId, onExpired }: { orderId: number; onExpired: () => void }) {
  const intl = useIntl();
  const guard = useSessionGuard(onExpired);
  const order = useResource(() => guard(api(getOrder, { params: { id: orderId } })), [orderId]);
  if (order.status === 'loading') return <p aria-busy="true">{intl.formatMessage({ id: 'care.loading' })}</p>;
  if (order.status === 'error') {
    const missing = order.error instanceof ApiError && order.error.status === 404;
    return (
      <>
        <h1>{intl.formatMessage({ id: missing ? 'care.order.notFound' : 'care.order.failed' })}</h1>
        {!missing && (
          <button type="button" className="account-secondary" onClick={order.retry}>
            {intl.formatMessage({ id: 'care.retry' })}
          </button>
        )}
        <BackLink />
      </>
    );
  }
  return <OrderSections order={order.data} />;
}

function BackLink() {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <p>
      <Link to={paths.selfcare.href(locale)} data-testid="care-order-back">
        {intl.formatMessage({ id: 'care.order.back' })}
      </Link>
    </p>
  );
}

function OrderSections({ order }: { order: OrderDetail }) {
  const intl = useIntl();
  const t = useT();
  const locale = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  // A page loaded after the navigation: the focus goes to its heading, as to a new page.
  useEffect(() => heading.current?.focus(), []);
  const statusName = (code: string) => {
    const key = `care.orders.status.${code}`;
    return hasMessage(intl.messages, key) ? t(key as MessageKey) : code;
  };
  const status = statusName(order.status);
  return (
    <>
      <BackLink />
      <h1 ref={heading} tabIndex={-1}>
        {t('care.order.title', { number: order.number })}
      </h1>
      <p className="lead">{t('care.order.placed', { date: swissDay(order.createdAt) })}</p>
      {order.partnerName !== null && <p data-testid="care-order-partner">{t('care.order.through', { partner: order.partnerName })}</p>}
      <div className="care-order-grid">
        <section className="care-section" aria-labelledby="care-order-status">
          <h2 id="care-order-status">{t('care.order.status')}</h2>
          <p data-testid="care-order-status">{t('care.order.statusSince', { status, date: swissDay(order.statusChangedAt) })}</p>
          {order.expectedDelivery && (
            <p data-testid="care-order-delivery">
              {t('care.order.delivery')}: <strong>{formatDayWithWeekday(order.expectedDelivery, locale)}</strong>
            </p>
          )}
          {order.tracking && (
            <p data-testid="care-order-tracking">
              {t('care.order.tracking')}: <strong>{order.tracking.number}</strong>
              {order.tracking.url && (
                <>
                  {' '}
                  <a href={order.tracking.url} target="_blank" rel="noopener noreferrer">
                    {t('care.order.trackingLink')}
                  </a>
                </>
              )}
            </p>
          )}
          {order.history.length > 1 && (
            <>
              <h3 id="care-order-history">{t('care.order.history')}</h3>
              <ol className="care-order-history" aria-labelledby="care-order-history" data-testid="care-order-history">
                {order.history.map((entry) => (
                  <li key={`${entry.status}-${entry.at}`}>
                    <time dateTime={entry.at}>{swissDay(entry.at)}</time> {statusName(entry.status)}
                  </li>
                ))}
              </ol>
            </>
          )}
        </section>
        <OrderAgain orderId={order.orderId} />
      </div>
      <OrderItems order={order} />
      <GiftVoucherCodes codes={order.giftVoucherCodes} />
      <div className="care-order-grid">
        <section className="care-section" aria-labelledby="care-order-addresses">
          <h2 id="care-order-addresses">{t('care.order.addresses')}</h2>
          <h3>{t('care.order.billing')}</h3>
          <PostalAddress address={order.billingAddress} />
          <h3>{t('care.order.deliveryAddress')}</h3>
          <PostalAddress address={order.deliveryAddress} />
        </section>
        <section className="care-section" aria-labelledby="care-order-payment">
          <h2 id="care-order-payment">{t('care.order.paymentShipping')}</h2>
          <p data-testid="care-order-payment">
            {t('care.order.payment')}: {order.paymentName}
          </p>
          {order.payment.online ? (
            <OnlinePaymentStatus orderId={order.orderId} access={null} initial={order.payment} returned={null} />
          ) : (
            <>
              <p data-testid="care-order-payment-status">
                {t('payment.status.label')}: {t(`payment.status.${order.payment.status}`)}
              </p>
              <p className="care-muted">{order.payment.text}</p>
            </>
          )}
          {order.payment.method === 'invoice' && <InvoiceLink orderId={order.orderId} number={order.number} createdAt={order.createdAt} accessToken={null} />}
          <p data-testid="care-order-shipping">
            {t('care.order.shipping')}: {order.shippingName}
          </p>
        </section>
      </div>
    </>
  );
}
