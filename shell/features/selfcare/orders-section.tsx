import { useIntl } from '../../../ui/intl/intl-provider';
import type { z } from 'zod/mini';
import type { OrderSummary } from '../../../shared/api/selfcare';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useLocale } from '../../lib/use-locale';
import { orderRow } from './order-rows';
import { hasMessage } from '../../../shared/i18n/messages/has-message';
import { ItemThumbnail } from '../../components/item-thumbnail';
import { CareSection } from './care-section';
import { ColumnHeads } from '../../components/column-heads';
import { EmailConfirmationOffer } from './email-confirmation-offer';
import type { SessionGuard } from '../../session/session-guard';
import { useT } from '../../../ui/intl/use-t';

export type OrdersState = 'loading' | 'failed' | z.infer<typeof OrderSummary>[];

/**
 * The order history, newest first as the server sends it; an empty state until the first order.
 * While the account's address is unconfirmed (`unconfirmedEmail`), the offer to confirm it, so that
 * guest orders placed with it join the list.
 */
export function OrdersSection({ orders, unconfirmedEmail, guard }: { orders: OrdersState; unconfirmedEmail: string | null; guard: SessionGuard }) {
  const intl = useIntl();
  const locale = useLocale();
  const t = useT();
  // Statuses come from the server; one it may add later shows as sent rather than as a missing text.
  const statusText = (status: string) => {
    const id = `care.orders.status.${status}`;
    return hasMessage(intl.messages, id) ? t(id) : status;
  };
  return (
    <CareSection name="orders" title={t('care.orders.title')}>
      {orders === 'loading' && <p aria-busy="true">{t('care.loading')}</p>}
      {unconfirmedEmail !== null && <EmailConfirmationOffer email={unconfirmedEmail} guard={guard} />}
      {orders === 'failed' && <p className="care-muted">{t('care.orders.failed')}</p>}
      {Array.isArray(orders) && orders.length === 0 && (
        <p className="care-muted" data-testid="selfcare-orders-empty">
          {t('care.orders.empty')}
        </p>
      )}
      {Array.isArray(orders) && orders.length > 0 && (
        <div className="care-table-wrap">
          <table className="care-table" aria-labelledby="care-orders-title">
            <ColumnHeads
              columns={[
                t('care.orders.number'),
                t('care.orders.date'),
                t('care.orders.status'),
                t('care.orders.items'),
                { text: t('care.orders.total'), className: 'care-amount' },
              ]}
            />
            <tbody>
              {orders.map((order) => {
                const row = orderRow(order, locale);
                return (
                  <tr key={row.id}>
                    <th scope="row">
                      <Link
                        to={paths.selfcareOrder.href(locale, row.id)}
                        aria-label={t('care.orders.open', { number: row.number })}
                        data-testid="care-order-link"
                      >
                        {row.number}
                      </Link>
                    </th>
                    <td>{row.date}</td>
                    <td>
                      {statusText(row.status)}
                      <span className="care-muted care-payment-status" data-testid="care-orders-payment">
                        {t(`payment.status.${order.paymentStatus}`)}
                      </span>
                    </td>
                    <td>
                      <ul className="care-order-items">
                        {order.items.map((item) => (
                          <li key={item.id} data-testid="care-order-item">
                            <ItemThumbnail url={item.thumbnailUrl} size={48} />
                            <span>
                              {item.quantity} × {item.productName}
                            </span>
                          </li>
                        ))}
                      </ul>
                    </td>
                    <td className="care-amount">{row.total}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </CareSection>
  );
}
