import { useState } from 'react';
import { Link } from 'react-router';
import { getBasketBackups } from '../../../../shared/api/basket-view';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api';
import { useLocale } from '../../../lib/use-locale';
import { useResource } from '../../../lib/use-resource';
import { useBasketView } from '../basket-context';
import { BasketTotals } from '../../../components/order-totals/basket-totals';
import { DeliveryEstimate } from '../delivery-estimate';
import { PriceChangeNotice } from '../price-change-notice';
import { BasketLineCard } from './basket-line';
import { VoucherList } from '../check/voucher-list';
import { useT } from '../../../../ui/intl/use-t';

/** /checkout/basket: the items, what they cost together, and the way on to the addresses. */
export function BasketPage() {
  const t = useT();
  const locale = useLocale();
  const view = useBasketView();
  // Announced politely after a change (new quantity and price, a copy, a removal).
  const [status, setStatus] = useState('');
  const backups = useResource(() => api(getBasketBackups), [locale]);
  const hasBackups = backups.status === 'ready' && backups.data.backups.length > 0;
  const blocked = view.items.some((item) => item.errors.length > 0);

  return (
    <section className="checkout-page" data-testid="checkout-basket">
      <h1>{t('checkout.basket.title')}</h1>
      <p className="visually-hidden" role="status" data-testid="basket-status">
        {status}
      </p>
      {view.items.length === 0 ? (
        <div className="basket-empty" data-testid="basket-empty">
          <p className="lead">{t('basket.empty')}</p>
          <Link className="account-submit" to={paths.locale.href(locale)}>
            {t('basket.toProducts')}
          </Link>
        </div>
      ) : (
        <>
          <PriceChangeNotice />
          <ul className="basket-lines" aria-label={t('basket.items')}>
            {view.items.map((line) => (
              <BasketLineCard key={line.id} line={line} onChanged={setStatus} />
            ))}
          </ul>
          <VoucherList vouchers={view.vouchers} />
          <BasketTotals totals={view} shippingName={view.shipping?.name} estimate />
          <DeliveryEstimate day={view.expectedDelivery} />
          {blocked && (
            <p className="account-notice account-notice-error" role="alert">
              {t('checkout.confirm.itemErrors')}
            </p>
          )}
          <div className="checkout-actions">
            <Link className="account-secondary" to={paths.locale.href(locale)}>
              {t('basket.continueShopping')}
            </Link>
            {!blocked && (
              <Link className="account-submit" to={paths.checkout.href(locale, 'addresses')} data-testid="basket-checkout">
                {t('basket.checkout')}
              </Link>
            )}
          </div>
        </>
      )}
      {hasBackups && (
        <p className="basket-backups-link">
          <Link to={paths.checkout.href(locale, 'basketBackup')} data-testid="basket-backups-link">
            {t('basket.backupsLink')}
          </Link>
        </p>
      )}
    </section>
  );
}
