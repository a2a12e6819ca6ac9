import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { partnerSetPassword, PartnerSetPasswordRequest } from '../../../shared/api/partner-portal';
import { FormActions, linkKeyOf, Notice, TextField, useRefusableForm } from '../../components/form';
import { paths } from '../../config/paths';
import { useT } from '../../../ui/intl/use-t';
import { portalApi } from './portal-api';
import { PortalFrame } from './portal-layout';
import { usePortalSession } from './portal-session';

const ID = 'partner-password';

/** /partner/password/{key}: the invite mail's link; the password chosen here logs the person in. */
export function PortalPasswordPage() {
  const t = useT();
  const { setMe } = usePortalSession();
  const navigate = useNavigate();
  const key = linkKeyOf(useParams().key);
  const [password, setPassword] = useState('');
  const form = useRefusableForm({ idPrefix: ID, order: ['password'], schema: PartnerSetPasswordRequest }, t('partnerPortal.failed'));
  const onSubmit = form.onSubmit({ key: key ?? '', password }, async (body) => {
    setMe(await portalApi(partnerSetPassword, { body }));
    void navigate(paths.partner.href(), { replace: true });
  });
  return (
    <PortalFrame title={t('partnerPortal.password.title')}>
      {key === null ? (
        <Notice kind="error">{t('partnerPortal.inviteInvalid')}</Notice>
      ) : (
        <form className="account-form" noValidate onSubmit={onSubmit} aria-busy={form.busy}>
          <p>{t('partnerPortal.password.intro')}</p>
          {form.failure && <Notice kind="error">{form.failure}</Notice>}
          <TextField
            {...form.field('password')}
            label={t('partnerPortal.login.password')}
            type="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={setPassword}
          />
          <FormActions busy={form.busy} submit={t('partnerPortal.password.submit')} />
        </form>
      )}
    </PortalFrame>
  );
}
