import type { Company } from '../../../shared/api/company';
import type { OrderStatus } from '../../../shared/domain/orders/order-status';
import type { Locale } from '../../../shared/i18n/locales';
import { BANK_REFUND_WORKING_DAYS } from '../../../shared/domain/payments/bank-refund';
import { formatLabelled, formatRappen } from '../../../shared/i18n/format';
import { serverIntl } from '../../i18n/server-intl';
import { type Addressee, escapeHtml } from '../html';
import type { Mail } from '../mail';
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
}

/** Tells the customer their order reached a new status, in the order's language. */
export function orderStatusMail(data: OrderStatusMailData): Mail {
  const intl = serverIntl(data.locale);
  const subject = intl.formatMessage({ id: `mail.status.${data.status}.subject` }, { number: data.number });
  const body = intl.formatMessage({ id: `mail.status.${data.status}.body` }, { number: data.number });
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
      body,
      ...(tracking ? ['', tracking.line, formatLabelled(data.locale, tracking.link, tracking.url)] : []),
      ...(reason ? ['', reason] : []),
      ...(bankRefund ? ['', bankRefund] : []),
    ],
    html: [
      `<p>${escapeHtml(body)}</p>`,
      ...(tracking ? [`<p>${escapeHtml(tracking.line)}<br><a href="${escapeHtml(tracking.url)}">${escapeHtml(tracking.link)}</a></p>`] : []),
      ...(reason ? [`<p>${escapeHtml(reason)}</p>`] : []),
      ...(bankRefund ? [`<p>${escapeHtml(bankRefund)}</p>`] : []),
    ],
  });
}
