import { Link } from 'react-router';
import { listStaff, type StaffMember } from '../../../shared/api/admin-staff';
import { AUDIT_SUBJECT_TYPES, type AuditEntry, getAuditLog } from '../../../shared/api/audit';
import { hasMessage } from '../../../shared/i18n/messages/has-message';
import { SelectField, TextField } from '../../components/form';
import { paths } from '../../config/paths';
import { useIntl } from '../../../widget/lib/intl/intl-provider';
import { adminApi } from './admin-api';
import { formatMoment } from './admin-dates';
import { StaffPage } from './admin-layout';
import { rolesOf } from './admin-nav';
import { LoadState } from './admin-status';
import { AuditChanges } from './audit-changes';
import { AuditVerify } from './audit-verify';
import { FilterForm } from './list/filter-form';
import { Paging } from './list/paging';
import { useListSearch } from './list/use-list-search';
import { useAdminResource } from './use-admin-resource';
import { useT } from '../../../widget/lib/intl/use-t';

const PAGE = 25;
const FILTERS = ['subjectType', 'staffId', 'subjectId'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

/** The audit log (/admin/audit, the owner's): who changed what when, newest first, with what changed. */
export function AdminAuditPage() {
  const intl = useIntl();
  return (
    <StaffPage title={intl.formatMessage({ id: 'admin.audit.title' })} roles={rolesOf(getAuditLog)}>
      {() => <AuditLog />}
    </StaffPage>
  );
}

function AuditLog() {
  const t = useT();
  const { filters, before, key, apply, pageLink } = useListSearch(FILTERS);
  const entries = useAdminResource(
    () =>
      adminApi(getAuditLog, {
        query: {
          limit: PAGE,
          ...(filters.subjectType ? { subjectType: filters.subjectType } : {}),
          ...(filters.subjectId ? { subjectId: filters.subjectId } : {}),
          ...(Number(filters.staffId) > 0 ? { staffId: Number(filters.staffId) } : {}),
          ...(before !== null ? { before } : {}),
        },
      }),
    [key],
  );
  const staff = useAdminResource(() => adminApi(listStaff), []);
  const members = staff.status === 'ready' ? staff.data.staff : [];
  const list = entries.status === 'ready' ? entries.data.entries : [];
  const last = list.at(-1);
  return (
    <>
      <AuditVerify />
      <AuditFilters key={key} initial={filters} members={members} onApply={apply} />
      {entries.status !== 'ready' ? (
        <LoadState resource={entries} />
      ) : list.length === 0 ? (
        <p role="status">{t('admin.audit.empty')}</p>
      ) : (
        <>
          <p role="status" className="admin-count">
            {t('admin.audit.count', { count: list.length })}
          </p>
          <ol className="admin-audit" data-testid="admin-audit">
            {list.map((entry) => (
              <AuditRow key={entry.id} entry={entry} members={members} />
            ))}
          </ol>
          <Paging
            label={t('admin.audit.paging')}
            newest={{ show: before !== null, label: t('admin.audit.newest') }}
            older={{ before: list.length === PAGE && last ? last.id : null, label: t('admin.audit.older') }}
            pageLink={pageLink}
          />
        </>
      )}
    </>
  );
}

function AuditRow({ entry, members }: { entry: AuditEntry; members: readonly StaffMember[] }) {
  const intl = useIntl();
  const t = useT();
  const label = (id: string, fallback: string) => (hasMessage(intl.messages, id) ? t(id) : fallback);
  const who =
    entry.staffId === null
      ? t('admin.audit.byShop')
      : (members.find((member) => member.id === entry.staffId)?.displayName ?? t('admin.audit.staffNumber', { id: entry.staffId }));
  const subject = t('admin.audit.subjectOf', { type: label(`admin.audit.subject.${entry.subjectType}`, entry.subjectType), id: entry.subjectId });
  return (
    <li className="admin-audit-entry" data-testid="admin-audit-entry" data-action={entry.action}>
      <p className="admin-audit-head">
        <time dateTime={entry.createdAt}>{formatMoment(intl.locale, entry.createdAt)}</time>
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

const ID = 'audit-filter';

function AuditFilters({ initial, members, onApply }: { initial: Filters; members: readonly StaffMember[]; onApply: (filters: Filters) => void }) {
  const t = useT();
  return (
    <FilterForm label={t('admin.audit.filters')} initial={initial} onApply={onApply}>
      {(values, set) => (
        <>
          <SelectField idPrefix={ID} name="subjectType" label={t('admin.audit.subjectType')} value={values.subjectType} onChange={set('subjectType')}>
            <option value="">{t('admin.filters.all')}</option>
            {AUDIT_SUBJECT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`admin.audit.subject.${type}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            idPrefix={ID}
            name="subjectId"
            label={t('admin.audit.subjectId')}
            hint={t('admin.audit.subjectIdHint')}
            value={values.subjectId}
            onChange={set('subjectId')}
          />
          <SelectField idPrefix={ID} name="staffId" label={t('admin.audit.staff')} value={values.staffId} onChange={set('staffId')}>
            <option value="">{t('admin.filters.all')}</option>
            {members.map((member) => (
              <option key={member.id} value={String(member.id)}>
                {member.displayName}
              </option>
            ))}
          </SelectField>
        </>
      )}
    </FilterForm>
  );
}
