import type { AdminOrderDetail } from '../../../shared/api/admin-orders';
import { getAdminOrderInvoice } from '../../../shared/api/books';
import { buildPath } from '../../../shared/api/route';
import { rolesOf } from './admin-nav';
import { useAdminSession } from './admin-session';
import { useAdminFormat } from './kit/use-admin-format';

/** The invoice of an order paid by invoice again (same number and QR reference), for the roles that see money; the server records each download. */
export function OrderInvoiceLink({ order }: { order: Pick<AdminOrderDetail, 'orderId' | 'payment'> }) {
  const { t } = useAdminFormat();
  const { me } = useAdminSession();
  if (order.payment.method !== 'invoice' || !me || !rolesOf(getAdminOrderInvoice).includes(me.role)) return null;
  return (
    <>
      {' · '}
      <a href={buildPath(getAdminOrderInvoice.path, { id: order.orderId })} download data-testid="admin-order-invoice">
        {t('admin.books.invoice')}
      </a>
    </>
  );
}
