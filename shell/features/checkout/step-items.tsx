import { useIntl } from '../../lib/intl/intl-provider';
import type { BasketLine } from '../../../shared/api/basket-view';
import { ItemThumbnail } from '../../components/item-thumbnail';

/** The items of the order in a step's summary: each with its design thumbnail, quantity and name. */
export function StepItems({ items }: { items: readonly Pick<BasketLine, 'id' | 'productName' | 'quantity' | 'previewUrl'>[] }) {
  const intl = useIntl();
  return (
    <section className="step-items" aria-labelledby="step-items-title" data-testid="step-items">
      <h2 id="step-items-title" className="checkout-subtitle">
        {intl.formatMessage({ id: 'order.check.items' })}
      </h2>
      <ul>
        {items.map((item) => (
          <li key={item.id} data-testid="step-item">
            <ItemThumbnail url={item.previewUrl} size={56} />
            <span>
              {item.quantity} × {item.productName}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
