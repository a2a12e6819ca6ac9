import { changeStaffPassword, getStaffMe, type StaffMember } from '../../../shared/api/admin-staff';
import { PasswordChangeForm } from '../../components/form';
import { useIntl } from '../../../ui/intl/intl-provider';
import { adminApi } from './admin-api';
import { formatMoment } from './admin-dates';
import { roleKey } from './admin-layout';
import { adminScreen } from './kit/admin-screen';
import { rolesOf } from './admin-nav';
import { useT } from '../../../ui/intl/use-t';

/** The member's own account (/admin/account): who the back office knows it as, and its password. */
export const AdminAccountPage = adminScreen('admin.account.title', rolesOf(getStaffMe), Account);

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

function PasswordForm() {
  const t = useT();
  return (
    <section className="admin-card" aria-labelledby="account-password">
      <h2 id="account-password">{t('admin.account.password')}</h2>
      <PasswordChangeForm
        idPrefix="admin-password"
        testId="admin-password-form"
        className="account-form"
        send={(body) => adminApi(changeStaffPassword, { body })}
        submit="admin.account.save"
        changedText={({ endedSessions }) => t('admin.account.changed', { count: endedSessions })}
      />
    </section>
  );
}
