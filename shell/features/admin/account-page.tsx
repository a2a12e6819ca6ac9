import { changeStaffPassword, getStaffMe, type StaffMember } from '../../../shared/api/admin-staff';
import { PasswordChangeForm } from '../../components/form';
import { adminApi } from './admin-api';
import { roleKey } from './admin-layout';
import { adminScreen } from './kit/admin-screen';
import { AdminCard } from './kit/admin-card';
import { FactList } from '../../components/fact-list';
import { rolesOf } from './admin-nav';
import { useT } from '../../../ui/intl/use-t';
import { useAdminFormat } from './kit/use-admin-format';

/** The member's own account (/admin/account): who the back office knows it as, and its password. */
export const AdminAccountPage = adminScreen('admin.account.title', rolesOf(getStaffMe), Account);

function Account({ me }: { me: StaffMember }) {
  const { t, moment } = useAdminFormat();
  return (
    <div className="admin-detail">
      <AdminCard labelId="account-facts" title={t('admin.account.facts')}>
        <FactList
          className="admin-facts"
          facts={[
            { label: t('admin.staff.name'), value: me.displayName },
            { label: t('admin.staff.email'), value: me.email },
            { label: t('admin.staff.role'), value: t(roleKey(me.role)) },
            { label: t('admin.account.since'), value: moment(me.createdAt) },
          ]}
        />
        <p className="admin-muted">{t('admin.account.changesByOwner')}</p>
      </AdminCard>
      <PasswordForm />
    </div>
  );
}

function PasswordForm() {
  const t = useT();
  return (
    <AdminCard labelId="account-password" title={t('admin.account.password')}>
      <PasswordChangeForm
        idPrefix="admin-password"
        testId="admin-password-form"
        className="account-form"
        send={(body) => adminApi(changeStaffPassword, { body })}
        submit="admin.account.save"
        changedText={({ endedSessions }) => t('admin.account.changed', { count: endedSessions })}
      />
    </AdminCard>
  );
}
