import type { Company } from '../../../shared/api/company';
import { formatRappen } from '../../../shared/i18n/format';
import type { RefundKind } from '../../../shared/domain/payments/payment-status';
import type { Locale } from '../../../shared/i18n/locales';
import { serverIntl } from '../../i18n/server-intl';
import { type Addressee, escapeHtml } from '../html';
import type { Mail } from '../mail';
import { orderMail } from './order-mail';

export interface RefundMailData {
  to: string;
  locale: Locale;
  /** Whom the mail greets: the order's billing person. */
  addressee: Addressee | null;
  number: string;
  amountRappen: number;
  /** staff: given back by the office; duplicate: a second payment the shop gave back itself; mismatch: a payment of another amount than the order's. */
  kind: RefundKind;
  /** Bank-transfer money: it goes back to the account it came from, within these working days (not through a card or TWINT). */
  byBank?: { workingDays: number } | undefined;
  /** Why, as staff wrote it (null: none given). */
  reason: string | null;
  /** The order's page in self-care (customers); guests have their confirmation mail's link. */
  link: string | null;
  sender: Company;
}

const BODIES = { staff: 'mail.refund.body', duplicate: 'mail.refund.duplicate', mismatch: 'mail.refund.mismatch' } as const;

/** Tells the customer money went back to their card or TWINT account (or goes back to their bank account), in the order's language. */
export function refundMail(data: RefundMailData): Mail {
  const intl = serverIntl(data.locale);
  const values = { number: data.number, amount: formatRappen(data.amountRappen, data.locale), days: data.byBank?.workingDays ?? 0 };
  const subject = intl.formatMessage({ id: 'mail.refund.subject' }, values);
  const body = intl.formatMessage({ id: data.byBank ? 'mail.refund.bank' : BODIES[data.kind] }, values);
  const reason = data.reason === null ? null : intl.formatMessage({ id: 'mail.status.reason' }, { reason: data.reason });
  return orderMail(data, subject, {
    text: [body, ...(reason ? ['', reason] : [])],
    html: [`<p>${escapeHtml(body)}</p>`, ...(reason ? [`<p>${escapeHtml(reason)}</p>`] : [])],
  });
}
