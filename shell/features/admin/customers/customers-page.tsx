import { Link } from 'react-router';
import { type CustomerRow, getAdminCustomers } from '../../../../shared/api/admin-customers';
import { TextField } from '../../../components/form';
import { paths } from '../../../config/paths';
import { rolesOf } from '../admin-nav';
import { adminScreen } from '../kit/admin-screen';
import { AdminList } from '../kit/list/admin-list';
import { FilterSelect } from '../kit/list/filter-select';
import { given, oneOf } from '../kit/list/query-values';
import { useAdminList } from '../kit/list/use-admin-list';
import { useAdminFormat } from '../kit/use-admin-format';

const YES_NO = ['yes', 'no'] as const;

/** The office's customer accounts (/admin/customers): search, filters and the page live in the URL. */
export const AdminCustomersPage = adminScreen('admin.customers.title', rolesOf(getAdminCustomers), CustomerList);

function CustomerList() {
  const { t } = useAdminFormat();
  const list = useAdminList({
    endpoint: getAdminCustomers,
    filters: ['q', 'newsletter', 'guestOrders'],
    toQuery: ({ q, newsletter, guestOrders }) => ({ q: given(q), newsletter: oneOf(YES_NO, newsletter), guestOrders: oneOf(YES_NO, guestOrders) }),
    rowsOf: (data) => data.customers,
    pageSize: 25,
    nextBefore: (data) => data.nextBefore,
  });
  const yesNo = YES_NO.map((value) => [value, t(`admin.customers.${value}`)] as const);
  return (
    <AdminList
      list={list}
      wording="admin.customers"
      idPrefix="admin-customers"
      renderFields={(field) => (
        <>
          <TextField {...field('q')} type="search" label={t('admin.customers.search')} hint={t('admin.customers.searchHint')} />
          <FilterSelect field={field('newsletter')} label={t('admin.customers.newsletter')} options={yesNo} />
          <FilterSelect field={field('guestOrders')} label={t('admin.customers.guestOrders')} options={yesNo} />
        </>
      )}
      className="admin-customers"
      testId="admin-customers"
      renderRow={(customer) => <CustomerListRow key={customer.id} customer={customer} />}
    />
  );
}

function CustomerListRow({ customer }: { customer: CustomerRow }) {
  const { t, moment } = useAdminFormat();
  return (
    <li className="admin-customer-row" data-testid="admin-customer-row">
      <Link to={paths.adminCustomer.href(customer.id)}>{customer.name}</Link>
      <span className="admin-muted">{customer.email}</span>
      <span className="admin-muted">{t('admin.customers.since', { day: moment(customer.createdAt) })}</span>
      {customer.newsletter && <span className="admin-status admin-status-paid">{t('admin.customers.newsletter')}</span>}
      {customer.anonymisedAt && <span className="admin-status admin-status-cancelled">{t('admin.customers.anonymised')}</span>}
    </li>
  );
}
