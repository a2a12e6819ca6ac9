import { CANCELLED_FILTERS, orderPaymentMethods } from '../../../shared/api/admin-orders';
import { BACKLOG_FILTERS, INVOICE_AGE_KEYS, WAITING_REASONS } from '../../../shared/domain/cockpit/cockpit-rules';
import { ORDER_STATUSES } from '../../../shared/domain/orders/order-status';
import { TextField } from '../../components/form';
import type { FieldOf } from './kit/list/filter-form';
import { FilterSelect } from './kit/list/filter-select';
import { useT } from '../../../ui/intl/use-t';

export const FILTERS = ['q', 'status', 'payment', 'from', 'to', 'cancelled', 'invoiceAge', 'backlog', 'waiting'] as const;

/** The order list's search and filters: number, name, address and references; status; payment method; the days placed; cancelled or not; the cockpit's figures. */
export function OrderFilterFields({ field }: { field: FieldOf<(typeof FILTERS)[number]> }) {
  const t = useT();
  return (
    <>
      <TextField {...field('q')} type="search" label={t('admin.orders.search')} hint={t('admin.orders.searchHint')} />
      <FilterSelect field={field('status')} label={t('admin.orders.status')} options={ORDER_STATUSES.map((s) => [s, t(`admin.status.${s}`)] as const)} />
      <FilterSelect
        field={field('payment')}
        label={t('admin.orders.payment')}
        options={orderPaymentMethods.map((p) => [p, t(`admin.payment.${p}`)] as const)}
      />
      <TextField {...field('from')} type="date" label={t('admin.orders.from')} />
      <TextField {...field('to')} type="date" label={t('admin.orders.to')} />
      <FilterSelect
        field={field('cancelled')}
        label={t('admin.orders.cancelled')}
        options={CANCELLED_FILTERS.map((c) => [c, t(`admin.orders.cancelled.${c}`)] as const)}
      />
      <FilterSelect
        field={field('invoiceAge')}
        label={t('admin.orders.invoiceAge')}
        options={INVOICE_AGE_KEYS.map((a) => [a, t(`admin.cockpit.age.${a}`)] as const)}
      />
      <FilterSelect
        field={field('backlog')}
        label={t('admin.orders.backlog')}
        options={BACKLOG_FILTERS.map((s) => [s, t(`admin.cockpit.slice.${s}`)] as const)}
      />
      <FilterSelect
        field={field('waiting')}
        label={t('admin.orders.waiting')}
        options={WAITING_REASONS.map((r) => [r, t(`admin.cockpit.reason.${r}`)] as const)}
      />
    </>
  );
}
