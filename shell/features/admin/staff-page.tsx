import { useState } from 'react';
import { createStaff, CreateStaffRequest, listStaff, type StaffMember, updateStaff, type UpdateStaffRequest } from '../../../shared/api/admin-staff';
import { ownerOnly, staffRoles, type StaffRole } from '../../../shared/domain/staff/roles';
import type { MessageKey } from '../../../shared/i18n/messages';
import { ErrorSummary, FormActions, Notice, SelectField, TextField } from '../../components/form';
import { adminApi } from './admin-api';
import { roleKey } from './admin-layout';
import { adminScreen } from './kit/admin-screen';
import { LoadState } from '../../components/load-state';
import { useAdminResource } from './use-admin-resource';
import { useT } from '../../../ui/intl/use-t';
import { refusalText } from './kit/refusal-text';
import { AdminCard } from './kit/admin-card';
import { useAdminForm } from './kit/use-admin-form';

/** The owner's staff management (/admin/staff): who may work in the back office, in which role. */
export const AdminStaffPage = adminScreen('admin.staff.title', ownerOnly, StaffManagement);

function StaffManagement({ me }: { me: StaffMember }) {
  const t = useT();
  const [version, setVersion] = useState(0);
  const staff = useAdminResource(() => adminApi(listStaff), [version]);
  const [status, setStatus] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  const change = async (member: StaffMember, body: UpdateStaffRequest) => {
    setStatus(null);
    try {
      await adminApi(updateStaff, { params: { id: member.id }, body });
      setStatus({ kind: 'success', text: t('admin.staff.saved', { name: member.displayName }) });
    } catch (error) {
      setStatus({ kind: 'error', text: refusalText(error, t) });
    }
    setVersion((v) => v + 1);
  };

  return (
    <div className="admin-detail">
      {status && <Notice kind={status.kind}>{status.text}</Notice>}
      <section className="panel admin-card admin-wide" aria-labelledby="staff-list">
        <h2 id="staff-list" className="visually-hidden">
          {t('admin.staff.title')}
        </h2>
        {staff.status !== 'ready' ? (
          <LoadState resource={staff} />
        ) : (
          <ul className="admin-staff" data-testid="admin-staff">
            {staff.data.staff.map((member) => (
              <li key={member.id} className="admin-staff-row">
                <span className="admin-order-customer">
                  <span>
                    {member.displayName} {member.id === me.id && t('admin.staff.you')}
                  </span>
                  <span className="admin-muted">{member.email}</span>
                </span>
                <label className="admin-inline">
                  <span className="visually-hidden">{t('admin.staff.roleOf', { name: member.displayName })}</span>
                  <select value={member.role} onChange={(event) => void change(member, { role: event.target.value as StaffRole })}>
                    {staffRoles.map((role) => (
                      <option key={role} value={role}>
                        {t(roleKey(role))}
                      </option>
                    ))}
                  </select>
                </label>
                <span className={member.disabled ? 'admin-status admin-status-cancelled' : 'admin-status admin-status-paid'}>
                  {t(member.disabled ? 'admin.staff.disabled' : 'admin.staff.active')}
                </span>
                <button
                  type="button"
                  className="button secondary"
                  aria-label={t(member.disabled ? 'admin.staff.enableLabel' : 'admin.staff.disableLabel', { name: member.displayName })}
                  onClick={() => void change(member, { disabled: !member.disabled })}
                >
                  {t(member.disabled ? 'admin.staff.enable' : 'admin.staff.disable')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <NewStaffForm
        onCreated={(member) => {
          setStatus({ kind: 'success', text: t('admin.staff.created', { name: member.displayName }) });
          setVersion((v) => v + 1);
        }}
      />
    </div>
  );
}

const ID = 'admin-staff-new';
const FIELDS = ['displayName', 'email', 'role', 'password'] as const;
const LABELS: Record<(typeof FIELDS)[number], MessageKey> = {
  displayName: 'admin.staff.name',
  email: 'admin.staff.email',
  role: 'admin.staff.role',
  password: 'admin.staff.password',
};
const empty = { displayName: '', email: '', role: 'office', password: '' };

function NewStaffForm({ onCreated }: { onCreated: (member: StaffMember) => void }) {
  const t = useT();
  const [values, setValues] = useState(empty);
  const form = useAdminForm({ idPrefix: ID, order: [...FIELDS], schema: CreateStaffRequest });
  const set = (name: keyof typeof empty) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const onSubmit = form.onSubmit(values, async (body) => {
    const member = await adminApi(createStaff, { body });
    setValues(empty);
    onCreated(member);
  });
  return (
    <AdminCard labelId="staff-new" title={t('admin.staff.new')} wide>
      <form className="account-form" noValidate onSubmit={onSubmit} aria-busy={form.busy}>
        <ErrorSummary idPrefix={ID} errors={form.errors} order={[...FIELDS]} labelOf={(field) => t(LABELS[field as (typeof FIELDS)[number]])} />
        {form.failure && <Notice kind="error">{form.failure}</Notice>}
        <TextField
          {...form.field('displayName')}
          label={t(LABELS.displayName)}
          required
          autoComplete="off"
          value={values.displayName}
          onChange={set('displayName')}
        />
        <TextField {...form.field('email')} label={t(LABELS.email)} type="email" required autoComplete="off" value={values.email} onChange={set('email')} />
        <SelectField {...form.field('role')} label={t(LABELS.role)} required value={values.role} onChange={set('role')}>
          {staffRoles.map((role) => (
            <option key={role} value={role}>
              {t(roleKey(role))}
            </option>
          ))}
        </SelectField>
        <TextField
          {...form.field('password')}
          label={t(LABELS.password)}
          hint={t('admin.staff.passwordHint')}
          type="password"
          required
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
        />
        <FormActions busy={form.busy} submit={t(form.busy ? 'admin.staff.creating' : 'admin.staff.create')} />
      </form>
    </AdminCard>
  );
}
