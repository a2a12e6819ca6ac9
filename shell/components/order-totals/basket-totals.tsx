import { useIntl } from '../../../ui/intl/intl-provider';
import { useMoney, useVatRate } from './money';
import { totalRows, type TotalRow } from './totals';
import './order-totals.css';

type Totals = Parameters<typeof totalRows>[0] & { vatRatePercent: number };

/** The price summary of the basket, the check step and the confirmation (amounts from the server). */
export function BasketTotals({ totals, shippingName, estimate }: { totals: Totals; shippingName?: string | null; estimate?: boolean }) {
  const intl = useIntl();
  const money = useMoney();
  const vatRate = useVatRate();
  const label = (row: TotalRow) => {
    if (row.id === 'vat') return intl.formatMessage({ id: 'order.totals.vat' }, { rate: vatRate(totals.vatRatePercent) });
    if (row.id === 'shipping') {
      const base = intl.formatMessage({ id: estimate ? 'order.totals.shippingEstimate' : 'order.totals.shipping' });
      return shippingName ? `${base} (${shippingName})` : base;
    }
    return intl.formatMessage({ id: `order.totals.${row.id}` });
  };
  return (
    <dl className="checkout-totals" data-testid="checkout-totals">
      {totalRows(totals).map((row) => (
        <div key={row.id} className={`checkout-total checkout-total-${row.id}`} data-testid={`total-${row.id}`}>
          <dt>{label(row)}</dt>
          <dd>{row.rappen < 0 ? `− ${money(-row.rappen)}` : money(row.rappen)}</dd>
        </div>
      ))}
    </dl>
  );
}
