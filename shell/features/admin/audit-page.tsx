import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { listStaff, type StaffMember } from '../../../shared/api/admin-staff';
import { AUDIT_SUBJECT_TYPES, type AuditEntry, getAuditLog } from '../../../shared/api/audit';
import type { MessageKey } from '../../../shared/i18n/messages';
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
import { useAdminResource } from './use-admin-resource';

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
  const intl = useIntl();
  const t = (id: MessageKey, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [search, setSearch] = useSearchParams();
  const filters = Object.fromEntries(FILTERS.map((name) => [name, search.get(name) ?? ''])) as Filters;
  const before = search.get('before');
  const key = search.toString();
  const entries = useAdminResource(
    () =>
      adminApi(getAuditLog, {
        query: {
          limit: PAGE,
          ...(filters.subjectType ? { subjectType: filters.subjectType } : {}),
          ...(filters.subjectId ? { subjectId: filters.subjectId } : {}),
          ...(Number(filters.staffId) > 0 ? { staffId: Number(filters.staffId) } : {}),
          ...(Number(before) > 0 ? { before: Number(before) } : {}),
        },
      }),
    [key],
  );
  const staff = useAdminResource(() => adminApi(listStaff), []);
  const members = staff.status === 'ready' ? staff.data.staff : [];
  const apply = (next: Filters) => setSearch(new URLSearchParams(Object.entries(next).filter(([, v]) => v !== '')));
  const pageLink = (nextBefore: number | null) => {
    const params = new URLSearchParams(search);
    if (nextBefore === null) params.delete('before');
    else params.set('before', String(nextBefore));
    return `?${params}`;
  };
  const list = entries.status === 'ready' ? entries.data.entries : [];
  const last = list.at(-1);
  return (
    <>
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
          <nav className="admin-paging" aria-label={t('admin.audit.paging')}>
            {before && <Link to={pageLink(null)}>{t('admin.audit.newest')}</Link>}
            {list.length === PAGE && last && <Link to={pageLink(last.id)}>{t('admin.audit.older')}</Link>}
          </nav>
        </>
      )}
    </>
  );
}

function AuditRow({ entry, members }: { entry: AuditEntry; members: readonly StaffMember[] }) {
  const intl = useIntl();
  const t = (id: MessageKey, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
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
  const intl = useIntl();
  const t = (id: MessageKey) => intl.formatMessage({ id });
  const [values, setValues] = useState(initial);
  const set = (name: keyof Filters) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply(values);
  };
  const reset = () => {
    const empty = { subjectType: '', staffId: '', subjectId: '' };
    setValues(empty);
    onApply(empty);
  };
  return (
    <form className="account-form admin-filters" role="search" aria-label={t('admin.audit.filters')} onSubmit={onSubmit}>
      <SelectField idPrefix={ID} name="subjectType" label={t('admin.audit.subjectType')} value={values.subjectType} onChange={set('subjectType')}>
        <option value="">{t('admin.orders.all')}</option>
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
        <option value="">{t('admin.orders.all')}</option>
        {members.map((member) => (
          <option key={member.id} value={String(member.id)}>
            {member.displayName}
          </option>
        ))}
      </SelectField>
      <div className="admin-filter-actions">
        <button type="submit" className="button primary">
          {t('admin.orders.apply')}
        </button>
        <button type="button" className="button secondary" onClick={reset}>
          {t('admin.orders.reset')}
        </button>
      </div>
    </form>
  );
}
