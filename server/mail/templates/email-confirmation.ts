import type { Company } from '../../../shared/api/company';
import type { Locale } from '../../../shared/i18n/locales';
import { serverIntl } from '../../i18n/server-intl';
import { actionButton, type Addressee, escapeHtml, mailBodies } from '../html';
import type { Mail } from '../mail';

export interface EmailConfirmationMailData {
  to: string;
  locale: Locale;
  /** The account's contact. */
  addressee: Addressee;
  /** `${PUBLIC_URL}/{lang}/customer/confirmemail/{contactId}/{key}`. */
  link: string;
  sender: Company;
}

/** The link that confirms a customer's e-mail address, so that guest orders placed with it join the account. */
export function emailConfirmationMail(data: EmailConfirmationMailData): Mail {
  const intl = serverIntl(data.locale);
  const t = (key: 'subject' | 'intro' | 'button' | 'expiry' | 'ignore') => intl.formatMessage({ id: `mail.emailConfirmation.${key}` });
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
