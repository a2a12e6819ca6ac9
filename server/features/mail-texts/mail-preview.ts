import { eq } from 'drizzle-orm';
import type { MailTextsByLanguage } from '../../../shared/api/admin-mail-texts';
import type { Company } from '../../../shared/api/company';
import { addCalendarDays } from '../../../shared/domain/calendar/swiss-holidays';
import { zurichDate } from '../../../shared/domain/calendar/zurich-date';
import type { Locale } from '../../../shared/i18n/locales';
import type { EditableMail } from '../../../shared/i18n/mail-texts';
import type { Db } from '../../db/database';
import { orders } from '../../db/schema';
import { notFound } from '../../http/http-error';
import type { Mail } from '../../mail/mail';
import type { StaffMailText } from '../../mail/templates/mail-words';
import { orderStatusMail } from '../../mail/templates/order-status';
import { paymentReminderMail } from '../../mail/templates/payment-reminder';
import type { OrderRow } from '../orders/order-views';
import { currentShopSettings } from '../shop-settings/shop-settings';
import { checkMailTexts } from './mail-texts';

export interface PreviewContext {
  db: Db;
  now: Date;
  /** The staff member's language (refusals); the mail speaks `language`. */
  locale: Locale;
  company: Company;
  publicUrl: string;
}

export interface PreviewInput {
  orderNumber: string;
  language: Locale;
  text: StaffMailText;
}

/** A reminder of the order as the job would write it today, from the settings in force (without its PDF). */
async function reminderPreview(ctx: PreviewContext, order: OrderRow, step: 'first' | 'second', common: CommonData): Promise<Mail> {
  const { reminders } = await currentShopSettings(ctx.db);
  const today = zurichDate(ctx.now) ?? '2000-01-01';
  const feeRappen = step === 'second' ? reminders.secondFeeRappen : 0;
  return paymentReminderMail({
    ...common,
    step,
    // Only the second reminder adds a fee: the amount due with it is what the real one asks.
    amountRappen: order.totalRappen - order.paidByVouchersRappen + feeRappen,
    feeRappen,
    payBy: addCalendarDays(today, step === 'first' ? reminders.secondAfterDays : reminders.personAfterDays),
  });
}

type CommonData = Pick<Parameters<typeof orderStatusMail>[0], 'to' | 'locale' | 'addressee' | 'number' | 'link' | 'sender' | 'staffText'>;

/** The mail as it would go out for a real order with staff's text (nothing sent, nothing saved); a text that could not be saved is refused as a save would be. */
export async function previewMailText(ctx: PreviewContext, mail: EditableMail, input: PreviewInput): Promise<{ subject: string; html: string }> {
  const texts: MailTextsByLanguage = {};
  texts[input.language] = input.text;
  checkMailTexts(ctx.locale, mail, texts);
  const [order] = await ctx.db.select().from(orders).where(eq(orders.number, input.orderNumber)).limit(1);
  if (!order) throw notFound('order');
  const common: CommonData = {
    to: order.email,
    locale: input.language,
    addressee: order.billingAddress,
    number: order.number,
    link: order.customerId === null ? null : `${ctx.publicUrl}/${input.language}/selfcare/orders/${order.id}`,
    sender: ctx.company,
    staffText: input.text,
  };
  const written =
    mail === 'reminder.first' || mail === 'reminder.second'
      ? await reminderPreview(ctx, order, mail === 'reminder.first' ? 'first' : 'second', common)
      : orderStatusMail({
          ...common,
          status: mail === 'status.paid' ? 'paid' : mail === 'status.in_production' ? 'in_production' : mail === 'status.shipped' ? 'shipped' : 'cancelled',
          tracking: order.trackingNumber && order.trackingUrl ? { number: order.trackingNumber, url: order.trackingUrl } : null,
          reason: null,
        });
  return { subject: written.subject, html: written.html };
}
