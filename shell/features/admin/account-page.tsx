import { type FormEvent, useState } from 'react';
import { changeStaffPassword, getStaffMe, type StaffMember, StaffPasswordChange } from '../../../shared/api/admin-staff';
import { ApiError } from '../../../shared/api/client';
import type { MessageKey } from '../../../shared/i18n/messages';
import { ErrorSummary, FormActions, Notice, TextField, useSchemaForm } from '../../components/form';
import { useIntl } from '../../../widget/lib/intl/intl-provider';
import { adminApi } from './admin-api';
import { formatMoment } from './admin-dates';
import { roleKey, StaffPage } from './admin-layout';
import { rolesOf } from './admin-nav';

/** The member's own account (/admin/account): who the back office knows it as, and its password. */
export function AdminAccountPage() {
  const intl = useIntl();
  return (
    <StaffPage title={intl.formatMessage({ id: 'admin.account.title' })} roles={rolesOf(getStaffMe)}>
      {(me) => <Account me={me} />}
    </StaffPage>
  );
}

function Account({ me }: { me: StaffMember }) {
  const intl = useIntl();
  const t = (id: MessageKey) => intl.formatMessage({ id });
  return (
    <div className="admin-detail">
      <section className="admin-card" aria-labelledby="account-facts">
        <h2 id="account-facts">{t('admin.account.facts')}</h2>
        <dl className="admin-facts">
          <dt>{t('admin.staff.name')}</dt>
          <dd>{me.displayName}</dd>
          <dt>{t('admin.staff.email')}</dt>
          <dd>{me.email}</dd>
          <dt>{t('admin.staff.role')}</dt>
          <dd>{t(roleKey(me.role))}</dd>
          <dt>{t('admin.account.since')}</dt>
          <dd>{formatMoment(intl.locale, me.createdAt)}</dd>
        </dl>
        <p className="admin-muted">{t('admin.account.changesByOwner')}</p>
      </section>
      <PasswordForm />
    </div>
  );
}

const ID = 'admin-password';
const FIELDS = ['currentPassword', 'password', 'passwordConfirmation'] as const;
type Field = (typeof FIELDS)[number];
const LABELS: Record<Field, MessageKey> = {
  currentPassword: 'admin.account.current',
  password: 'admin.account.new',
  passwordConfirmation: 'admin.account.confirm',
};
const empty: Record<Field, string> = { currentPassword: '', password: '', passwordConfirmation: '' };

function PasswordForm() {
  const intl = useIntl();
  const t = (id: MessageKey, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [values, setValues] = useState(empty);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useSchemaForm({ idPrefix: ID, order: [...FIELDS], schema: StaffPasswordChange });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setDone(null);
    void form.submit(
      values,
      async (body) => {
        const { endedSessions } = await adminApi(changeStaffPassword, { body });
        setValues(empty);
        setDone(t('admin.account.changed', { count: endedSessions }));
      },
      (error) => setFailure(error instanceof ApiError ? error.message : t('admin.loadFailed')),
    );
  };
  return (
    <section className="admin-card" aria-labelledby="account-password">
      <h2 id="account-password">{t('admin.account.password')}</h2>
      <form className="account-form" noValidate onSubmit={onSubmit} aria-busy={form.busy} data-testid="admin-password-form">
        <ErrorSummary idPrefix={ID} errors={form.errors} order={[...FIELDS]} labelOf={(field) => t(LABELS[field as Field])} />
        {failure && <Notice kind="error">{failure}</Notice>}
        {done && (
          <Notice kind="success" testId="admin-password-changed">
            {done}
          </Notice>
        )}
        {FIELDS.map((name) => (
          <TextField
            key={name}
            {...form.field(name)}
            type="password"
            label={t(LABELS[name])}
            {...(name === 'password' ? { hint: t('admin.account.newHint') } : {})}
            required
            autoComplete={name === 'currentPassword' ? 'current-password' : 'new-password'}
            value={values[name]}
            onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
          />
        ))}
        <FormActions busy={form.busy} submit={t(form.busy ? 'admin.account.saving' : 'admin.account.save')} />
      </form>
    </section>
  );
}
