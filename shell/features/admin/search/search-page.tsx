import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { getAdminSearch } from '../../../../shared/api/admin-search';
import type { MessageKey } from '../../../../shared/i18n/messages';
import { paths } from '../../../config/paths';
import { adminApi } from '../admin-api';
import { LoadState } from '../../../components/load-state';
import { adminScreen } from '../kit/admin-screen';
import { useAdminFormat } from '../kit/use-admin-format';
import { useAdminResource } from '../use-admin-resource';

/** The answer of the bar's search box (/admin/search?q=): the orders and the customers found, each a link to its page. */
export const AdminSearchPage = adminScreen('admin.search.title', undefined, SearchResults);

function SearchResults() {
  const { t, moment } = useAdminFormat();
  const q = (useSearchParams()[0].get('q') ?? '').trim();
  const found = useAdminResource(async () => (q.length < 2 ? null : adminApi(getAdminSearch, { query: { q } })), [q]);
  if (found.status !== 'ready') return <LoadState resource={found} />;
  if (found.data === null) return <p>{t('admin.search.tooShort')}</p>;
  return (
    <>
      <p role="status">{t('admin.search.summary', { q, orders: found.data.orders.length, customers: found.data.customers.length })}</p>
      <HitGroup kind="orders" title="admin.search.orders" none="admin.search.noOrders">
        {found.data.orders.map((order) => (
          <li key={order.id}>
            <Link to={paths.adminOrder.href(order.id)}>{t('admin.search.order', { number: order.number, name: order.customerName })}</Link>
            <span className="admin-muted">
              {order.place} · {order.email} · {moment(order.createdAt)} · {t(`admin.status.${order.status}` as MessageKey)}
            </span>
          </li>
        ))}
      </HitGroup>
      <HitGroup kind="customers" title="admin.search.customers" none="admin.search.noCustomers">
        {found.data.customers.map((customer) => (
          <li key={customer.id}>
            <Link to={paths.adminCustomer.href(customer.id)}>{customer.name}</Link>
            <span className="admin-muted">{customer.email}</span>
          </li>
        ))}
      </HitGroup>
    </>
  );
}

/** One kind of result under its heading (a section screen readers list), or that none was found. */
function HitGroup({ kind, title, none, children }: { kind: string; title: MessageKey; none: MessageKey; children: ReactNode[] }) {
  const { t } = useAdminFormat();
  return (
    <section aria-labelledby={`admin-search-${kind}`} data-testid={`admin-search-${kind}`}>
      <h2 id={`admin-search-${kind}`}>{t(title)}</h2>
      {children.length === 0 ? <p>{t(none)}</p> : <ul className="admin-search-hits">{children}</ul>}
    </section>
  );
}
