import { Link, useSearchParams } from 'react-router';
import { type AdminSearchResult, getAdminSearch } from '../../../../shared/api/admin-search';
import type { MessageKey } from '../../../../shared/i18n/messages';
import { paths } from '../../../config/paths';
import { adminApi } from '../admin-api';
import { LoadState } from '../admin-status';
import { adminScreen } from '../kit/admin-screen';
import { useAdminFormat } from '../kit/use-admin-format';
import { useAdminResource } from '../use-admin-resource';

/** The answer of the bar's search box (/admin/search?q=): the orders and the customers found, each a link to its page. */
export const AdminSearchPage = adminScreen('admin.search.title', undefined, SearchResults);

function SearchResults() {
  const { t } = useAdminFormat();
  const q = (useSearchParams()[0].get('q') ?? '').trim();
  const found = useAdminResource(async () => (q.length < 2 ? null : adminApi(getAdminSearch, { query: { q } })), [q]);
  if (found.status !== 'ready') return <LoadState resource={found} />;
  if (found.data === null) return <p>{t('admin.search.tooShort')}</p>;
  return (
    <>
      <p role="status">{t('admin.search.summary', { q, orders: found.data.orders.length, customers: found.data.customers.length })}</p>
      <OrderHits hits={found.data.orders} />
      <CustomerHits hits={found.data.customers} />
    </>
  );
}

function OrderHits({ hits }: { hits: AdminSearchResult['orders'] }) {
  const { t, moment } = useAdminFormat();
  return (
    <section aria-labelledby="admin-search-orders" data-testid="admin-search-orders">
      <h2 id="admin-search-orders">{t('admin.search.orders')}</h2>
      {hits.length === 0 ? (
        <p>{t('admin.search.noOrders')}</p>
      ) : (
        <ul className="admin-search-hits">
          {hits.map((order) => (
            <li key={order.id}>
              <Link to={paths.adminOrder.href(order.id)}>{t('admin.search.order', { number: order.number, name: order.customerName })}</Link>
              <span className="admin-muted">
                {order.place} · {order.email} · {moment(order.createdAt)} · {t(`admin.status.${order.status}` as MessageKey)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CustomerHits({ hits }: { hits: AdminSearchResult['customers'] }) {
  const { t } = useAdminFormat();
  return (
    <section aria-labelledby="admin-search-customers" data-testid="admin-search-customers">
      <h2 id="admin-search-customers">{t('admin.search.customers')}</h2>
      {hits.length === 0 ? (
        <p>{t('admin.search.noCustomers')}</p>
      ) : (
        <ul className="admin-search-hits">
          {hits.map((customer) => (
            <li key={customer.id}>
              <Link to={paths.adminCustomer.href(customer.id)}>{customer.name}</Link>
              <span className="admin-muted">{customer.email}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
