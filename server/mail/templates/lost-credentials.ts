import type { Company } from '../../../shared/api/company';
import { formatLabelled } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';
import { serverIntl } from '../../i18n/server-intl';
import { type Addressee, escapeHtml, mailBodies } from '../html';
import type { Mail } from '../mail';
import { oneTimeLinkEnding } from './one-time-link';

export interface LostCredentialsMailData {
  to: string;
  locale: Locale;
  /** The account's contact. */
  addressee: Addressee;
  username: string;
  /** `${PUBLIC_URL}/{lang}/customer/newpassword/{contactId}/{accessKey}`. */
  link: string;
  sender: Company;
}

/** The lost-credentials e-mail in the customer's language: the username and the new-password link. */
export function lostCredentialsMail(data: LostCredentialsMailData): Mail {
  const intl = serverIntl(data.locale);
  const t = (key: 'subject' | 'intro' | 'username' | 'action' | 'button' | 'expiry' | 'ignore') => intl.formatMessage({ id: `mail.lostCredentials.${key}` });
  const ending = oneTimeLinkEnding(data.link, { button: t('button'), expiry: t('expiry'), ignore: t('ignore') });
  const { text, html } = mailBodies({
    locale: data.locale,
    title: t('subject'),
    addressee: data.addressee,
    text: [t('intro'), formatLabelled(data.locale, t('username'), data.username), '', t('action'), ...ending.text],
    html: [
      `<p>${escapeHtml(t('intro'))}<br>${escapeHtml(formatLabelled(data.locale, t('username')))} <strong>${escapeHtml(data.username)}</strong></p>`,
      `<p>${escapeHtml(t('action'))}</p>`,
      ...ending.html,
    ],
    sender: data.sender,
  });
  return { to: data.to, subject: t('subject'), text, html };
}
