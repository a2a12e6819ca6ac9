import { useState } from 'react';
import { Link } from 'react-router';
import type { BulkResult } from '../../../shared/api/admin-orders-bulk';
import { type AdminOrderSummary, CANCELLED_FILTERS, getAdminOrders, orderPaymentMethods } from '../../../shared/api/admin-orders';
import { BACKLOG_FILTERS, INVOICE_AGE_KEYS, WAITING_REASONS } from '../../../shared/domain/cockpit/cockpit-rules';
import { ORDER_STATUSES } from '../../../shared/domain/orders/order-status';
import type { MessageKey } from '../../../shared/i18n/messages';
import { ItemThumbnail } from '../../components/item-thumbnail';
import { Notice } from '../../components/form';
import { paths } from '../../config/paths';
import { adminScreen } from './kit/admin-screen';
import { AdminList } from './kit/list/admin-list';
import { given, oneOf } from './kit/list/query-values';
import { useAdminList } from './kit/list/use-admin-list';
import { SelectBox } from './kit/list/selection-bar';
import { type ListSelection, useListSelection } from './kit/list/use-list-selection';
import { refusalText } from './kit/refusal-text';
import { BulkOutcome } from './order-bulk/bulk-outcome';
import { OrderBulkActions } from './order-bulk/order-bulk-actions';
import { FILTERS, OrderFilterFields } from './order-filters';
import { useAdminFormat } from './kit/use-admin-format';

/** The staff's order list (/admin/orders): search, filters and the page live in the URL, so back and reload keep them. */
export const AdminOrdersPage = adminScreen('admin.orders.title', undefined, OrderList);

const toQuery = ({ q, status, payment, from, to, cancelled, invoiceAge, backlog, waiting }: Record<(typeof FILTERS)[number], string>) => ({
  q: given(q),
  status: oneOf(ORDER_STATUSES, status),
  payment: oneOf(orderPaymentMethods, payment),
  from: given(from),
  to: given(to),
  cancelled: oneOf(CANCELLED_FILTERS, cancelled),
  invoiceAge: oneOf(INVOICE_AGE_KEYS, invoiceAge),
  backlog: oneOf(BACKLOG_FILTERS, backlog),
  waiting: oneOf(WAITING_REASONS, waiting),
});

function OrderList() {
  const { t } = useAdminFormat();
  const list = useAdminList({
    endpoint: getAdminOrders,
    filters: FILTERS,
    toQuery,
    rowsOf: (data) => data.orders,
    pageSize: 25,
    nextBefore: (data) => data.nextBefore,
  });
  const selection = useListSelection(list.key);
  const [outcome, setOutcome] = useState<{ result: BulkResult } | { failure: string } | null>(null);
  const done = (result: BulkResult) => {
    setOutcome({ result });
    selection.clear();
    list.reload();
  };
  return (
    <AdminList
      list={list}
      wording="admin.orders"
      idPrefix="admin-orders"
      renderFields={(field) => <OrderFilterFields field={field} />}
      notice={
        <div className="admin-status-slot" aria-live="polite">
          {outcome && ('result' in outcome ? <BulkOutcome result={outcome.result} /> : <Notice kind="error">{outcome.failure}</Notice>)}
        </div>
      }
      selection={{
        state: selection,
        actions: (
          <OrderBulkActions
            selection={selection}
            filter={toQuery(list.filters)}
            onOutcome={done}
            onFailure={(error) => setOutcome({ failure: refusalText(error, t) })}
          />
        ),
      }}
      className="admin-orders"
      testId="admin-orders"
      renderRow={(order) => <OrderRow key={order.id} order={order} selection={selection} />}
    />
  );
}

function OrderRow({ order, selection }: { order: AdminOrderSummary; selection: ListSelection }) {
  const { t, chf, moment } = useAdminFormat();
  return (
    <li className="admin-order-row" data-testid="admin-order-row">
      <span className="admin-thumbs" aria-hidden="true">
        {order.items.slice(0, 3).map((item) => (
          <ItemThumbnail key={item.id} url={item.thumbnailUrl} size={48} />
        ))}
      </span>
      <span className="admin-order-main">
        <SelectBox selection={selection} id={order.id} label={t('admin.orders.select', { number: order.number })} />
        <Link to={paths.adminOrder.href(order.id)} aria-label={t('admin.orders.open', { number: order.number })}>
          {order.number}
        </Link>
        <span className="admin-muted">{moment(order.createdAt)}</span>
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
        <span>{chf(order.totalRappen)}</span>
        {order.printFilesTotal > 0 && (
          <span className="admin-muted">{t('admin.orders.printFiles', { done: order.printFilesDone, total: order.printFilesTotal })}</span>
        )}
      </span>
    </li>
  );
}
