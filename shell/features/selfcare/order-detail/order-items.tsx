import type { OrderDetail } from '../../../../shared/api/checkout';
import { useIntl } from '../../../../ui/intl/intl-provider';
import { ItemThumbnail } from '../../../components/item-thumbnail';
import { BasketTotals } from '../../../components/order-totals/basket-totals';
import { useMoney } from '../../../components/order-totals/money';
import { formatLabelled } from '../../../../shared/i18n/format';
import { useLocale } from '../../../lib/use-locale';

/** What was ordered, each item with its design thumbnail and the prices of the day it was ordered, then the totals. */
export function OrderItems({ order }: { order: OrderDetail }) {
  const intl = useIntl();
  const money = useMoney();
  const locale = useLocale();
  return (
    <section className="care-section" aria-labelledby="care-order-items">
      <h2 id="care-order-items">{intl.formatMessage({ id: 'care.order.items' })}</h2>
      <ul className="care-order-lines">
        {order.items.map((item) => (
          <li key={item.id} data-testid="care-order-line">
            <ItemThumbnail url={item.thumbnailUrl} size={96} />
            <div>
              <p className="care-order-line-name">
                {item.quantity} × {item.productName}
              </p>
              {item.customerDetails.length > 0 && (
                <p className="care-muted">{item.customerDetails.map((detail) => formatLabelled(locale, detail.property, detail.value)).join(' · ')}</p>
              )}
              <p className="care-muted">{intl.formatMessage({ id: 'care.order.unitPrice' }, { price: money(item.unitRappen) })}</p>
            </div>
            <span className="care-amount">{money(item.totalRappen)}</span>
          </li>
        ))}
      </ul>
      {order.vouchers.length > 0 && (
        <p data-testid="care-order-vouchers">
          {intl.formatMessage({ id: 'care.order.vouchers' })}: {order.vouchers.map((voucher) => voucher.code).join(', ')}
        </p>
      )}
      <BasketTotals totals={order.totals} shippingName={order.shippingName} />
    </section>
  );
}
