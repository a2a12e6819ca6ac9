import type { WebhookDeliverySummary } from '../../../../shared/api/partner-webhooks';
import { useT } from '../../../../ui/intl/use-t';

/** The mail outbox's look for the same states: delivered as sent, failed as failed. */
const LOOK = { pending: '', delivering: '', delivered: 'admin-mail-sent', failed: 'admin-mail-failed' } as const;

/** A delivery's state and how many tries it took. */
export function WebhookStatus({ delivery }: { delivery: Pick<WebhookDeliverySummary, 'status' | 'tries'> }) {
  const t = useT();
  return (
    <span>
      <span className={`admin-status ${LOOK[delivery.status]}`}>{t(`admin.webhook.${delivery.status}`)}</span>{' '}
      <span className="admin-muted">{t('admin.mails.attempts', { count: delivery.tries })}</span>
    </span>
  );
}
