import { type FormEvent, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { staffLogin, StaffLoginRequest, updateStaffMe } from '../../../shared/api/admin-staff';
import { ApiError } from '../../../shared/api/client';
import { FormActions, Notice, TextField, useSchemaForm } from '../../components/form';
import { paths } from '../../config/paths';
import { useIntl } from '../../../ui/intl/intl-provider';
import { adminApi } from './admin-api';
import { AdminFrame } from './admin-layout';
import { useAdminSession } from './admin-session';

const ID = 'admin-login';

/** Only a path inside the back office is a place to go back to after the login. */
const safeNext = (next: string | null) => (next?.startsWith('/admin') && !next.startsWith('//') ? next : paths.admin.href());

export function AdminLoginPage() {
  const intl = useIntl();
  const { me, setMe, locale } = useAdminSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [values, setValues] = useState({ email: '', password: '' });
  // The server's words: a wrong password (401), a limit (429), or a login held while strangers guess (403 login_challenge).
  const [failure, setFailure] = useState<{ message: string; challenge: boolean } | null>(null);
  const form = useSchemaForm({ idPrefix: ID, order: ['email', 'password'], schema: StaffLoginRequest, serverFields: false });
  if (me) return <Navigate to={safeNext(search.get('next'))} replace />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    void form.submit(
      values,
      async (body) => {
        const member = await adminApi(staffLogin, { body });
        // The language chosen on the login page is the member's from now on.
        setMe(member.language === locale ? member : await adminApi(updateStaffMe, { body: { language: locale } }));
        void navigate(safeNext(search.get('next')), { replace: true });
      },
      (error) =>
        setFailure({
          message: error instanceof ApiError ? error.message : intl.formatMessage({ id: 'admin.loadFailed' }),
          challenge: error instanceof ApiError && error.code === 'login_challenge',
        }),
    );
  };
  const set = (name: 'email' | 'password') => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  return (
    <AdminFrame title={intl.formatMessage({ id: 'admin.login.title' })} me={null}>
      <form className="account-form admin-login" noValidate onSubmit={onSubmit} aria-busy={form.busy}>
        {failure && (
          <Notice kind="error" testId={failure.challenge ? 'admin-login-challenge' : 'admin-login-failed'}>
            {failure.message}
          </Notice>
        )}
        <TextField
          {...form.field('email')}
          label={intl.formatMessage({ id: 'admin.login.email' })}
          type="email"
          autoComplete="username"
          required
          value={values.email}
          onChange={set('email')}
        />
        <TextField
          {...form.field('password')}
          label={intl.formatMessage({ id: 'admin.login.password' })}
          type="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={set('password')}
        />
        <FormActions busy={form.busy} submit={intl.formatMessage({ id: form.busy ? 'admin.login.busy' : 'admin.login.submit' })} />
      </form>
    </AdminFrame>
  );
}
