import { useState } from 'react';
import { getPartnerOrders, type PartnerOrderRow } from '../../../shared/api/partner-portal';
import { ListResults } from '../../components/list-results';
import { useResource } from '../../lib/use-resource';
import { portalApi } from './portal-api';
import { PortalTable } from './portal-table';
import { PortalPage } from './portal-layout';
import { usePortalFormat } from './use-portal-format';

const PAGE = 50;

/** /partner: the partner's attributed orders, newest first, a page at a time; nothing of the shopper. */
export function PortalOrdersPage() {
  const { t } = usePortalFormat();
  return <PortalPage title={t('partnerPortal.orders.title')}>{() => <OrderList />}</PortalPage>;
}

function OrderList() {
  const { t, chf, day } = usePortalFormat();
  const [before, setBefore] = useState<number | undefined>(undefined);
  const [earlier, setEarlier] = useState<PartnerOrderRow[]>([]);
  const page = useResource(() => portalApi(getPartnerOrders, { query: { limit: PAGE, ...(before === undefined ? {} : { before }) } }), [before]);
  const rowsOf = (loaded: { orders: PartnerOrderRow[] }) => [...earlier, ...loaded.orders];
  const more = (rows: PartnerOrderRow[]) => {
    setEarlier(rows);
    setBefore(rows.at(-1)?.id);
  };
  return (
    <ListResults resource={page} sizeOf={(loaded) => rowsOf(loaded).length} empty={t('partnerPortal.orders.empty')}>
      {(loaded) => (
        <>
          <PortalTable
            testId="partner-orders"
            columns={[
              t('partnerPortal.orders.number'),
              t('partnerPortal.orders.date'),
              t('partnerPortal.orders.products'),
              { text: t('partnerPortal.orders.net'), className: 'amount' },
              t('partnerPortal.orders.status'),
              { text: t('partnerPortal.orders.commission'), className: 'amount' },
            ]}
          >
            <tbody>
              {rowsOf(loaded).map((order) => (
                <tr key={order.id}>
                  <th scope="row">{order.number}</th>
                  <td>{day(order.createdAt)}</td>
                  <td>{order.products.map((product) => `${product.quantity} × ${product.name}`).join(', ')}</td>
                  <td className="amount">{chf(order.netRappen)}</td>
                  <td>{t(`care.orders.status.${order.status}`)}</td>
                  <td className="amount">{order.commissionRappen === null ? '–' : chf(order.commissionRappen)}</td>
                </tr>
              ))}
            </tbody>
          </PortalTable>
          {loaded.orders.length === PAGE && (
            <button type="button" className="button secondary" onClick={() => more(rowsOf(loaded))}>
              {t('partnerPortal.orders.more')}
            </button>
          )}
        </>
      )}
    </ListResults>
  );
}
