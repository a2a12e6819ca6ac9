import { useAtomValue } from 'jotai';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocale } from '../../../lib/use-locale';
import { authTokenAtom } from '../../../session/account-state';
import { ItemThumbnail } from '../../../components/item-thumbnail';
import { formatDayWithWeekday } from '../../../../shared/i18n/format';
import { BasketTotals } from '../../../components/order-totals/basket-totals';
import { useMoney } from '../../../components/order-totals/money';
import type { OrderConfirmation, OrderDetail } from '../../../../shared/api/checkout';
import { InvoiceLink } from '../../../components/invoice-link';
import { useOrderConfirmation } from './order-confirmation';
import { OnlinePaymentStatus, type PaymentReturn } from '../../../components/online-payment/online-payment-status';
import { useT } from '../../../../ui/intl/use-t';

/**
 * /checkout/confirm: the order just placed (orderconfirmationdata), how to pay, and where to go next.
 * Opened from the mail's link, the order is the full view, which also names the partner it came through.
 */
export function ConfirmPage({ order }: { order?: OrderConfirmation & Partial<Pick<OrderDetail, 'partnerName'>> }) {
  const t = useT();
  const locale = useLocale();
  const placed = useOrderConfirmation();
  // An order opened from the e-mail's link (linked-order.tsx), else the one just placed in this tab.
  const confirmation = order ?? placed;
  const customer = useAtomValue(authTokenAtom) !== null;
  const money = useMoney();
  const [search] = useSearchParams();
  if (!confirmation) return null;
  const { payment } = confirmation;
  const date = new Intl.DateTimeFormat(`${locale}-CH`, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Zurich' }).format(
    new Date(confirmation.createdAt),
  );
  return (
    <section className="checkout-page" data-testid="checkout-confirm">
      <h1>{t('checkout.confirm.title')}</h1>
      <div className="account-notice account-notice-success" role="status">
        <p className="confirm-thanks">{t('order.confirm.thanks')}</p>
        <p>
          {t('order.confirm.number')} <strong data-testid="order-number">{confirmation.number}</strong> ({date})
        </p>
        <p>{t('order.confirm.mail', { email: confirmation.email })}</p>
        {order?.partnerName && <p data-testid="order-partner">{t('care.order.through', { partner: order.partnerName })}</p>}
      </div>
      {confirmation.expectedDelivery && (
        <section className="check-block" aria-labelledby="confirm-delivery">
          <h2 id="confirm-delivery" className="checkout-subtitle">
            {t('order.confirm.delivery')}
          </h2>
          <p className="confirm-delivery-day" data-testid="expected-delivery">
            {formatDayWithWeekday(confirmation.expectedDelivery, locale)}
          </p>
          <p className="account-note">{t('order.confirm.deliveryNote')}</p>
        </section>
      )}
      <section className="check-block" aria-labelledby="confirm-payment">
        <h2 id="confirm-payment" className="checkout-subtitle">
          {t('order.confirm.payment')}
        </h2>
        {payment.online ? (
          <OnlinePaymentStatus
            orderId={confirmation.orderId}
            access={confirmation.accessToken}
            initial={payment}
            returned={paymentReturn(search.get('payment'))}
          />
        ) : (
          <BankTransfer payment={payment} />
        )}
        {payment.method === 'invoice' && (
          <InvoiceLink orderId={confirmation.orderId} number={confirmation.number} createdAt={confirmation.createdAt} accessToken={confirmation.accessToken} />
        )}
      </section>
      {confirmation.items.length > 0 && (
        <section className="check-block" aria-labelledby="confirm-items">
          <h2 id="confirm-items" className="checkout-subtitle">
            {t('order.check.items')}
          </h2>
          <ul className="confirm-items">
            {confirmation.items.map((item) => (
              <li key={item.id} data-testid="confirm-item">
                <ItemThumbnail url={item.thumbnailUrl} size={96} />
                <span className="check-item-name">
                  {item.quantity} × {item.productName}
                </span>
                <span className="check-item-total">{money(item.totalRappen)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <BasketTotals totals={confirmation.totals} shippingName={confirmation.shippingName} />
      <div className="checkout-actions">
        {customer && (
          <Link className="account-secondary" to={paths.selfcare.href(locale)} data-testid="confirm-selfcare">
            {t('order.confirm.toOrders')}
          </Link>
        )}
        <Link className="account-submit" to={paths.locale.href(locale)} data-testid="confirm-home">
          {t('order.confirm.toHome')}
        </Link>
      </div>
    </section>
  );
}

/** The return page's marker of how the customer left Stripe's page (never proof of payment). */
const paymentReturn = (value: string | null): PaymentReturn => (value === 'return' || value === 'cancelled' ? value : null);

/** How to pay by bank transfer: the instructions and the account, creditor and reference. */
function BankTransfer({ payment }: { payment: OrderConfirmation['payment'] }) {
  const t = useT();
  return (
    <>
      <p data-testid="payment-instructions">{payment.text}</p>
      {(payment.iban || payment.qrReference) && (
        <dl className="confirm-bank">
          {payment.creditor && (
            <div>
              <dt>{t('order.confirm.creditor')}</dt>
              <dd>{payment.creditor}</dd>
            </div>
          )}
          {payment.iban && (
            <div>
              <dt>IBAN</dt>
              <dd>{payment.iban}</dd>
            </div>
          )}
          {payment.qrReference && (
            <div>
              <dt>{t('order.confirm.reference')}</dt>
              <dd>{payment.qrReference}</dd>
            </div>
          )}
        </dl>
      )}
    </>
  );
}
