import { orderPaymentMethods } from '../../../shared/api/admin-orders';
import { ORDER_STATUSES } from '../../../shared/domain/orders/order-status';
import { SelectField, TextField } from '../../components/form';
import { FilterForm } from './list/filter-form';
import { useT } from '../../../widget/lib/intl/use-t';

export const FILTERS = ['q', 'status', 'payment', 'from', 'to'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

const ID = 'admin-orders';

/** Search and filters of the order list; applied on submit (one request, not one per key). */
export function OrderFilters({ initial, onApply }: { initial: Filters; onApply: (filters: Filters) => void }) {
  const t = useT();
  return (
    <FilterForm label={t('admin.orders.filters')} initial={initial} onApply={onApply}>
      {(values, set) => (
        <>
          <TextField
            idPrefix={ID}
            name="q"
            type="search"
            label={t('admin.orders.search')}
            hint={t('admin.orders.searchHint')}
            value={values.q}
            onChange={set('q')}
          />
          <SelectField idPrefix={ID} name="status" label={t('admin.orders.status')} value={values.status} onChange={set('status')}>
            <option value="">{t('admin.filters.all')}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`admin.status.${s}`)}
              </option>
            ))}
          </SelectField>
          <SelectField idPrefix={ID} name="payment" label={t('admin.orders.payment')} value={values.payment} onChange={set('payment')}>
            <option value="">{t('admin.filters.all')}</option>
            {orderPaymentMethods.map((p) => (
              <option key={p} value={p}>
                {t(`admin.payment.${p}`)}
              </option>
            ))}
          </SelectField>
          <TextField idPrefix={ID} name="from" type="date" label={t('admin.orders.from')} value={values.from} onChange={set('from')} />
          <TextField idPrefix={ID} name="to" type="date" label={t('admin.orders.to')} value={values.to} onChange={set('to')} />
        </>
      )}
    </FilterForm>
  );
}
