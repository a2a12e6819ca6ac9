import type { Company } from '../../../shared/api/company';
import { formatLabelled } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';
import { serverIntl } from '../../i18n/server-intl';
import { type Addressee, escapeHtml, mailBodies } from '../html';
import type { Mail } from '../mail';

/** Whom a mail about an order goes to, and the order's page it links to (none: a guest's status mail). */
interface OrderMailData {
  to: string;
  locale: Locale;
  addressee: Addressee | null;
  link: string | null;
  sender: Company;
}

/** A mail about an order in the shop's layout: its own lines (text and HTML), then the link to the order's page and the thanks. */
export function orderMail(data: OrderMailData, subject: string, own: { text: readonly string[]; html: readonly string[] }): Mail {
  const intl = serverIntl(data.locale);
  const view = intl.formatMessage({ id: 'mail.orderConfirmation.view' });
  const thanks = intl.formatMessage({ id: 'mail.orderConfirmation.thanks' });
  const { text, html } = mailBodies({
    locale: data.locale,
    title: subject,
    addressee: data.addressee,
    text: [...own.text, ...(data.link ? ['', formatLabelled(data.locale, view, data.link)] : []), '', thanks],
    html: [...own.html, ...(data.link ? [`<p><a href="${escapeHtml(data.link)}">${escapeHtml(view)}</a></p>`] : []), `<p>${escapeHtml(thanks)}</p>`],
    sender: data.sender,
  });
  return { to: data.to, subject, text, html };
}
