import type { Company } from '../../../shared/api/company';
import { postalLines, type AddressSnapshot } from '../../../shared/domain';
import { formatDayWithWeekday, formatRappen, formatVatRate } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';
import { serverIntl } from '../../i18n/server-intl';
import { escapeHtml, mailBodies } from '../html';
import type { Mail, MailAttachment } from '../mail';

export interface OrderConfirmationMailData {
  to: string;
  locale: Locale;
  number: string;
  /** pictureCid: the Content-ID of the item's design thumbnail among the attachments, null without one. */
  items: { name: string; details: string; quantity: number; totalRappen: number; pictureCid: string | null }[];
  itemsRappen: number;
  discountRappen: number;
  shippingName: string;
  shippingRappen: number;
  totalRappen: number;
  voucherSalesRappen: number;
  vatRappen: number;
  paidByVouchersRappen: number;
  /** The rate the order was taken with (orders keep it, as rates change). */
  vatRateBp: number;
  deliveryAddress: AddressSnapshot;
  /** The expected delivery day fixed at confirm (ISO date), null for an order placed before it was computed. */
  expectedDelivery: string | null;
  paymentText: string;
  /** Online payment: the method and where the money stands when the mail is written (e.g. 'TWINT · Zahlung ausstehend'); null for bank transfers. */
  paymentState: string | null;
  /** The order page (guests: with their access token). */
  link: string;
  attachments: MailAttachment[];
  sender: Company;
}

const row = (label: string, value: string) =>
  `<tr><td style="padding: 2px 12px 2px 0;">${escapeHtml(label)}</td><td style="text-align: right;">${escapeHtml(value)}</td></tr>`;

/** An item with its design thumbnail (inline, by Content-ID) in a first column, 96 px wide. */
const itemRow = (label: string, value: string, pictureCid: string | null) =>
  `<tr><td style="padding: 4px 12px 4px 0; width: 96px; vertical-align: top;">${
    pictureCid ? `<img src="cid:${escapeHtml(pictureCid)}" width="96" alt="" style="display: block; width: 96px; height: auto; border: 0;">` : ''
  }</td><td style="padding: 4px 12px 4px 0; vertical-align: top;">${escapeHtml(label)}</td><td style="text-align: right; vertical-align: top;">${escapeHtml(value)}</td></tr>`;

/** The order confirmation in the customer's language: items, totals with VAT, delivery address, payment instructions. */
export function orderConfirmationMail(data: OrderConfirmationMailData): Mail {
  const intl = serverIntl(data.locale);
  const t = (key: 'greeting' | 'items' | 'subtotal' | 'discount' | 'shipping' | 'total' | 'delivery' | 'expectedDelivery' | 'payment' | 'view' | 'thanks') =>
    intl.formatMessage({ id: `mail.orderConfirmation.${key}` });
  const chf = (rappen: number) => formatRappen(rappen, data.locale);
  const subject = intl.formatMessage({ id: 'mail.orderConfirmation.subject' }, { number: data.number });
  const intro = intl.formatMessage({ id: 'mail.orderConfirmation.intro' }, { number: data.number });
  const vat = intl.formatMessage({ id: 'invoice.vatIncluded' }, { rate: formatVatRate(data.locale, data.vatRateBp) });
  const a = data.deliveryAddress;
  const address = [...postalLines(a), ...(a.phone ? [a.phone] : [])];
  const sums: [string, string][] = [
    [t('subtotal'), chf(data.itemsRappen)],
    ...(data.discountRappen > 0 ? [[t('discount'), `- ${chf(data.discountRappen)}`] as [string, string]] : []),
    [`${t('shipping')} (${data.shippingName})`, chf(data.shippingRappen)],
    [t('total'), chf(data.totalRappen)],
    [vat, chf(data.vatRappen)],
    ...(data.voucherSalesRappen > 0 ? [[intl.formatMessage({ id: 'invoice.voucherSales' }), chf(data.voucherSalesRappen)] as [string, string]] : []),
    ...(data.paidByVouchersRappen > 0
      ? ([
          [intl.formatMessage({ id: 'order.totals.paidByVouchers' }), `- ${chf(data.paidByVouchersRappen)}`],
          [intl.formatMessage({ id: 'invoice.amountDue' }), chf(data.totalRappen - data.paidByVouchersRappen)],
        ] as [string, string][])
      : []),
  ];
  const expected = data.expectedDelivery === null ? null : `${t('expectedDelivery')}: ${formatDayWithWeekday(data.expectedDelivery, data.locale)}`;
  const { text, html } = mailBodies(
    data.locale,
    subject,
    [
      t('greeting'),
      '',
      intro,
      '',
      `${t('items')}:`,
      ...data.items.map((item) => `- ${item.quantity} x ${item.name} (${item.details}): ${chf(item.totalRappen)}`),
      '',
      ...sums.map(([label, value]) => `${label}: ${value}`),
      '',
      `${t('delivery')}:`,
      ...address,
      ...(expected ? ['', expected] : []),
      '',
      `${t('payment')}: ${data.paymentState ? `${data.paymentState}. ` : ''}${data.paymentText}`,
      '',
      `${t('view')}: ${data.link}`,
      '',
      t('thanks'),
    ],
    [
      `<p>${escapeHtml(t('greeting'))}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<h2 style="font-size: 16px;">${escapeHtml(t('items'))}</h2>`,
      `<table style="border-collapse: collapse;">${data.items.map((item) => itemRow(`${item.quantity} x ${item.name} (${item.details})`, chf(item.totalRappen), item.pictureCid)).join('')}</table>`,
      `<table style="border-collapse: collapse; margin-top: 12px;">${sums.map(([label, value]) => row(label, value)).join('')}</table>`,
      `<h2 style="font-size: 16px;">${escapeHtml(t('delivery'))}</h2>`,
      `<p>${address.map(escapeHtml).join('<br>')}</p>`,
      ...(expected ? [`<p><strong>${escapeHtml(expected)}</strong></p>`] : []),
      `<h2 style="font-size: 16px;">${escapeHtml(t('payment'))}</h2>`,
      ...(data.paymentState ? [`<p><strong>${escapeHtml(data.paymentState)}</strong></p>`] : []),
      `<p>${escapeHtml(data.paymentText)}</p>`,
      `<p><a href="${escapeHtml(data.link)}">${escapeHtml(t('view'))}</a></p>`,
      `<p>${escapeHtml(t('thanks'))}</p>`,
    ],
    data.sender,
  );
  return { to: data.to, subject, text, html, attachments: data.attachments };
}
