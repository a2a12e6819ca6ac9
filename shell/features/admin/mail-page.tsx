import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { getAdminMail, getAdminMails, type MailDetail, postMailRetry } from '../../../shared/api/admin-mails';
import { ApiError } from '../../../shared/api/client';
import { paths } from '../../config/paths';
import { useIntl } from '../../../ui/intl/intl-provider';
import { adminApi } from './admin-api';
import { AdminDetailScreen } from './kit/admin-screen';
import { AdminCard } from './kit/admin-card';
import { FactList } from '../../components/fact-list';
import { rolesOf } from './admin-nav';
import { useAdminResource } from './use-admin-resource';
import { useAdminFormat } from './kit/use-admin-format';

/** One mail of the outbox (/admin/mails/:mailId): how its delivery went, the text received, and sending it again. */
export function AdminMailPage() {
  const intl = useIntl();
  const mailId = Number(useParams().mailId);
  const mail = useAdminResource(() => adminApi(getAdminMail, { params: { id: mailId } }), [mailId]);
  const title =
    mail.status === 'ready' ? (mail.data.subject ?? intl.formatMessage({ id: 'admin.order.mailNotWritten' })) : intl.formatMessage({ id: 'admin.loading' });
  return (
    <AdminDetailScreen title={title} roles={rolesOf(getAdminMails)} back={{ to: paths.adminMails.href(), text: 'admin.mails.back' }} resource={mail}>
      {(data) => <MailView initial={data} />}
    </AdminDetailScreen>
  );
}

function MailView({ initial }: { initial: MailDetail }) {
  const { t, moment } = useAdminFormat();
  const [mail, setMail] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const retry = async () => {
    setBusy(true);
    try {
      const next = await adminApi(postMailRetry, { params: { id: mail.id } });
      setMail((m) => ({ ...m, ...next }));
      setOutcome({ ok: true, text: t('admin.mails.retried') });
    } catch (error) {
      setOutcome({ ok: false, text: error instanceof ApiError && error.status === 409 ? error.message : t('admin.loadFailed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="admin-detail">
      <AdminCard labelId="mail-delivery" title={t('admin.order.mailStatus')} wide>
        <FactList
          className="admin-facts"
          testId="admin-mail-facts"
          facts={[
            { label: t('admin.order.mailRecipient'), value: mail.recipient },
            {
              label: t('admin.order.mailStatus'),
              value: (
                <>
                  <span className={`admin-status admin-mail-${mail.status}`}>{t(`admin.mail.${mail.status}`)}</span>{' '}
                  <span className="admin-muted">{t('admin.mails.attempts', { count: mail.attempts })}</span>
                </>
              ),
            },
            { label: t('admin.order.mailCreated'), value: moment(mail.createdAt) },
            mail.sentAt !== null && { label: t('admin.order.mailSent'), value: moment(mail.sentAt) },
            mail.order !== null && { label: t('admin.mails.orderLabel'), value: <Link to={paths.adminOrder.href(mail.order.id)}>{mail.order.number}</Link> },
            Boolean(mail.sendError) && { label: t('admin.mails.error'), value: mail.sendError, className: 'admin-mail-error' },
          ]}
        />
        {(mail.canRetry || mail.status === 'failed') && (
          <p>
            <button type="button" className="button primary" disabled={busy || !mail.canRetry} aria-busy={busy} onClick={() => void retry()}>
              {t('admin.mails.retry')}
            </button>
          </p>
        )}
        {mail.status === 'failed' && !mail.canRetry && <p className="admin-muted">{t('admin.mails.retryGone')}</p>}
        <div role={outcome && !outcome.ok ? 'alert' : 'status'} className={outcome?.ok === false ? 'admin-refusal' : undefined}>
          {outcome?.text}
        </div>
      </AdminCard>
      <AdminCard labelId="mail-text" title={t('admin.mails.received')} wide>
        {mail.receivedText === null ? (
          <p>{t('admin.mails.noText')}</p>
        ) : (
          <>
            <p className="admin-muted">{t('admin.mails.receivedHint')}</p>
            <pre className="admin-mail-text" data-testid="admin-mail-text" tabIndex={0}>
              {mail.receivedText}
            </pre>
          </>
        )}
      </AdminCard>
    </div>
  );
}
