import { useId, useState, type FormEvent } from 'react';
import { useIntl } from '../../../lib/intl/intl-provider';
import { setBasketItemQuantity, type BasketLine } from '../../../../shared/api/basket-view';
import { api } from '../../../lib/api';
import { useBasket } from '../basket-context';
import { failureText } from '../failure-text';
import { useMoney } from '../money';

/** Changes a quantity (keyed by the quantity, so a new server answer resets the input); the server prices it anew (bulk tier included) and the new price is announced. */
export function QuantityForm({ line, onChanged }: { line: BasketLine; onChanged: (announcement: string) => void }) {
  const intl = useIntl();
  const money = useMoney();
  const { run } = useBasket();
  const id = useId();
  const [value, setValue] = useState(String(line.quantity));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const quantity = Number(value);
    if (busy || quantity === line.quantity) return;
    if (!Number.isInteger(quantity) || quantity < 1) {
      setError(intl.formatMessage({ id: 'basket.quantityInvalid' }));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const next = await run(api(setBasketItemQuantity, { params: { id: line.id }, body: { quantity } }));
      const updated = next.items.find((item) => item.id === line.id);
      if (updated)
        onChanged(
          intl.formatMessage({ id: 'basket.quantityChanged' }, { name: updated.productName, quantity: updated.quantity, total: money(updated.totalRappen) }),
        );
    } catch (failure) {
      setError(failureText(failure, intl.formatMessage({ id: 'order.networkError' })));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="basket-quantity" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={id}>{intl.formatMessage({ id: 'basket.quantity' })}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={100000}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid="basket-quantity"
      />
      <button type="submit" className="account-secondary" disabled={busy} data-testid="basket-quantity-update">
        {intl.formatMessage({ id: 'basket.update' })}
      </button>
      {error && (
        <p id={`${id}-error`} className="account-field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
