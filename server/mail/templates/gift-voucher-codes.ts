import type { Company } from '../../../shared/api/company';
import { formatRappen } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';
import { serverIntl } from '../../i18n/server-intl';
import { amountLines, amountTable } from '../amounts';
import { type Addressee, escapeHtml, mailBodies } from '../html';
import type { Mail } from '../mail';

export interface GiftVoucherCodesMailData {
  to: string;
  locale: Locale;
  /** Whom the mail greets: the order's billing person. */
  addressee: Addressee | null;
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
  const rows = data.codes.map((code) => ({ label: code.code, code: true, amount: formatRappen(code.amountRappen, data.locale) }));
  const { text, html } = mailBodies({
    locale: data.locale,
    title: subject,
    addressee: data.addressee,
    text: [intro, '', ...amountLines(rows), '', redeem],
    html: [`<p>${escapeHtml(intro)}</p>`, amountTable(rows), `<p>${escapeHtml(redeem)}</p>`],
    sender: data.sender,
  });
  return { to: data.to, subject, text, html };
}
