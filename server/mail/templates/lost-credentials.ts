import type { Company } from '../../../shared/api/company';
import type { Locale } from '../../../shared/i18n/locales';
import { serverIntl } from '../../i18n/server-intl';
import { escapeHtml, mailBodies } from '../html';
import type { Mail } from '../mail';

export interface LostCredentialsMailData {
  to: string;
  locale: Locale;
  firstname: string;
  lastname: string;
  username: string;
  /** `${PUBLIC_URL}/{lang}/customer/newpassword/{contactId}/{accessKey}`. */
  link: string;
  sender: Company;
}

/** The lost-credentials e-mail in the customer's language: the username and the new-password link. */
export function lostCredentialsMail(data: LostCredentialsMailData): Mail {
  const intl = serverIntl(data.locale);
  const t = (key: 'subject' | 'intro' | 'username' | 'action' | 'button' | 'expiry' | 'ignore') => intl.formatMessage({ id: `mail.lostCredentials.${key}` });
  const greeting = intl.formatMessage({ id: 'mail.lostCredentials.greeting' }, { name: `${data.firstname} ${data.lastname}` });
  const { text, html } = mailBodies(
    data.locale,
    t('subject'),
    [greeting, '', t('intro'), `${t('username')}: ${data.username}`, '', t('action'), data.link, '', t('expiry'), t('ignore')],
    [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(t('intro'))}<br>${escapeHtml(t('username'))}: <strong>${escapeHtml(data.username)}</strong></p>`,
      `<p>${escapeHtml(t('action'))}</p>`,
      `<p><a href="${escapeHtml(data.link)}" style="display: inline-block; padding: 10px 18px; background: #222; color: #fff; text-decoration: none; border-radius: 4px;">${escapeHtml(t('button'))}</a></p>`,
      `<p style="font-size: 13px; word-break: break-all;">${escapeHtml(data.link)}</p>`,
      `<p>${escapeHtml(t('expiry'))}<br>${escapeHtml(t('ignore'))}</p>`,
    ],
    data.sender,
  );
  return { to: data.to, subject: t('subject'), text, html };
}
