import { Link } from 'react-router';
import { type AdminOrdersQuery, getAdminOrders } from '../../../shared/api/admin-orders';
import { formatRappen } from '../../../shared/i18n/format';
import type { MessageKey } from '../../../shared/i18n/messages';
import { ItemThumbnail } from '../../components/item-thumbnail';
import { paths } from '../../config/paths';
import { useIntl } from '../../../widget/lib/intl/intl-provider';
import { adminApi } from './admin-api';
import { StaffPage } from './admin-layout';
import { useAdminSession } from './admin-session';
import { LoadState } from './admin-status';
import { formatMoment } from './admin-dates';
import { Paging } from './list/paging';
import { useListSearch } from './list/use-list-search';
import { FILTERS, OrderFilters } from './order-filters';
import { useAdminResource } from './use-admin-resource';
import { useT } from '../../../widget/lib/intl/use-t';

const PAGE = 25;

/** The staff's order list (/admin): search, filters and the page live in the URL, so back and reload keep them. */
export function AdminOrdersPage() {
  const intl = useIntl();
  return <StaffPage title={intl.formatMessage({ id: 'admin.orders.title' })}>{() => <OrderList />}</StaffPage>;
}

function OrderList() {
  const intl = useIntl();
  const t = useT();
  const { locale } = useAdminSession();
  const { filters, before, key, apply, pageLink } = useListSearch(FILTERS);
  const query: AdminOrdersQuery = {
    limit: PAGE,
    ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '')),
    ...(before ? { before } : {}),
  };
  const orders = useAdminResource(() => adminApi(getAdminOrders, { query }), [key]);
  const date = (iso: string) => formatMoment(intl.locale, iso);

  return (
    <>
      <OrderFilters key={key} initial={filters} onApply={apply} />
      {orders.status !== 'ready' ? (
        <LoadState resource={orders} />
      ) : orders.data.orders.length === 0 ? (
        <p role="status">{t('admin.orders.empty')}</p>
      ) : (
        <>
          <p role="status" className="admin-count">
            {t('admin.orders.count', { count: orders.data.orders.length })}
          </p>
          <ul className="admin-orders" data-testid="admin-orders">
            {orders.data.orders.map((order) => (
              <li key={order.id} className="admin-order-row" data-testid="admin-order-row">
                <span className="admin-thumbs" aria-hidden="true">
                  {order.items.slice(0, 3).map((item) => (
                    <ItemThumbnail key={item.id} url={item.thumbnailUrl} size={48} />
                  ))}
                </span>
                <span className="admin-order-main">
                  <Link to={paths.adminOrder.href(order.id)} aria-label={t('admin.orders.open', { number: order.number })}>
                    {order.number}
                  </Link>
                  <span className="admin-muted">{date(order.createdAt)}</span>
                </span>
                <span className="admin-order-customer">
                  <span>{order.customerName}</span>
                  <span className="admin-muted">{order.email}</span>
                </span>
                <span className="admin-order-state">
                  <span className={`admin-status admin-status-${order.status}`}>{t(`admin.status.${order.status}` as MessageKey)}</span>
                  <span className="admin-muted">{t(`admin.payment.${order.paymentMethod}` as MessageKey)}</span>
                </span>
                <span className="admin-order-total">
                  <span>{formatRappen(order.totalRappen, locale)}</span>
                  {order.printFilesTotal > 0 && (
                    <span className="admin-muted">{t('admin.orders.printFiles', { done: order.printFilesDone, total: order.printFilesTotal })}</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
          <Paging
            label={t('admin.orders.paging')}
            newest={{ show: before !== null, label: t('admin.orders.newer') }}
            older={{ before: orders.data.nextBefore, label: t('admin.orders.older') }}
            pageLink={pageLink}
          />
        </>
      )}
    </>
  );
}
