import { formatLabelled } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';
import { serverIntl } from '../../i18n/server-intl';
import { actionButton, escapeHtml } from '../html';

/** The last part of a mail's own content, as plain-text lines and as HTML blocks. */
interface MailEnding {
  text: string[];
  html: string[];
}

/** How every mail about an order ends: the link to the order's page (where there is one) and the thanks. */
export function orderMailEnding(locale: Locale, link: string | null): MailEnding {
  const intl = serverIntl(locale);
  const view = intl.formatMessage({ id: 'mail.orderConfirmation.view' });
  const thanks = intl.formatMessage({ id: 'mail.orderConfirmation.thanks' });
  return {
    text: [...(link ? ['', formatLabelled(locale, view, link)] : []), '', thanks],
    html: [...(link ? [`<p><a href="${escapeHtml(link)}">${escapeHtml(view)}</a></p>`] : []), `<p>${escapeHtml(thanks)}</p>`],
  };
}

/** How a mail whose point is a one-time link ends: the link as a button and written out, how long it works, and what to do if nobody asked for it. */
export function oneTimeLinkEnding(link: string, texts: { button: string; expiry: string; ignore: string }): MailEnding {
  return {
    text: [link, '', texts.expiry, texts.ignore],
    html: [
      actionButton(link, texts.button),
      `<p style="font-size: 13px; word-break: break-all;">${escapeHtml(link)}</p>`,
      `<p>${escapeHtml(texts.expiry)}<br>${escapeHtml(texts.ignore)}</p>`,
    ],
  };
}
