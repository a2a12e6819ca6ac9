import { Link } from 'react-router';
import { getAdminMails, MAIL_STATUSES, type MailListQuery, type MailSummary } from '../../../shared/api/admin-mails';
import { SelectField, TextField } from '../../components/form';
import { paths } from '../../config/paths';
import { useIntl } from '../../../widget/lib/intl/intl-provider';
import { adminApi } from './admin-api';
import { formatMoment } from './admin-dates';
import { StaffPage } from './admin-layout';
import { rolesOf } from './admin-nav';
import { LoadState } from './admin-status';
import { FilterForm } from './list/filter-form';
import { Paging } from './list/paging';
import { useListSearch } from './list/use-list-search';
import { useAdminResource } from './use-admin-resource';
import { useT } from '../../../widget/lib/intl/use-t';

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
  const t = useT();
  const { filters, before, key, apply, pageLink } = useListSearch(['status', 'q']);
  const { status, q } = filters;
  const query: MailListQuery = {
    limit: PAGE,
    ...(status ? { status: status as MailListQuery['status'] } : {}),
    ...(q ? { q } : {}),
    ...(before !== null ? { before } : {}),
  };
  const mails = useAdminResource(() => adminApi(getAdminMails, { query }), [key]);
  const list = mails.status === 'ready' ? mails.data.mails : [];
  return (
    <>
      <MailFilters key={key} initial={filters} onApply={apply} />
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
          <Paging
            label={t('admin.mails.paging')}
            newest={{ show: before !== null, label: t('admin.mails.newer') }}
            older={{ before: list.length === PAGE ? (list.at(-1)?.id ?? null) : null, label: t('admin.mails.older') }}
            pageLink={pageLink}
          />
        </>
      )}
    </>
  );
}

function MailRow({ mail }: { mail: MailSummary }) {
  const intl = useIntl();
  const t = useT();
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
  const t = useT();
  return (
    <FilterForm label={t('admin.mails.filters')} initial={initial} onApply={onApply} applyLabel={t('admin.mails.apply')} resettable={false}>
      {(values, set) => (
        <>
          <TextField idPrefix={ID} name="q" type="search" label={t('admin.mails.search')} value={values.q} onChange={set('q')} />
          <SelectField idPrefix={ID} name="status" label={t('admin.mails.status')} value={values.status} onChange={set('status')}>
            <option value="">{t('admin.mails.all')}</option>
            {MAIL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`admin.mail.${s}`)}
              </option>
            ))}
          </SelectField>
        </>
      )}
    </FilterForm>
  );
}
