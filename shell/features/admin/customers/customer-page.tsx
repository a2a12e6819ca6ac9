import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  type AdminCustomerDetail,
  getAdminCustomer,
  postCustomerAnonymise,
  postCustomerMergeOrder,
  postCustomerPasswordLink,
} from '../../../../shared/api/admin-customers';
import type { MessageKey } from '../../../../shared/i18n/messages';
import { FactList } from '../../../components/fact-list';
import { paths } from '../../../config/paths';
import { adminApi } from '../admin-api';
import { rolesOf } from '../admin-nav';
import { AdminCard } from '../kit/admin-card';
import { AdminDetailScreen } from '../kit/admin-screen';
import { NotesPanel } from '../notes/notes-panel';
import { ConfirmedAction } from '../kit/confirmed-action';
import { useAdminFormat } from '../kit/use-admin-format';
import { useAdminResource } from '../use-admin-resource';

/** One customer account for the office (/admin/customers/:customerId): the person, addresses, orders and the staff's actions. */
export function AdminCustomerPage() {
  const { t } = useAdminFormat();
  const customerId = Number(useParams().customerId);
  const [version, setVersion] = useState(0);
  const customer = useAdminResource(() => adminApi(getAdminCustomer, { params: { id: customerId } }), [customerId, version]);
  return (
    <AdminDetailScreen
      title={customer.status === 'ready' ? customer.data.name : t('admin.loading')}
      roles={rolesOf(getAdminCustomer)}
      back={{ to: paths.adminCustomers.href(), text: 'admin.customers.back' }}
      resource={customer}
    >
      {(data) => <CustomerDetail customer={data} reload={() => setVersion((v) => v + 1)} />}
    </AdminDetailScreen>
  );
}

function CustomerDetail({ customer, reload }: { customer: AdminCustomerDetail; reload: () => void }) {
  const { t, moment } = useAdminFormat();
  const params = { params: { id: customer.id } };
  return (
    <div className="admin-detail" data-testid="admin-customer">
      <AdminCard labelId="customer-person" title={t('admin.customers.person')}>
        <FactList
          className="admin-facts"
          facts={[
            customer.anonymisedAt !== null && { label: t('admin.customers.anonymised'), value: moment(customer.anonymisedAt) },
            {
              label: t('admin.customers.email'),
              value: `${customer.email} (${t(customer.emailConfirmedAt ? 'admin.customers.emailConfirmed' : 'admin.customers.emailUnconfirmed')})`,
            },
            { label: t('admin.customers.username'), value: customer.username },
            { label: t('admin.customers.phone'), value: customer.phone },
            { label: t('admin.customers.language'), value: customer.language },
            { label: t('admin.customers.newsletterConsent'), value: t(customer.newsletter ? 'admin.customers.yes' : 'admin.customers.no') },
          ]}
        />
      </AdminCard>
      <AdminCard labelId="customer-addresses" title={t('admin.customers.addresses')}>
        {customer.addresses.length === 0 ? (
          <p>{t('admin.customers.noAddresses')}</p>
        ) : (
          <ul className="admin-customer-addresses">
            {customer.addresses.map((address) => (
              <li key={address.id}>
                <address>
                  {address.lines.map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </address>
                {address.isDefault && <span className="admin-muted">{t('admin.customers.defaultAddress')}</span>}
              </li>
            ))}
          </ul>
        )}
      </AdminCard>
      <AdminCard labelId="customer-orders" title={t('admin.customers.orders')} wide>
        <CustomerOrders orders={customer.orders} />
      </AdminCard>
      {customer.guestOrders.length > 0 && customer.anonymisedAt === null && (
        <AdminCard labelId="customer-guest-orders" title={t('admin.customers.guestOrdersTitle')} wide testId="admin-customer-guest-orders">
          <p>{t('admin.customers.guestOrdersIntro')}</p>
          <CustomerOrders orders={customer.guestOrders} mergeInto={{ customerId: customer.id, reload }} />
        </AdminCard>
      )}
      <NotesPanel subject={{ customerId: customer.id }} />
      {customer.anonymisedAt === null && (
        <AdminCard labelId="customer-actions" title={t('admin.customers.actions')} wide>
          <ConfirmedAction
            label={t('admin.customers.passwordLink')}
            testId="admin-customer-password-link"
            run={async () => {
              await adminApi(postCustomerPasswordLink, params);
              return t('admin.customers.passwordLinkSent');
            }}
          />
          <p>{t('admin.customers.anonymiseIntro')}</p>
          <ConfirmedAction
            label={t('admin.customers.anonymise')}
            testId="admin-customer-anonymise"
            run={async () => {
              await adminApi(postCustomerAnonymise, params);
              return t('admin.customers.anonymiseDone');
            }}
            onDone={reload}
          />
        </AdminCard>
      )}
    </div>
  );
}

type Order = AdminCustomerDetail['orders'][number];

function CustomerOrders({ orders, mergeInto }: { orders: readonly Order[]; mergeInto?: { customerId: number; reload: () => void } }) {
  const { t, chf, moment } = useAdminFormat();
  if (orders.length === 0) return <p>{t('admin.customers.noOrders')}</p>;
  return (
    <ul className="admin-customer-orders">
      {orders.map((order) => (
        <li key={order.id}>
          <Link to={paths.adminOrder.href(order.id)}>{t('admin.orders.open', { number: order.number })}</Link>
          <span className="admin-muted">{moment(order.createdAt)}</span>
          <span className={`admin-status admin-status-${order.status}`}>{t(`admin.status.${order.status}` as MessageKey)}</span>
          <span>{chf(order.totalRappen)}</span>
          {mergeInto && <MergeOrder order={order} {...mergeInto} />}
        </li>
      ))}
    </ul>
  );
}

/** A guest order taken into the account, once staff confirmed it is the customer's. */
function MergeOrder({ order, customerId, reload }: { order: Order; customerId: number; reload: () => void }) {
  const { t } = useAdminFormat();
  return (
    <ConfirmedAction
      label={t('admin.customers.merge', { number: order.number })}
      run={async () => {
        await adminApi(postCustomerMergeOrder, { params: { id: customerId }, body: { orderId: order.id } });
        return t('admin.customers.merged', { number: order.number });
      }}
      onDone={reload}
    />
  );
}
