import { useState } from 'react';
import {
  getPartnerPortalWebhook,
  postPartnerPortalWebhookPing,
  postPartnerPortalWebhookSecret,
  putPartnerPortalWebhook,
  putPartnerPortalWebhookSchemas,
} from '../../../shared/api/partner-portal';
import type { PartnerWebhook } from '../../../shared/api/partner-webhooks';
import { FormActions, Notice, TextField, useRefusableForm } from '../../components/form';
import { LoadState } from '../../components/load-state';
import { useResource } from '../../lib/use-resource';
import { portalApi } from './portal-api';
import { PortalPage } from './portal-layout';
import { usePortalFormat } from './use-portal-format';
import { webhookErrorText } from '../../components/webhook-error-text';

const ID = 'partner-webhook';

/** /partner/webhook: where the signed order events go, the key that signs them (shown on request, rolled), and a test event. */
export function PortalWebhookPage() {
  const { t } = usePortalFormat();
  return <PortalPage title={t('partnerPortal.webhook.title')}>{() => <WebhookLoader />}</PortalPage>;
}

function WebhookLoader() {
  const loaded = useResource(() => portalApi(getPartnerPortalWebhook), []);
  if (loaded.status !== 'ready') return <LoadState resource={loaded} />;
  return <WebhookSettings loaded={loaded.data} />;
}

function WebhookSettings({ loaded }: { loaded: PartnerWebhook }) {
  const { t } = usePortalFormat();
  const [saved, setSaved] = useState(loaded);
  const [url, setUrl] = useState(loaded.url ?? '');
  const [shown, setShown] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const form = useRefusableForm({ idPrefix: ID, order: ['url'], schema: putPartnerPortalWebhookSchemas.body }, t('partnerPortal.failed'));
  const done = (next: PartnerWebhook, text: string) => {
    setSaved(next);
    setOutcome(text);
  };
  const onSubmit = form.onSubmit({ url: url.trim() || null }, async (body) =>
    done(await portalApi(putPartnerPortalWebhook, { body }), t('partnerPortal.saved')),
  );
  const act = (call: () => Promise<void>) => () => {
    setOutcome(null);
    call().catch(form.refuse);
  };
  const roll = act(async () => {
    if (window.confirm(t('partnerPortal.webhook.rollConfirm'))) done(await portalApi(postPartnerPortalWebhookSecret), t('partnerPortal.saved'));
  });
  const ping = act(async () => {
    await portalApi(postPartnerPortalWebhookPing);
    setOutcome(t('partnerPortal.webhook.sent'));
  });
  return (
    <div data-testid="partner-webhook">
      {form.failure && <Notice kind="error">{form.failure}</Notice>}
      {outcome && <Notice kind="success">{outcome}</Notice>}
      <form className="account-form" noValidate onSubmit={onSubmit} aria-busy={form.busy}>
        <TextField {...form.field('url')} label={t('partnerPortal.webhook.url')} type="url" value={url} onChange={setUrl} />
        <FormActions busy={form.busy} submit={t('partnerPortal.save')} />
      </form>
      <h2>{t('partnerPortal.webhook.secret')}</h2>
      <p>
        <code data-testid="partner-webhook-secret">{shown ? saved.secret : '•'.repeat(24)}</code>{' '}
        <button type="button" className="button secondary" onClick={() => setShown((s) => !s)} aria-pressed={shown}>
          {t(shown ? 'partnerPortal.webhook.hide' : 'partnerPortal.webhook.show')}
        </button>{' '}
        <button type="button" className="button secondary" onClick={roll}>
          {t('partnerPortal.webhook.roll')}
        </button>
      </p>
      <button type="button" className="button" onClick={ping} disabled={saved.url === null} data-testid="partner-webhook-ping">
        {t('partnerPortal.webhook.test')}
      </button>
      {saved.lastDelivery && <LastDelivery delivery={saved.lastDelivery} />}
    </div>
  );
}

/** How the newest event went, and why not when it failed: a URL the shop refuses is said in the partner's words, since no retry helps. */
function LastDelivery({ delivery }: { delivery: NonNullable<PartnerWebhook['lastDelivery']> }) {
  const { t, day } = usePortalFormat();
  const reason = delivery.error && webhookErrorText(delivery.error, t);
  return (
    <p data-testid="partner-webhook-last">
      {t('partnerPortal.webhook.last', { type: delivery.type, at: day(delivery.createdAt), status: t(`partnerPortal.webhook.status.${delivery.status}`) })}
      {delivery.status !== 'delivered' && reason && (
        <>
          <br />
          <span className="account-field-error">{reason}</span>
        </>
      )}
    </p>
  );
}
