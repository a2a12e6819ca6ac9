import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { getBasketBackups, restoreBasketBackup } from '../../../../shared/api/basket-view';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api';
import { useLocale } from '../../../lib/use-locale';
import { useResource } from '../../../lib/use-resource';
import { useBasket } from '../basket-context';
import { failureText } from '../failure-text';
import { ItemDetails } from './item-details';
import { useT } from '../../../../ui/intl/use-t';

/**
 * /checkout/basketBackup: baskets kept for 30 days (the customer's basket before a login merged a
 * visitor's basket into it, the basket of a failed checkout). Restoring adds their items to the
 * current basket, priced anew; it never throws the current basket away.
 */
export function BasketBackupPage() {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const { run } = useBasket();
  const backups = useResource(() => api(getBasketBackups), [locale]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const date = new Intl.DateTimeFormat(`${locale}-CH`, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Zurich' });

  const restore = async (id: number) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await run(api(restoreBasketBackup, { params: { id } }));
      void navigate(paths.checkout.href(locale, 'basket'));
    } catch (failure) {
      setError(failureText(failure, t('order.networkError')));
      setBusy(false);
    }
  };

  return (
    <section className="checkout-page" data-testid="checkout-basketBackup">
      <h1>{t('checkout.basketBackup.title')}</h1>
      <p className="lead">{t('basket.backups.intro')}</p>
      {error && (
        <p className="account-notice account-notice-error" role="alert">
          {error}
        </p>
      )}
      {backups.status === 'loading' && <p aria-busy="true">{t('order.loading')}</p>}
      {backups.status === 'error' && (
        <p className="account-notice account-notice-error" role="alert">
          {t('order.loadFailed')}{' '}
          <button type="button" className="account-link" onClick={backups.retry}>
            {t('order.retry')}
          </button>
        </p>
      )}
      {backups.status === 'ready' && backups.data.backups.length === 0 && <p data-testid="backups-empty">{t('basket.backups.empty')}</p>}
      {backups.status === 'ready' && backups.data.backups.length > 0 && (
        <ul className="backup-list">
          {backups.data.backups.map((backup) => (
            <li key={backup.id} className="backup" data-testid="backup">
              <h2 className="basket-line-title">{t(`basket.backups.reason.${backup.reason}`, { date: date.format(new Date(backup.createdAt)) })}</h2>
              <p>{t('basket.backups.count', { count: backup.count })}</p>
              <ul className="backup-items">
                {backup.items.map((item, index) => (
                  <li key={index}>
                    <strong>
                      {item.quantity} × {item.productName}
                    </strong>
                    <ItemDetails details={item.customerDetails} />
                  </li>
                ))}
              </ul>
              <button type="button" className="account-submit" disabled={busy} onClick={() => void restore(backup.id)} data-testid="backup-restore">
                {t('basket.backups.restore')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={paths.checkout.href(locale, 'basket')}>{t('basket.backups.back')}</Link>
      </p>
    </section>
  );
}
