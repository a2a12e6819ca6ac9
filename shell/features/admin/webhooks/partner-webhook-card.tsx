import { useState } from 'react';
import {
  getPartnerWebhook,
  type PartnerWebhook,
  PartnerWebhookInput,
  postPartnerWebhookPing,
  postPartnerWebhookSecret,
  putPartnerWebhook,
} from '../../../../shared/api/partner-webhooks';
import { FormActions, Notice, TextField } from '../../../components/form';
import { adminApi } from '../admin-api';
import { LoadState } from '../../../components/load-state';
import { AdminCard } from '../kit/admin-card';
import { ConfirmedAction } from '../kit/confirmed-action';
import { useAdminForm } from '../kit/use-admin-form';
import { useAdminFormat } from '../kit/use-admin-format';
import { useAdminResource } from '../use-admin-resource';

/** The chosen partner's webhook: where its events go, the secret that signs them (to give the partner, or to roll), and a test event. */
export function PartnerWebhookCard({ partner, onSent }: { partner: { id: number; name: string }; onSent: () => void }) {
  const { t } = useAdminFormat();
  const loaded = useAdminResource(() => adminApi(getPartnerWebhook, { params: { id: partner.id } }), [partner.id]);
  return (
    <AdminCard labelId="partner-webhook" title={t('admin.webhooks.settings', { partner: partner.name })} wide testId="admin-partner-webhook">
      {loaded.status === 'ready' ? (
        <WebhookSettings key={partner.id} partnerId={partner.id} initial={loaded.data} onSent={onSent} />
      ) : (
        <LoadState resource={loaded} />
      )}
    </AdminCard>
  );
}

function WebhookSettings({ partnerId, initial, onSent }: { partnerId: number; initial: PartnerWebhook; onSent: () => void }) {
  const { t } = useAdminFormat();
  const [webhook, setWebhook] = useState(initial);
  const [url, setUrl] = useState(initial.url ?? '');
  const [saved, setSaved] = useState(false);
  const form = useAdminForm({ idPrefix: 'partner-webhook', order: ['url'], schema: PartnerWebhookInput });
  const onSubmit = form.onSubmit({ url: url.trim() || null }, async (body) => {
    setSaved(false);
    setWebhook(await adminApi(putPartnerWebhook, { params: { id: partnerId }, body }));
    setSaved(true);
  });
  return (
    <>
      <form className="account-form" noValidate onSubmit={onSubmit} aria-busy={form.busy} aria-labelledby="partner-webhook">
        {form.failure && <Notice kind="error">{form.failure}</Notice>}
        {saved && <Notice kind="success">{t('admin.webhooks.urlSaved')}</Notice>}
        <TextField
          {...form.field('url')}
          type="url"
          label={t('admin.webhooks.url')}
          hint={t('admin.webhooks.urlHint')}
          autoComplete="off"
          value={url}
          onChange={setUrl}
        />
        <FormActions busy={form.busy} submit={t('admin.webhooks.saveUrl')} testId="admin-partner-webhook-save" />
      </form>
      <p>
        {t('admin.webhooks.secret')}: <code data-testid="admin-partner-webhook-secret">{webhook.secret}</code>
      </p>
      <ConfirmedAction
        label={t('admin.webhooks.rollSecret')}
        testId="admin-partner-webhook-roll"
        run={async () => {
          setWebhook(await adminApi(postPartnerWebhookSecret, { params: { id: partnerId } }));
          return t('admin.webhooks.secretRolled');
        }}
      />
      {webhook.url !== null && (
        <ConfirmedAction
          label={t('admin.webhooks.ping')}
          testId="admin-partner-webhook-ping"
          run={async () => {
            await adminApi(postPartnerWebhookPing, { params: { id: partnerId } });
            return t('admin.webhooks.pinged');
          }}
          onDone={onSent}
        />
      )}
    </>
  );
}
