import { Link } from 'react-router';
import { listStaff, type StaffMember } from '../../../shared/api/admin-staff';
import { AUDIT_SUBJECT_TYPES, type AuditEntry, getAuditLog } from '../../../shared/api/audit';
import { hasMessage } from '../../../shared/i18n/messages/has-message';
import { TextField } from '../../components/form';
import { paths } from '../../config/paths';
import { useIntl } from '../../../ui/intl/intl-provider';
import { adminApi } from './admin-api';
import { adminScreen } from './kit/admin-screen';
import { rolesOf } from './admin-nav';
import { AuditChanges } from './audit-changes';
import { AuditVerify } from './audit-verify';
import { AdminList } from './kit/list/admin-list';
import { FilterSelect } from './kit/list/filter-select';
import { given } from './kit/list/query-values';
import { useAdminList } from './kit/list/use-admin-list';
import { useAdminResource } from './use-admin-resource';
import { useT } from '../../../ui/intl/use-t';
import { useAdminFormat } from './kit/use-admin-format';

/** The audit log (/admin/audit, the owner's): who changed what when, newest first, with what changed. */
export const AdminAuditPage = adminScreen('admin.audit.title', rolesOf(getAuditLog), AuditLog);

function AuditLog() {
  const t = useT();
  const list = useAdminList({
    endpoint: getAuditLog,
    filters: ['subjectType', 'staffId', 'subjectId'],
    toQuery: ({ subjectType, staffId, subjectId }) => ({
      subjectType: given(subjectType),
      subjectId: given(subjectId),
      staffId: Number(staffId) > 0 ? Number(staffId) : undefined,
    }),
    rowsOf: (data) => data.entries,
    pageSize: 25,
  });
  const staff = useAdminResource(() => adminApi(listStaff), []);
  const members = staff.status === 'ready' ? staff.data.staff : [];
  return (
    <>
      <AuditVerify />
      <AdminList
        list={list}
        wording="admin.audit"
        idPrefix="audit-filter"
        renderFields={(field) => (
          <>
            <FilterSelect
              field={field('subjectType')}
              label={t('admin.audit.subjectType')}
              options={AUDIT_SUBJECT_TYPES.map((type) => [type, t(`admin.audit.subject.${type}`)] as const)}
            />
            <TextField {...field('subjectId')} label={t('admin.audit.subjectId')} hint={t('admin.audit.subjectIdHint')} />
            <FilterSelect
              field={field('staffId')}
              label={t('admin.audit.staff')}
              options={members.map((member) => [String(member.id), member.displayName] as const)}
            />
          </>
        )}
        ordered
        className="admin-audit"
        testId="admin-audit"
        renderRow={(entry) => <AuditRow key={entry.id} entry={entry} members={members} />}
      />
    </>
  );
}

function AuditRow({ entry, members }: { entry: AuditEntry; members: readonly StaffMember[] }) {
  const intl = useIntl();
  const { t, moment } = useAdminFormat();
  const label = (id: string, fallback: string) => (hasMessage(intl.messages, id) ? t(id) : fallback);
  const who = entry.partner
    ? t('admin.audit.byPartner', { name: entry.partner.name, id: entry.partner.id })
    : entry.staffId === null
      ? t('admin.audit.byShop')
      : (members.find((member) => member.id === entry.staffId)?.displayName ?? t('admin.audit.staffNumber', { id: entry.staffId }));
  const subject = t('admin.audit.subjectOf', { type: label(`admin.audit.subject.${entry.subjectType}`, entry.subjectType), id: entry.subjectId });
  return (
    <li className="admin-audit-entry" data-testid="admin-audit-entry" data-action={entry.action}>
      <p className="admin-audit-head">
        <time dateTime={entry.createdAt}>{moment(entry.createdAt)}</time>
        <strong className="admin-audit-who">{who}</strong>
        <span className="admin-audit-what">{label(`admin.audit.action.${entry.action}`, entry.action)}</span>
        <span className="admin-muted">
          {entry.subjectType === 'order' ? <Link to={paths.adminOrder.href(Number(entry.subjectId))}>{subject}</Link> : subject}
        </span>
      </p>
      <AuditChanges before={entry.before} after={entry.after} />
    </li>
  );
}
