import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { BasketView } from '../../../../shared/api/basket-view';
import { PostalAddress } from '../../../components/postal-address';
import { paths } from '../../../config/paths';
import { useLocale } from '../../../lib/use-locale';
import { useMoney } from '../../../components/order-totals/money';
import type { MessageKey } from '../../../../shared/i18n/messages';
import { useT } from '../../../../ui/intl/use-t';

/** Where the order goes and how it is shipped and paid, each part with a link back to the step that sets it (the items and totals are in the order summary beside it). */
export function CheckSummary({ view }: { view: BasketView }) {
  const t = useT();
  const locale = useLocale();
  const money = useMoney();
  const { checkout } = view;
  const payment = checkout.paymentMethods.find((method) => method.id === checkout.paymentMethod);
  /** One part of the order, its heading with a link back to the step that sets it. */
  const block = (id: string, step: 'addresses' | 'paymentAndShipping', title: MessageKey, content: ReactNode) => (
    <section className="check-block" aria-labelledby={id}>
      <h2 id={id} className="checkout-subtitle">
        {t(title)}{' '}
        <Link className="account-link" to={paths.checkout.href(locale, step)} aria-label={t('order.check.change', { what: t(title) })}>
          {t('order.check.changeShort')}
        </Link>
      </h2>
      {content}
    </section>
  );
  return (
    <div className="check-summary">
      {block(
        'check-addresses',
        'addresses',
        'checkout.addresses.title',
        <div className="check-addresses">
          <div>
            <h3>{t('order.addresses.billing')}</h3>
            {checkout.billingAddress && <PostalAddress address={checkout.billingAddress} />}
            {checkout.email && <p>{checkout.email}</p>}
          </div>
          <div>
            <h3>{t('order.addresses.delivery')}</h3>
            {checkout.deliveryAddress ? <PostalAddress address={checkout.deliveryAddress} /> : <p>{t('order.addresses.sameAsBilling')}</p>}
          </div>
        </div>,
      )}
      {block(
        'check-shipping',
        'paymentAndShipping',
        'checkout.paymentAndShipping.title',
        <>
          <p>
            {t('order.shipping.legend')}: {view.shipping?.name} ({money(view.shippingRappen)})
          </p>
          <p>
            {t('order.payment.legend')}: {payment?.name}
          </p>
        </>,
      )}
    </div>
  );
}
