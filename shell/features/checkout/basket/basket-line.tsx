import { useId, useState } from 'react';
import { Link } from 'react-router';
import { cloneBasketItem, removeBasketItem, type BasketLine } from '../../../../shared/api/basket-view';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api';
import { useLocale } from '../../../lib/use-locale';
import { useBasket } from '../basket-context';
import { failureText } from '../failure-text';
import { useMoney } from '../../../components/order-totals/money';
import { ItemThumbnail } from '../../../components/item-thumbnail';
import { ItemDetails } from './item-details';
import { QuantityForm } from './quantity-form';
import { useT } from '../../../../ui/intl/use-t';

/** One basket item: preview, configuration, prices, quantity, and edit / copy / remove. */
export function BasketLineCard({ line, onChanged }: { line: BasketLine; onChanged: (announcement: string) => void }) {
  const t = useT();
  const locale = useLocale();
  const money = useMoney();
  const { run } = useBasket();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const act = async (call: () => Promise<unknown>, announcement: string) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await call();
      onChanged(announcement);
    } catch (failure) {
      setError(failureText(failure, t('order.networkError')));
    } finally {
      setBusy(false);
    }
  };
  const edit = `${paths.configurator.href(locale, line.productId, 'productDesign')}?basketItem=${line.id}`;

  return (
    <li className="basket-line" aria-labelledby={titleId} data-testid="basket-line">
      <ItemThumbnail url={line.previewUrl} pictureId={line.pictureId} className="basket-preview" />
      <div className="basket-line-body">
        <h2 id={titleId} className="basket-line-title">
          {line.productName}
        </h2>
        <ItemDetails details={line.customerDetails} />
        <p className="basket-unit" data-testid="basket-unit">
          {t('basket.unitPrice')}{' '}
          {line.regularUnitRappen !== null && (
            <s aria-label={t('basket.regularPrice', { price: money(line.regularUnitRappen) })}>{money(line.regularUnitRappen)}</s>
          )}{' '}
          <strong>{money(line.unitRappen)}</strong>
          {line.bulkFromAmount !== null && <span className="basket-tier"> · {t('basket.bulkTier', { count: line.bulkFromAmount })}</span>}
        </p>
        {line.errors.map((message) => (
          <p key={message} className="account-field-error" role="alert">
            {message}
          </p>
        ))}
        <QuantityForm line={line} onChanged={onChanged} />
        <p className="basket-line-total">
          {t('basket.lineTotal')} <strong data-testid="basket-line-total">{money(line.totalRappen)}</strong>
        </p>
        <div className="basket-line-actions">
          <Link className="account-link" to={edit} aria-describedby={titleId}>
            {t('basket.edit')}
          </Link>
          <button
            type="button"
            className="account-link"
            disabled={busy}
            aria-describedby={titleId}
            onClick={() => void act(() => run(api(cloneBasketItem, { params: { id: line.id } })), t('basket.cloned', { name: line.productName }))}
          >
            {t('basket.clone')}
          </button>
          {confirmRemove ? (
            <span className="basket-remove-confirm" role="group" aria-label={t('basket.removeQuestion', { name: line.productName })}>
              <span>{t('basket.removeQuestion', { name: line.productName })}</span>
              <button
                type="button"
                className="account-secondary"
                disabled={busy}
                autoFocus
                onClick={() => void act(() => run(api(removeBasketItem, { params: { id: line.id } })), t('basket.removed', { name: line.productName }))}
                data-testid="basket-remove-yes"
              >
                {t('basket.removeYes')}
              </button>
              <button type="button" className="account-secondary" onClick={() => setConfirmRemove(false)}>
                {t('basket.removeNo')}
              </button>
            </span>
          ) : (
            <button type="button" className="account-link" aria-describedby={titleId} onClick={() => setConfirmRemove(true)} data-testid="basket-remove">
              {t('basket.remove')}
            </button>
          )}
        </div>
        {error && (
          <p className="account-field-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </li>
  );
}
