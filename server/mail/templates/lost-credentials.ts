import type { Company } from '../../../shared/api/company';
import { formatLabelled } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';
import { serverIntl } from '../../i18n/server-intl';
import { actionButton, type Addressee, escapeHtml, mailBodies } from '../html';
import type { Mail } from '../mail';

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
  const { text, html } = mailBodies({
    locale: data.locale,
    title: t('subject'),
    addressee: data.addressee,
    text: [t('intro'), formatLabelled(data.locale, t('username'), data.username), '', t('action'), data.link, '', t('expiry'), t('ignore')],
    html: [
      `<p>${escapeHtml(t('intro'))}<br>${escapeHtml(formatLabelled(data.locale, t('username')))} <strong>${escapeHtml(data.username)}</strong></p>`,
      `<p>${escapeHtml(t('action'))}</p>`,
      actionButton(data.link, t('button')),
      `<p style="font-size: 13px; word-break: break-all;">${escapeHtml(data.link)}</p>`,
      `<p>${escapeHtml(t('expiry'))}<br>${escapeHtml(t('ignore'))}</p>`,
    ],
    sender: data.sender,
  });
  return { to: data.to, subject: t('subject'), text, html };
}
