import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { staffLogin, StaffLoginRequest, updateStaffMe } from '../../../shared/api/admin-staff';
import { ApiError } from '../../../shared/api/client';
import { FormActions, LoginFields, Notice } from '../../components/form';
import { paths } from '../../config/paths';
import { useT } from '../../../ui/intl/use-t';
import { adminApi } from './admin-api';
import { AdminFrame } from './admin-layout';
import { useAdminSession } from './admin-session';
import { useAdminForm } from './kit/use-admin-form';

const ID = 'admin-login';

/** Only a path inside the back office is a place to go back to after the login. */
const safeNext = (next: string | null) => (next?.startsWith('/admin') && !next.startsWith('//') ? next : paths.admin.href());

export function AdminLoginPage() {
  const t = useT();
  const { me, setMe, locale } = useAdminSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [values, setValues] = useState({ email: '', password: '' });
  // The server's words: a wrong password (401), a limit (429), or a login held while strangers guess (403 login_challenge).
  const form = useAdminForm({ idPrefix: ID, order: ['email', 'password'], schema: StaffLoginRequest, serverFields: false });
  if (me) return <Navigate to={safeNext(search.get('next'))} replace />;

  const onSubmit = form.onSubmit(values, async (body) => {
    const member = await adminApi(staffLogin, { body });
    // The language chosen on the login page is the member's from now on.
    setMe(member.language === locale ? member : await adminApi(updateStaffMe, { body: { language: locale } }));
    void navigate(safeNext(search.get('next')), { replace: true });
  });
  const challenged = form.refusal instanceof ApiError && form.refusal.code === 'login_challenge';
  return (
    <AdminFrame title={t('admin.login.title')} me={null}>
      <form className="account-form admin-login" noValidate onSubmit={onSubmit} aria-busy={form.busy}>
        {form.failure && (
          <Notice kind="error" testId={challenged ? 'admin-login-challenge' : 'admin-login-failed'}>
            {form.failure}
          </Notice>
        )}
        <LoginFields field={form.field} values={values} setValues={setValues} label={(name) => t(`admin.login.${name}`)} />
        <FormActions busy={form.busy} submit={t(form.busy ? 'admin.login.busy' : 'admin.login.submit')} />
      </form>
    </AdminFrame>
  );
}
