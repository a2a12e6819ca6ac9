import { orderPaymentMethods } from '../../../shared/api/admin-orders';
import { ORDER_STATUSES } from '../../../shared/domain/orders/order-status';
import { TextField } from '../../components/form';
import type { FieldOf } from './kit/list/filter-form';
import { FilterSelect } from './kit/list/filter-select';
import { useT } from '../../../ui/intl/use-t';

export const FILTERS = ['q', 'status', 'payment', 'from', 'to'] as const;

/** The order list's search and filters: number, e-mail or name; status; payment method; the days placed. */
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
    </>
  );
}
