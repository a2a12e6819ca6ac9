import { Link } from 'react-router';
import { getAdminMailTexts } from '../../../../shared/api/admin-mail-texts';
import { officeStaff } from '../../../../shared/domain/staff/roles';
import { paths } from '../../../config/paths';
import { adminApi } from '../admin-api';
import { LoadState } from '../../../components/load-state';
import { AdminCard } from '../kit/admin-card';
import { adminScreen } from '../kit/admin-screen';
import { useAdminFormat } from '../kit/use-admin-format';
import { useAdminResource } from '../use-admin-resource';

/** The mails whose texts staff may word (/admin/mail-texts), each with the version of its texts in force. */
export const AdminMailTextsPage = adminScreen('admin.mailTexts.title', officeStaff, MailTextList);

function MailTextList() {
  const { t, moment } = useAdminFormat();
  const loaded = useAdminResource(() => adminApi(getAdminMailTexts), []);
  if (loaded.status !== 'ready') return <LoadState resource={loaded} />;
  return (
    <AdminCard labelId="mail-texts-list" title={t('admin.mailTexts.title')} testId="mail-texts">
      <p className="admin-muted">{t('admin.mailTexts.intro')}</p>
      <ul className="admin-mails">
        {loaded.data.mails.map((mail) => (
          <li key={mail.mail}>
            <p className="admin-item-name">
              <Link to={paths.adminMailText.href(mail.mail)}>{t(`admin.mailTexts.mail.${mail.mail}`)}</Link>
            </p>
            <p className="admin-muted">
              {mail.updatedAt === null
                ? t('admin.mailTexts.codeTexts')
                : t('admin.mailTexts.versionOf', { version: mail.version, date: moment(mail.updatedAt), name: mail.updatedBy ?? '–' })}
            </p>
          </li>
        ))}
      </ul>
    </AdminCard>
  );
}
