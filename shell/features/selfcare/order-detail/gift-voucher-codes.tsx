import type { OrderDetail } from '../../../../shared/api/checkout';
import { useMoney } from '../../../components/order-totals/money';
import { useIntl } from '../../../../ui/intl/intl-provider';

/** The codes of the order's gift vouchers, issued once it was paid: what the customer gives away or redeems. */
export function GiftVoucherCodes({ codes }: { codes: OrderDetail['giftVoucherCodes'] }) {
  const intl = useIntl();
  const money = useMoney();
  if (codes.length === 0) return null;
  return (
    <section className="care-section" aria-labelledby="care-order-gift-codes">
      <h2 id="care-order-gift-codes">{intl.formatMessage({ id: 'care.order.giftCodes' })}</h2>
      <p className="care-muted">{intl.formatMessage({ id: 'care.order.giftCodesHint' })}</p>
      <ul className="care-order-lines care-gift-codes" data-testid="care-gift-codes">
        {codes.map((code) => (
          <li key={code.code}>
            <code className="care-gift-code">{code.code}</code>
            <span className="care-amount">{money(code.amountRappen)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
