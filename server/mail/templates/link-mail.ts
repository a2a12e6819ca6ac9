import type { Company } from '../../../shared/api/company';
import type { Locale } from '../../../shared/i18n/locales';
import { serverIntl } from '../../i18n/server-intl';
import { type Addressee, escapeHtml, mailBodies } from '../html';
import type { Mail } from '../mail';
import { oneTimeLinkEnding } from './one-time-link';

/** Mails whose point is one link, each with its texts under `mail.<kind>.…`. */
type LinkMailKind = 'emailConfirmation' | 'loginChallenge' | 'partnerInvite';

export interface LinkMailData {
  to: string;
  locale: Locale;
  addressee: Addressee | null;
  /** The link the mail is for (it carries a one-time key). */
  link: string;
  sender: Company;
}

/** A mail with one link: why it came, the link as a button and written out, how long it works, and what to do if nobody asked for it. */
function linkMail(kind: LinkMailKind, data: LinkMailData): Mail {
  const intl = serverIntl(data.locale);
  const t = (key: 'subject' | 'intro' | 'button' | 'expiry' | 'ignore') => intl.formatMessage({ id: `mail.${kind}.${key}` });
  const ending = oneTimeLinkEnding(data.link, { button: t('button'), expiry: t('expiry'), ignore: t('ignore') });
  const { text, html } = mailBodies({
    locale: data.locale,
    title: t('subject'),
    addressee: data.addressee,
    text: [t('intro'), ...ending.text],
    html: [`<p>${escapeHtml(t('intro'))}</p>`, ...ending.html],
    sender: data.sender,
  });
  return { to: data.to, subject: t('subject'), text, html };
}

/** The link that confirms a customer's e-mail address, so that guest orders placed with it join the account. */
export const emailConfirmationMail = (data: LinkMailData) => linkMail('emailConfirmation', data);

/** The one-time login link for a staff member or a customer whose logins wait (server/auth/login-gate.ts). */
export const loginChallengeMail = (data: LinkMailData) => linkMail('loginChallenge', data);

/** The invite to a partner's portal: its link sets the person's password (server/features/partner-portal). */
export const partnerInviteMail = (data: LinkMailData) => linkMail('partnerInvite', data);
