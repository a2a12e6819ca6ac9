import { useState } from 'react';
import { Link } from 'react-router';
import { useIntl } from '../../../ui/intl/intl-provider';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import { ItemThumbnail } from '../../components/item-thumbnail';
import { ItemDetails } from './basket/item-details';
import { useBasketView } from './basket-context';
import { BasketTotals } from '../../components/order-totals/basket-totals';
import { DeliveryEstimate } from './delivery-estimate';
import { VoucherList } from './check/voucher-list';
import { useMoney } from '../../components/order-totals/money';

const BODY_ID = 'order-summary-body';

/**
 * The order beside every checkout step after the basket: items with their design thumbnails,
 * vouchers, shipping, total and VAT, all as the server priced them (BasketTotals). Beside the step
 * on a wide screen; on a phone it folds into one line with the total above the step, and opens on
 * the check step, where the total is what the customer is about to confirm. The check step lists
 * the vouchers itself (removable), so they are left out here.
 */
export function OrderSummary({ step }: { step: 'addresses' | 'paymentAndShipping' | 'check' }) {
  const intl = useIntl();
  const locale = useLocale();
  const money = useMoney();
  const view = useBasketView();
  const [open, setOpen] = useState(step === 'check');
  const title = intl.formatMessage({ id: 'order.summary.title' });
  return (
    <aside className={`order-summary${open ? ' is-open' : ''}`} aria-label={title} data-testid="order-summary">
      <button
        type="button"
        className="order-summary-toggle"
        aria-expanded={open}
        aria-controls={BODY_ID}
        onClick={() => setOpen((was) => !was)}
        data-testid="order-summary-toggle"
      >
        <span>{title}</span>
        <span className="order-summary-toggle-total">{money(view.totalRappen)}</span>
      </button>
      <div id={BODY_ID} className="order-summary-body">
        <h2 className="checkout-subtitle order-summary-title">
          {title}{' '}
          <Link
            className="account-link"
            to={paths.checkout.href(locale, 'basket')}
            aria-label={intl.formatMessage({ id: 'order.check.change' }, { what: intl.formatMessage({ id: 'order.check.items' }) })}
          >
            {intl.formatMessage({ id: 'order.check.changeShort' })}
          </Link>
        </h2>
        <ul className="check-items" aria-label={intl.formatMessage({ id: 'order.check.items' })}>
          {view.items.map((item) => (
            <li key={item.id} data-testid="step-item" className="check-item-with-picture">
              <ItemThumbnail url={item.previewUrl} pictureId={item.pictureId} size={56} />
              <span className="check-item-name">
                {item.quantity} × {item.productName}
              </span>
              <span className="check-item-total">{money(item.totalRappen)}</span>
              <ItemDetails details={item.customerDetails} />
            </li>
          ))}
        </ul>
        {step !== 'check' && <VoucherList vouchers={view.vouchers} />}
        {/* Before the shipping step the shipping shown is the default one, an estimate. */}
        <BasketTotals totals={view} shippingName={view.shipping?.name} estimate={step === 'addresses'} />
        <DeliveryEstimate day={view.expectedDelivery} />
      </div>
    </aside>
  );
}
