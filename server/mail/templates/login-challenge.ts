import type { Company } from '../../../shared/api/company';
import type { Locale } from '../../../shared/i18n/locales';
import { serverIntl } from '../../i18n/server-intl';
import { actionButton, type Addressee, escapeHtml, mailBodies } from '../html';
import type { Mail } from '../mail';

export interface LoginChallengeMailData {
  to: string;
  locale: Locale;
  addressee: Addressee | null;
  /** The one-time login link (the back office's or the shop's login page with the key). */
  link: string;
  sender: Company;
}

/** The mail with a one-time login link, for a staff member or a customer, in their language. */
export function loginChallengeMail(data: LoginChallengeMailData): Mail {
  const intl = serverIntl(data.locale);
  const t = (key: 'subject' | 'intro' | 'button' | 'expiry' | 'ignore') => intl.formatMessage({ id: `mail.loginChallenge.${key}` });
  const { text, html } = mailBodies({
    locale: data.locale,
    title: t('subject'),
    addressee: data.addressee,
    text: [t('intro'), data.link, '', t('expiry'), t('ignore')],
    html: [
      `<p>${escapeHtml(t('intro'))}</p>`,
      actionButton(data.link, t('button')),
      `<p style="font-size: 13px; word-break: break-all;">${escapeHtml(data.link)}</p>`,
      `<p>${escapeHtml(t('expiry'))}<br>${escapeHtml(t('ignore'))}</p>`,
    ],
    sender: data.sender,
  });
  return { to: data.to, subject: t('subject'), text, html };
}
