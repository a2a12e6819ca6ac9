import type { Company } from '../../../shared/api/company';
import type { OrderStatus } from '../../../shared/domain/orders/order-status';
import type { Locale } from '../../../shared/i18n/locales';
import { BANK_REFUND_WORKING_DAYS } from '../../../shared/domain/payments/bank-refund';
import { formatLabelled, formatRappen } from '../../../shared/i18n/format';
import { serverIntl } from '../../i18n/server-intl';
import { type Addressee, escapeHtml } from '../html';
import type { Mail } from '../mail';
import { type StaffMailText, mailWords } from './mail-words';
import { orderMail } from './order-mail';

export interface OrderStatusMailData {
  to: string;
  locale: Locale;
  /** Whom the mail greets: the order's billing person. */
  addressee: Addressee | null;
  number: string;
  status: Exclude<OrderStatus, 'received'>;
  /** Shipped: the parcel and the carrier's page. */
  tracking: { number: string; url: string } | null;
  /** Cancelled: why, as staff wrote it. */
  reason: string | null;
  /** Cancelled: the money that came by bank transfer and goes back to the account it came from (null: none). */
  bankRefund?: { amountRappen: number } | null;
  /** The order's page in self-care (customers); guests have only their confirmation mail's link. */
  link: string | null;
  sender: Company;
  /** Staff's subject and body in the order's language, where they wrote one (features/mail-texts). */
  staffText?: StaffMailText | null;
}

/** Tells the customer their order reached a new status, in the order's language. */
export function orderStatusMail(data: OrderStatusMailData): Mail {
  const intl = serverIntl(data.locale);
  const { subject, text, html } = mailWords(data.locale, `status.${data.status}`, data.staffText, { number: data.number });
  const tracking = data.tracking && {
    line: intl.formatMessage({ id: 'mail.status.tracking' }, { number: data.tracking.number }),
    link: intl.formatMessage({ id: 'mail.status.trackingLink' }),
    url: data.tracking.url,
  };
  const reason = data.reason === null ? null : intl.formatMessage({ id: 'mail.status.reason' }, { reason: data.reason });
  const bankRefund = data.bankRefund
    ? intl.formatMessage({ id: 'mail.status.bankRefund' }, { amount: formatRappen(data.bankRefund.amountRappen, data.locale), days: BANK_REFUND_WORKING_DAYS })
    : null;
  return orderMail(data, subject, {
    text: [
      ...text,
      ...(tracking ? ['', tracking.line, formatLabelled(data.locale, tracking.link, tracking.url)] : []),
      ...(reason ? ['', reason] : []),
      ...(bankRefund ? ['', bankRefund] : []),
    ],
    html: [
      ...html,
      ...(tracking ? [`<p>${escapeHtml(tracking.line)}<br><a href="${escapeHtml(tracking.url)}">${escapeHtml(tracking.link)}</a></p>`] : []),
      ...(reason ? [`<p>${escapeHtml(reason)}</p>`] : []),
      ...(bankRefund ? [`<p>${escapeHtml(bankRefund)}</p>`] : []),
    ],
  });
}
