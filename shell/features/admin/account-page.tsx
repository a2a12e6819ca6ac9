import { type FormEvent, useState } from 'react';
import { changeStaffPassword, getStaffMe, type StaffMember } from '../../../shared/api/admin-staff';
import { PasswordChangeRequest } from '../../../shared/api/password-change';
import { ApiError } from '../../../shared/api/client';
import { emptyPasswordChange, FormActions, Notice, PASSWORD_CHANGE_FIELDS, PasswordChangeFields, useSchemaForm } from '../../components/form';
import { useIntl } from '../../../widget/lib/intl/intl-provider';
import { adminApi } from './admin-api';
import { formatMoment } from './admin-dates';
import { roleKey, StaffPage } from './admin-layout';
import { rolesOf } from './admin-nav';
import { useT } from '../../../widget/lib/intl/use-t';

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
  const t = useT();
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

function PasswordForm() {
  const t = useT();
  const [values, setValues] = useState(emptyPasswordChange);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useSchemaForm({ idPrefix: ID, order: [...PASSWORD_CHANGE_FIELDS], schema: PasswordChangeRequest });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setDone(null);
    void form.submit(
      values,
      async (body) => {
        const { endedSessions } = await adminApi(changeStaffPassword, { body });
        setValues(emptyPasswordChange);
        setDone(t('admin.account.changed', { count: endedSessions }));
      },
      (error) => setFailure(error instanceof ApiError ? error.message : t('admin.loadFailed')),
    );
  };
  return (
    <section className="admin-card" aria-labelledby="account-password">
      <h2 id="account-password">{t('admin.account.password')}</h2>
      <form className="account-form" noValidate onSubmit={onSubmit} aria-busy={form.busy} data-testid="admin-password-form">
        {failure && <Notice kind="error">{failure}</Notice>}
        {done && (
          <Notice kind="success" testId="admin-password-changed">
            {done}
          </Notice>
        )}
        <PasswordChangeFields
          idPrefix={ID}
          form={form}
          labels={{ currentPassword: t('admin.account.current'), password: t('admin.account.new'), passwordConfirmation: t('admin.account.confirm') }}
          hint={t('admin.account.newHint')}
          values={values}
          onChange={setValues}
        />
        <FormActions busy={form.busy} submit={t(form.busy ? 'admin.account.saving' : 'admin.account.save')} />
      </form>
    </section>
  );
}
