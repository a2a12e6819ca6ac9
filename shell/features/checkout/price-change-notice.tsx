import { useIntl } from '../../../ui/intl/intl-provider';
import { useMoney } from '../../components/order-totals/money';
import { useBasket } from './basket-context';

/**
 * The prices that moved when the basket was opened: an item keeps the price rules it was put in
 * the basket with until then, so a catalogue change is told here, never found on the invoice.
 */
export function PriceChangeNotice() {
  const intl = useIntl();
  const money = useMoney();
  const { view, priceChanges } = useBasket();
  const present = priceChanges.filter((change) => view?.items.some((item) => item.id === change.itemId));
  if (present.length === 0) return null;
  return (
    <div className="account-notice basket-price-changes" role="status" data-testid="basket-price-changes">
      {present.map((change) => (
        <p key={change.itemId}>
          {intl.formatMessage(
            { id: 'basket.priceChanged' },
            { product: change.productName, from: money(change.fromUnitRappen), to: money(change.toUnitRappen) },
          )}
        </p>
      ))}
    </div>
  );
}
