import type { Company } from '../../../shared/api/company';
import type { IsoDate } from '../../../shared/domain/calendar/zurich-date';
import { formatRappen, formatSwissDate } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';
import { type Addressee } from '../html';
import type { Mail, MailAttachment } from '../mail';
import { type StaffMailText, mailWords } from './mail-words';
import { orderMail } from './order-mail';

export interface PaymentReminderMailData {
  to: string;
  locale: Locale;
  addressee: Addressee | null;
  number: string;
  step: 'first' | 'second';
  /** The amount due now, the fees included. */
  amountRappen: number;
  /** The fee this reminder adds (the second's). */
  feeRappen: number;
  payBy: IsoDate;
  /** The reminder's PDF with its fresh QR-bill (none in a preview). */
  pdf?: MailAttachment;
  link: string | null;
  sender: Company;
  /** Staff's subject and body in the order's language, where they wrote one (features/mail-texts). */
  staffText?: StaffMailText | null;
}

/** Reminds the customer of an unpaid invoice, in the order's language, with the reminder's QR-bill attached. */
export function paymentReminderMail(data: PaymentReminderMailData): Mail {
  const { subject, text, html } = mailWords(data.locale, `reminder.${data.step}`, data.staffText, {
    number: data.number,
    amount: formatRappen(data.amountRappen, data.locale),
    fee: formatRappen(data.feeRappen, data.locale),
    payBy: formatSwissDate(data.payBy),
  });
  return { ...orderMail(data, subject, { text, html }), ...(data.pdf ? { attachments: [data.pdf] } : {}) };
}
