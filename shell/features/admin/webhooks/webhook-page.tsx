import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { getWebhookDeliveries, getWebhookDelivery, postWebhookReplay, type WebhookDeliveryDetail } from '../../../../shared/api/partner-webhooks';
import { paths } from '../../../config/paths';
import { FactList } from '../../../components/fact-list';
import { useIntl } from '../../../../ui/intl/intl-provider';
import { adminApi } from '../admin-api';
import { rolesOf } from '../admin-nav';
import { AdminCard } from '../kit/admin-card';
import { AdminDetailScreen } from '../kit/admin-screen';
import { ConfirmedAction } from '../kit/confirmed-action';
import { useAdminFormat } from '../kit/use-admin-format';
import { useAdminResource } from '../use-admin-resource';
import { WebhookStatus } from './webhook-status';
import { webhookErrorText } from '../../../components/webhook-error-text';

/** One webhook delivery (/admin/webhooks/:deliveryId): the body sent, every try, and sending it again. */
export function AdminWebhookPage() {
  const intl = useIntl();
  const deliveryId = Number(useParams().deliveryId);
  const [version, setVersion] = useState(0);
  const delivery = useAdminResource(() => adminApi(getWebhookDelivery, { params: { id: deliveryId } }), [deliveryId, version]);
  const title = delivery.status === 'ready' ? delivery.data.type : intl.formatMessage({ id: 'admin.loading' });
  return (
    <AdminDetailScreen
      title={title}
      roles={rolesOf(getWebhookDeliveries)}
      back={{ to: paths.adminWebhooks.href(), text: 'admin.webhooks.back' }}
      resource={delivery}
    >
      {(data) => <DeliveryView delivery={data} onReplayed={() => setVersion((v) => v + 1)} />}
    </AdminDetailScreen>
  );
}

function DeliveryView({ delivery, onReplayed }: { delivery: WebhookDeliveryDetail; onReplayed: () => void }) {
  const { t, moment } = useAdminFormat();
  return (
    <div className="admin-detail">
      <AdminCard labelId="webhook-delivery" title={t('admin.webhooks.delivery')} wide>
        <FactList
          className="admin-facts"
          testId="admin-webhook-facts"
          facts={[
            { label: t('admin.webhooks.partner'), value: delivery.partner.name },
            { label: t('admin.webhooks.eventId'), value: <code>{delivery.eventId}</code> },
            delivery.order !== null && {
              label: t('admin.mails.orderLabel'),
              value: <Link to={paths.adminOrder.href(delivery.order.id)}>{delivery.order.number}</Link>,
            },
            { label: t('admin.webhooks.status'), value: <WebhookStatus delivery={delivery} /> },
            { label: t('admin.webhooks.created'), value: moment(delivery.createdAt) },
            delivery.deliveredAt !== null && { label: t('admin.webhooks.delivered'), value: moment(delivery.deliveredAt) },
            delivery.nextTryAt !== null && { label: t('admin.webhooks.nextTry'), value: moment(delivery.nextTryAt) },
          ]}
        />
        {delivery.status !== 'delivering' && (
          <ConfirmedAction
            label={t('admin.webhooks.replay')}
            testId="admin-webhook-replay"
            run={async () => {
              await adminApi(postWebhookReplay, { params: { id: delivery.id } });
              return t('admin.webhooks.replayed');
            }}
            onDone={onReplayed}
          />
        )}
      </AdminCard>
      <AdminCard labelId="webhook-attempts" title={t('admin.webhooks.attempts')} wide>
        {delivery.attempts.length === 0 ? (
          <p>{t('admin.webhooks.noAttempts')}</p>
        ) : (
          <ol className="admin-webhook-attempts" data-testid="admin-webhook-attempts">
            {delivery.attempts.map((attempt) => (
              <li key={attempt.at}>
                {moment(attempt.at)}: {attempt.statusCode === null ? t('admin.webhooks.noAnswer') : `HTTP ${attempt.statusCode}`}
                {attempt.error && <span className="admin-muted admin-mail-error"> {webhookErrorText(attempt.error, t)}</span>}
              </li>
            ))}
          </ol>
        )}
      </AdminCard>
      <AdminCard labelId="webhook-body" title={t('admin.webhooks.body')} wide>
        <pre className="admin-mail-text" data-testid="admin-webhook-body" tabIndex={0}>
          {JSON.stringify(JSON.parse(delivery.body), null, 2)}
        </pre>
      </AdminCard>
    </div>
  );
}
