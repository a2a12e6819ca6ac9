import { useState } from 'react';
import { getPartnerPortalOrigins, putPartnerPortalOrigins, PartnerOriginsInput } from '../../../shared/api/partner-portal';
import { FormActions, Notice, TextField, useRefusableForm } from '../../components/form';
import { LoadState } from '../../components/load-state';
import { useResource } from '../../lib/use-resource';
import { portalApi } from './portal-api';
import { PortalPage } from './portal-layout';
import { usePortalFormat } from './use-portal-format';

const ID = 'partner-origins';

/** One origin a line, as the back office's partner form takes them. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** /partner/origins: the origins whose pages may use the embed, kept by the partner under the back office's rules. */
export function PortalOriginsPage() {
  const { t } = usePortalFormat();
  return <PortalPage title={t('partnerPortal.origins.title')}>{() => <OriginsLoader />}</PortalPage>;
}

function OriginsLoader() {
  const loaded = useResource(() => portalApi(getPartnerPortalOrigins), []);
  if (loaded.status !== 'ready') return <LoadState resource={loaded} />;
  return <OriginsForm loaded={loaded.data.origins} />;
}

function OriginsForm({ loaded }: { loaded: readonly string[] }) {
  const { t } = usePortalFormat();
  const [text, setText] = useState(loaded.join('\n'));
  const [saved, setSaved] = useState(false);
  const form = useRefusableForm({ idPrefix: ID, order: ['origins'], schema: PartnerOriginsInput }, t('partnerPortal.failed'));
  const onSubmit = form.onSubmit({ origins: linesOf(text) }, async (body) => {
    setSaved(false);
    setText((await portalApi(putPartnerPortalOrigins, { body })).origins.join('\n'));
    setSaved(true);
  });
  return (
    <form className="account-form" noValidate onSubmit={onSubmit} aria-busy={form.busy} data-testid="partner-origins">
      {form.failure && <Notice kind="error">{form.failure}</Notice>}
      {saved && <Notice kind="success">{t('partnerPortal.saved')}</Notice>}
      <TextField
        {...form.field('origins')}
        label={t('partnerPortal.origins.title')}
        hint={t('partnerPortal.origins.help')}
        multiline
        value={text}
        onChange={setText}
      />
      <FormActions busy={form.busy} submit={t('partnerPortal.save')} />
    </form>
  );
}
