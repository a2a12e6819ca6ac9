import { Link } from 'react-router';
import { getWebhookDeliveries, type WebhookDeliverySummary } from '../../../../shared/api/partner-webhooks';
import { WEBHOOK_DELIVERY_STATUSES } from '../../../../shared/domain/partners/webhooks';
import { paths } from '../../../config/paths';
import { useT } from '../../../../ui/intl/use-t';
import { rolesOf } from '../admin-nav';
import { adminScreen } from '../kit/admin-screen';
import { AdminList } from '../kit/list/admin-list';
import { FilterSelect } from '../kit/list/filter-select';
import { given, oneOf } from '../kit/list/query-values';
import { useAdminList } from '../kit/list/use-admin-list';
import { useAdminFormat } from '../kit/use-admin-format';
import { PartnerWebhookCard } from './partner-webhook-card';
import { WebhookStatus } from './webhook-status';
import { webhookErrorText } from '../../../components/webhook-error-text';

/** Partners' webhook deliveries (/admin/webhooks), newest first; partner and status live in the URL. A chosen partner's webhook settings stand above its deliveries. */
export const AdminWebhooksPage = adminScreen('admin.webhooks.title', rolesOf(getWebhookDeliveries), WebhookList);

function WebhookList() {
  const t = useT();
  const list = useAdminList({
    endpoint: getWebhookDeliveries,
    filters: ['partner', 'status'],
    toQuery: ({ partner, status }) => ({ partner: given(partner), status: oneOf(WEBHOOK_DELIVERY_STATUSES, status) }),
    rowsOf: (data) => data.deliveries,
    pageSize: 50,
  });
  const partners = list.resource.status === 'ready' ? list.resource.data.partners : [];
  const chosen = partners.find((p) => String(p.id) === list.filters.partner);
  return (
    <AdminList
      list={list}
      wording="admin.webhooks"
      idPrefix="admin-webhooks"
      applyLabel={t('admin.webhooks.apply')}
      resettable={false}
      notice={chosen && <PartnerWebhookCard partner={chosen} onSent={list.reload} />}
      renderFields={(field) => (
        <>
          <FilterSelect field={field('partner')} label={t('admin.webhooks.partner')} options={partners.map((p) => [String(p.id), p.name] as const)} />
          <FilterSelect
            field={field('status')}
            label={t('admin.webhooks.status')}
            options={WEBHOOK_DELIVERY_STATUSES.map((s) => [s, t(`admin.webhook.${s}`)] as const)}
          />
        </>
      )}
      className="admin-orders"
      testId="admin-webhooks"
      renderRow={(delivery) => <DeliveryRow key={delivery.id} delivery={delivery} />}
    />
  );
}

function DeliveryRow({ delivery }: { delivery: WebhookDeliverySummary }) {
  const { t, moment } = useAdminFormat();
  return (
    <li className="admin-mail-row" data-testid="admin-webhook-row">
      <span className="admin-mail-main">
        <Link to={paths.adminWebhook.href(delivery.id)} aria-label={t('admin.webhooks.open', { type: delivery.type, partner: delivery.partner.name })}>
          {delivery.type}
        </Link>
        <span className="admin-muted">{moment(delivery.createdAt)}</span>
      </span>
      <span>
        <span>{delivery.partner.name}</span>
        {delivery.order && <Link to={paths.adminOrder.href(delivery.order.id)}>{t('admin.mails.order', { number: delivery.order.number })}</Link>}
      </span>
      <WebhookStatus delivery={delivery} />
      {delivery.lastError && <span className="admin-muted admin-mail-error">{webhookErrorText(delivery.lastError, t)}</span>}
    </li>
  );
}
