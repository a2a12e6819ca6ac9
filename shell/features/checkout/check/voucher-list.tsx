import { useState } from 'react';
import { useIntl } from '../../../../ui/intl/intl-provider';
import type { BasketView } from '../../../../shared/api/basket-view';
import { removeVoucher } from '../../../../shared/api/checkout';
import { api } from '../../../lib/api';
import { useBasket } from '../basket-context';
import { failureText } from '../failure-text';
import { useMoney } from '../../../components/order-totals/money';

/**
 * The vouchers in the basket with what each takes off, or why it does not apply now. On the check
 * step they are removable and sit under that step's own vouchers heading.
 */
export function VoucherList({ vouchers, removable = false }: { vouchers: BasketView['vouchers']; removable?: boolean }) {
  const intl = useIntl();
  const money = useMoney();
  const { run } = useBasket();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  if (!vouchers.length) return null;

  const remove = async (basketVoucherId: number) => {
    if (busy !== null) return;
    setBusy(basketVoucherId);
    setError(null);
    try {
      await run(api(removeVoucher, { body: { basketVoucherId } }));
    } catch (failure) {
      setError(failureText(failure, intl.formatMessage({ id: 'order.networkError' })));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="checkout-vouchers">
      {!removable && <h2 className="checkout-subtitle">{intl.formatMessage({ id: 'order.vouchers.applied' })}</h2>}
      <ul data-testid="voucher-list" aria-label={intl.formatMessage({ id: 'order.vouchers.applied' })}>
        {vouchers.map((voucher) => (
          <li key={voucher.basketVoucherId} data-testid="voucher">
            <span className="voucher-code">{voucher.code}</span>
            <span>{voucher.refusal ? voucher.message : `− ${money(voucher.amountRappen)}`}</span>
            {removable && (
              <button
                type="button"
                className="account-link"
                disabled={busy !== null}
                onClick={() => void remove(voucher.basketVoucherId)}
                aria-label={intl.formatMessage({ id: 'order.vouchers.remove' }, { code: voucher.code })}
                data-testid="voucher-remove"
              >
                {intl.formatMessage({ id: 'order.vouchers.removeShort' })}
              </button>
            )}
          </li>
        ))}
      </ul>
      {error && (
        <p className="account-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
