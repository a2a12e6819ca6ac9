import type { Company } from '../../../shared/api/company';
import { formatRappen } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';
import { serverIntl } from '../../i18n/server-intl';
import { escapeHtml, mailBodies } from '../html';
import type { Mail } from '../mail';

export interface GiftVoucherCodesMailData {
  to: string;
  locale: Locale;
  number: string;
  codes: { code: string; amountRappen: number }[];
  sender: Company;
}

/** The codes of the gift vouchers of a paid order, each with its value, and how to redeem them. */
export function giftVoucherCodesMail(data: GiftVoucherCodesMailData): Mail {
  const intl = serverIntl(data.locale);
  const subject = intl.formatMessage({ id: 'mail.giftCodes.subject' }, { number: data.number });
  const intro = intl.formatMessage({ id: 'mail.giftCodes.intro' }, { number: data.number, count: data.codes.length });
  const redeem = intl.formatMessage({ id: 'mail.giftCodes.redeem' });
  const lines = data.codes.map((code) => `${code.code}: ${formatRappen(code.amountRappen, data.locale)}`);
  const { text, html } = mailBodies(
    data.locale,
    subject,
    [intl.formatMessage({ id: 'mail.orderConfirmation.greeting' }), '', intro, '', ...lines, '', redeem],
    [
      `<p>${escapeHtml(intl.formatMessage({ id: 'mail.orderConfirmation.greeting' }))}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<ul>${data.codes.map((code) => `<li><strong style="font-family: monospace; font-size: 17px;">${escapeHtml(code.code)}</strong> – ${escapeHtml(formatRappen(code.amountRappen, data.locale))}</li>`).join('')}</ul>`,
      `<p>${escapeHtml(redeem)}</p>`,
    ],
    data.sender,
  );
  return { to: data.to, subject, text, html };
}
