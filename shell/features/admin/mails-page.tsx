import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { getAdminMails, MAIL_STATUSES, type MailListQuery, type MailSummary } from '../../../shared/api/admin-mails';
import type { MessageKey } from '../../../shared/i18n/messages';
import { SelectField, TextField } from '../../components/form';
import { paths } from '../../config/paths';
import { useIntl } from '../../../widget/lib/intl/intl-provider';
import { adminApi } from './admin-api';
import { formatMoment } from './admin-dates';
import { StaffPage } from './admin-layout';
import { rolesOf } from './admin-nav';
import { LoadState } from './admin-status';
import { useAdminResource } from './use-admin-resource';

const PAGE = 50;
const ID = 'admin-mails';

/** The outbox (/admin/mails): every mail of the shop, newest first; status and search live in the URL. */
export function AdminMailsPage() {
  const intl = useIntl();
  return (
    <StaffPage title={intl.formatMessage({ id: 'admin.mails.title' })} roles={rolesOf(getAdminMails)}>
      {() => <MailList />}
    </StaffPage>
  );
}

function MailList() {
  const intl = useIntl();
  const t = (id: MessageKey, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [search, setSearch] = useSearchParams();
  const status = search.get('status') ?? '';
  const q = search.get('q') ?? '';
  const before = search.get('before');
  const query: MailListQuery = {
    limit: PAGE,
    ...(status ? { status: status as MailListQuery['status'] } : {}),
    ...(q ? { q } : {}),
    ...(before ? { before: Number(before) } : {}),
  };
  const key = search.toString();
  const mails = useAdminResource(() => adminApi(getAdminMails, { query }), [key]);
  const apply = (next: { status: string; q: string }) => setSearch(new URLSearchParams(Object.entries(next).filter(([, v]) => v !== '')));
  const pageLink = (nextBefore: number | null) => {
    const params = new URLSearchParams(search);
    if (nextBefore === null) params.delete('before');
    else params.set('before', String(nextBefore));
    return `?${params}`;
  };
  const list = mails.status === 'ready' ? mails.data.mails : [];
  return (
    <>
      <MailFilters key={key} initial={{ status, q }} onApply={apply} />
      {mails.status !== 'ready' ? (
        <LoadState resource={mails} />
      ) : list.length === 0 ? (
        <p role="status">{t('admin.mails.empty')}</p>
      ) : (
        <>
          <p role="status" className="admin-count">
            {t('admin.mails.count', { count: list.length })}
          </p>
          <ul className="admin-orders" data-testid="admin-mails">
            {list.map((mail) => (
              <MailRow key={mail.id} mail={mail} />
            ))}
          </ul>
          <nav className="admin-paging" aria-label={t('admin.mails.paging')}>
            {before && <Link to={pageLink(null)}>{t('admin.mails.newer')}</Link>}
            {list.length === PAGE && <Link to={pageLink(list.at(-1)!.id)}>{t('admin.mails.older')}</Link>}
          </nav>
        </>
      )}
    </>
  );
}

function MailRow({ mail }: { mail: MailSummary }) {
  const intl = useIntl();
  const t = (id: MessageKey, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const subject = mail.subject ?? t('admin.order.mailNotWritten');
  return (
    <li className="admin-mail-row" data-testid="admin-mail-row">
      <span className="admin-mail-main">
        <Link to={paths.adminMail.href(mail.id)} aria-label={t('admin.mails.open', { subject, recipient: mail.recipient })}>
          {subject}
        </Link>
        <span className="admin-muted">{formatMoment(intl.locale, mail.createdAt)}</span>
      </span>
      <span>
        <span>{mail.recipient}</span>
        {mail.order && <Link to={paths.adminOrder.href(mail.order.id)}>{t('admin.mails.order', { number: mail.order.number })}</Link>}
      </span>
      <span>
        <span className={`admin-status admin-mail-${mail.status}`}>{t(`admin.mail.${mail.status}`)}</span>
        <span className="admin-muted">{t('admin.mails.attempts', { count: mail.attempts })}</span>
      </span>
      {mail.sendError && <span className="admin-muted admin-mail-error">{mail.sendError}</span>}
    </li>
  );
}

function MailFilters({ initial, onApply }: { initial: { status: string; q: string }; onApply: (filters: { status: string; q: string }) => void }) {
  const intl = useIntl();
  const t = (id: MessageKey) => intl.formatMessage({ id });
  const [values, setValues] = useState(initial);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply(values);
  };
  return (
    <form className="account-form admin-filters" role="search" aria-label={t('admin.mails.filters')} onSubmit={onSubmit}>
      <TextField idPrefix={ID} name="q" type="search" label={t('admin.mails.search')} value={values.q} onChange={(q) => setValues((v) => ({ ...v, q }))} />
      <SelectField
        idPrefix={ID}
        name="status"
        label={t('admin.mails.status')}
        value={values.status}
        onChange={(status) => setValues((v) => ({ ...v, status }))}
      >
        <option value="">{t('admin.mails.all')}</option>
        {MAIL_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`admin.mail.${s}`)}
          </option>
        ))}
      </SelectField>
      <div className="admin-filter-actions">
        <button type="submit" className="button primary">
          {t('admin.mails.apply')}
        </button>
      </div>
    </form>
  );
}
