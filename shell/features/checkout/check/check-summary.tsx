import type { z } from 'zod';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { AddressSnapshotSchema, BasketView } from '../../../../shared/api/basket-view';
import { paths } from '../../../config/paths';
import { useLocale } from '../../../lib/use-locale';
import { ItemDetails } from '../basket/item-details';
import { useMoney } from '../money';
import type { MessageKey } from '../../../../shared/i18n/messages';

function Postal({ address }: { address: z.infer<typeof AddressSnapshotSchema> }) {
  const lines = [
    address.company,
    address.department,
    `${address.firstname} ${address.lastname}`,
    address.address1,
    address.address2,
    `${address.country}-${address.zipcode} ${address.city}`,
  ];
  return (
    <address>
      {lines.filter(Boolean).map((line) => (
        <span key={line} className="postal-line">
          {line}
        </span>
      ))}
    </address>
  );
}

/** Everything the order will carry, each part with a link back to the step that sets it. */
export function CheckSummary({ view }: { view: BasketView }) {
  const intl = useIntl();
  const t = (id: MessageKey) => intl.formatMessage({ id });
  const locale = useLocale();
  const money = useMoney();
  const { checkout } = view;
  const payment = checkout.paymentMethods.find((method) => method.id === checkout.paymentMethod);
  const change = (step: 'basket' | 'addresses' | 'paymentAndShipping', what: string) => (
    <Link className="account-link" to={paths.checkout.href(locale, step)} aria-label={intl.formatMessage({ id: 'order.check.change' }, { what })}>
      {t('order.check.changeShort')}
    </Link>
  );
  return (
    <div className="check-summary">
      <section className="check-block" aria-labelledby="check-items">
        <h2 id="check-items" className="checkout-subtitle">
          {t('order.check.items')} {change('basket', t('order.check.items'))}
        </h2>
        <ul className="check-items">
          {view.items.map((item) => (
            <li key={item.id} data-testid="check-item">
              <span className="check-item-name">
                {item.quantity} × {item.productName}
              </span>
              <span className="check-item-total">{money(item.totalRappen)}</span>
              <ItemDetails details={item.customerDetails} />
            </li>
          ))}
        </ul>
      </section>
      <section className="check-block" aria-labelledby="check-addresses">
        <h2 id="check-addresses" className="checkout-subtitle">
          {t('checkout.addresses.title')} {change('addresses', t('checkout.addresses.title'))}
        </h2>
        <div className="check-addresses">
          <div>
            <h3>{t('order.addresses.billing')}</h3>
            {checkout.billingAddress && <Postal address={checkout.billingAddress} />}
            {checkout.email && <p>{checkout.email}</p>}
          </div>
          <div>
            <h3>{t('order.addresses.delivery')}</h3>
            {checkout.deliveryAddress ? <Postal address={checkout.deliveryAddress} /> : <p>{t('order.addresses.sameAsBilling')}</p>}
          </div>
        </div>
      </section>
      <section className="check-block" aria-labelledby="check-shipping">
        <h2 id="check-shipping" className="checkout-subtitle">
          {t('checkout.paymentAndShipping.title')} {change('paymentAndShipping', t('checkout.paymentAndShipping.title'))}
        </h2>
        <p>
          {t('order.shipping.legend')}: {view.shipping?.name} ({money(view.shippingRappen)})
        </p>
        <p>
          {t('order.payment.legend')}: {payment?.name}
        </p>
      </section>
    </div>
  );
}
