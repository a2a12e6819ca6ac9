import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { partnerLogin, PartnerLoginRequest } from '../../../shared/api/partner-portal';
import { ApiError } from '../../../shared/api/client';
import { FormActions, LoginFields, Notice, useRefusableForm } from '../../components/form';
import { paths } from '../../config/paths';
import { useT } from '../../../ui/intl/use-t';
import { portalApi } from './portal-api';
import { PortalFrame } from './portal-layout';
import { usePortalSession } from './portal-session';

const ID = 'partner-login';

/** Only a path inside the portal is a place to go back to after the login. */
const safePortalNext = (next: string | null) => (next?.startsWith('/partner') && !next.startsWith('//') ? next : paths.partner.href());

/** /partner/login: e-mail address and password of a person the shop invited. */
export function PortalLoginPage() {
  const t = useT();
  const { me, setMe } = usePortalSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [values, setValues] = useState({ email: '', password: '' });
  // A failed login is not one field's fault: the server's words (401, 429, 403 login_challenge) above the form.
  const form = useRefusableForm({ idPrefix: ID, order: ['email', 'password'], schema: PartnerLoginRequest, serverFields: false }, t('partnerPortal.failed'));
  if (me) return <Navigate to={safePortalNext(search.get('next'))} replace />;
  const onSubmit = form.onSubmit(values, async (body) => {
    setMe(await portalApi(partnerLogin, { body }));
    void navigate(safePortalNext(search.get('next')), { replace: true });
  });
  const challenged = form.refusal instanceof ApiError && form.refusal.code === 'login_challenge';
  return (
    <PortalFrame title={t('partnerPortal.login.title')}>
      <form className="account-form" noValidate onSubmit={onSubmit} aria-busy={form.busy}>
        {form.failure && (
          <Notice kind="error" testId={challenged ? 'partner-login-challenge' : 'partner-login-failed'}>
            {challenged ? t('partnerPortal.login.challenge') : form.failure}
          </Notice>
        )}
        <LoginFields field={form.field} values={values} setValues={setValues} label={(name) => t(`partnerPortal.login.${name}`)} />
        <FormActions busy={form.busy} submit={t('partnerPortal.login.submit')} />
      </form>
    </PortalFrame>
  );
}
