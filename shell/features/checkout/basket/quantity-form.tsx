import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from '../../../../ui/intl/intl-provider';
import { setBasketItemQuantity, type BasketLine } from '../../../../shared/api/basket-view';
import { api } from '../../../lib/api';
import { useBasket } from '../basket-context';
import { failureText } from '../failure-text';
import { useMoney } from '../../../components/order-totals/money';

/** How long typing may pause before the new quantity is sent: long enough for "12" not to send "1" first. */
const QUANTITY_SETTLE_MS = 700;

/**
 * Changes a quantity as it is typed (after a pause, at once on Enter or on leaving the field); the
 * server prices it anew (bulk tier included) and the new line and basket totals are announced.
 */
export function QuantityForm({ line, onChanged }: { line: BasketLine; onChanged: (announcement: string) => void }) {
  const intl = useIntl();
  const money = useMoney();
  const { run } = useBasket();
  const id = useId();
  const [value, setValue] = useState(String(line.quantity));
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const sending = useRef<Promise<void> | null>(null);
  // What the field showed when the basket last changed: a newer server quantity replaces it unless the shopper typed since.
  const shown = useRef(String(line.quantity));

  useEffect(() => {
    setValue((current) => (current === shown.current ? String(line.quantity) : current));
    shown.current = String(line.quantity);
  }, [line.quantity]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = async (typed: string) => {
    clearTimeout(timer.current);
    await sending.current;
    const quantity = Number(typed);
    if (typed.trim() === '' || typed === shown.current) return;
    if (!Number.isInteger(quantity) || quantity < 1) {
      setError(intl.formatMessage({ id: 'basket.quantityInvalid' }));
      return;
    }
    setError(null);
    shown.current = typed;
    const request = (async () => {
      try {
        const next = await run(api(setBasketItemQuantity, { params: { id: line.id }, body: { quantity } }));
        const updated = next.items.find((item) => item.id === line.id);
        if (updated) {
          onChanged(
            intl.formatMessage(
              { id: 'basket.quantityChanged' },
              { name: updated.productName, quantity: updated.quantity, total: money(updated.totalRappen), basketTotal: money(next.totalRappen) },
            ),
          );
        }
      } catch (failure) {
        setError(failureText(failure, intl.formatMessage({ id: 'order.networkError' })));
      }
    })();
    sending.current = request;
    await request;
  };

  const onInput = (typed: string) => {
    setValue(typed);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void send(typed), QUANTITY_SETTLE_MS);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(value);
  };

  return (
    <form className="basket-quantity" onSubmit={onSubmit} noValidate>
      <label htmlFor={id}>{intl.formatMessage({ id: 'basket.quantity' })}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={100000}
        value={value}
        onChange={(event) => onInput(event.target.value)}
        onBlur={() => void send(value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid="basket-quantity"
      />
      {error && (
        <p id={`${id}-error`} className="account-field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
