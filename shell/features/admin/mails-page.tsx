import { Link } from 'react-router';
import { getAdminMails, MAIL_STATUSES, type MailSummary } from '../../../shared/api/admin-mails';
import { TextField } from '../../components/form';
import { paths } from '../../config/paths';
import { adminScreen } from './kit/admin-screen';
import { rolesOf } from './admin-nav';
import { AdminList } from './kit/list/admin-list';
import { FilterSelect } from './kit/list/filter-select';
import { given, oneOf } from './kit/list/query-values';
import { useAdminList } from './kit/list/use-admin-list';
import { useT } from '../../../ui/intl/use-t';
import { useAdminFormat } from './kit/use-admin-format';

/** The outbox (/admin/mails): every mail of the shop, newest first; status and search live in the URL. */
export const AdminMailsPage = adminScreen('admin.mails.title', rolesOf(getAdminMails), MailList);

function MailList() {
  const t = useT();
  const list = useAdminList({
    endpoint: getAdminMails,
    filters: ['status', 'q'],
    toQuery: ({ status, q }) => ({ status: oneOf(MAIL_STATUSES, status), q: given(q) }),
    rowsOf: (data) => data.mails,
    pageSize: 50,
  });
  return (
    <AdminList
      list={list}
      wording="admin.mails"
      idPrefix="admin-mails"
      applyLabel={t('admin.mails.apply')}
      resettable={false}
      renderFields={(field) => (
        <>
          <TextField {...field('q')} type="search" label={t('admin.mails.search')} />
          <FilterSelect field={field('status')} label={t('admin.mails.status')} options={MAIL_STATUSES.map((s) => [s, t(`admin.mail.${s}`)] as const)} />
        </>
      )}
      className="admin-orders"
      testId="admin-mails"
      renderRow={(mail) => <MailRow key={mail.id} mail={mail} />}
    />
  );
}

function MailRow({ mail }: { mail: MailSummary }) {
  const { t, moment } = useAdminFormat();
  const subject = mail.subject ?? t('admin.order.mailNotWritten');
  return (
    <li className="admin-mail-row" data-testid="admin-mail-row">
      <span className="admin-mail-main">
        <Link to={paths.adminMail.href(mail.id)} aria-label={t('admin.mails.open', { subject, recipient: mail.recipient })}>
          {subject}
        </Link>
        <span className="admin-muted">{moment(mail.createdAt)}</span>
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
