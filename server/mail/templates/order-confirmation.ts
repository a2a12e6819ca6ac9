import type { Company } from '../../../shared/api/company';
import { postalLines, type AddressSnapshot } from '../../../shared/domain';
import { formatDayWithWeekday, formatLabelled, formatRappen, formatVatRate } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';
import { serverIntl } from '../../i18n/server-intl';
import { amountLines, amountTable, type AmountRow } from '../amounts';
import { type Addressee, escapeHtml } from '../html';
import type { Mail, MailAttachment } from '../mail';
import { orderMail } from './order-mail';

export interface OrderConfirmationMailData {
  to: string;
  locale: Locale;
  /** Whom the mail greets: the order's billing person. */
  addressee: Addressee | null;
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

/** The order confirmation in the customer's language: items, totals with VAT, delivery address, payment instructions. */
export function orderConfirmationMail(data: OrderConfirmationMailData): Mail {
  const intl = serverIntl(data.locale);
  const t = (key: 'items' | 'subtotal' | 'discount' | 'shipping' | 'total' | 'delivery' | 'expectedDelivery' | 'payment') =>
    intl.formatMessage({ id: `mail.orderConfirmation.${key}` });
  const chf = (rappen: number) => formatRappen(rappen, data.locale);
  const subject = intl.formatMessage({ id: 'mail.orderConfirmation.subject' }, { number: data.number });
  const intro = intl.formatMessage({ id: 'mail.orderConfirmation.intro' }, { number: data.number });
  const vat = intl.formatMessage({ id: 'invoice.vatIncluded' }, { rate: formatVatRate(data.locale, data.vatRateBp) });
  const a = data.deliveryAddress;
  const address = [...postalLines(a), ...(a.phone ? [a.phone] : [])];
  const sums: AmountRow[] = [
    { label: t('subtotal'), amount: chf(data.itemsRappen), ruleAbove: true },
    ...(data.discountRappen > 0 ? [{ label: t('discount'), amount: `- ${chf(data.discountRappen)}` }] : []),
    { label: `${t('shipping')} (${data.shippingName})`, amount: chf(data.shippingRappen) },
    { label: t('total'), amount: chf(data.totalRappen), strong: true, ruleAbove: true },
    { label: vat, amount: chf(data.vatRappen) },
    ...(data.voucherSalesRappen > 0 ? [{ label: intl.formatMessage({ id: 'invoice.voucherSales' }), amount: chf(data.voucherSalesRappen) }] : []),
    ...(data.paidByVouchersRappen > 0
      ? [
          { label: intl.formatMessage({ id: 'order.totals.paidByVouchers' }), amount: `- ${chf(data.paidByVouchersRappen)}` },
          { label: intl.formatMessage({ id: 'invoice.amountDue' }), amount: chf(data.totalRappen - data.paidByVouchersRappen), strong: true },
        ]
      : []),
  ];
  const items: AmountRow[] = data.items.map((item) => ({
    label: `${item.quantity} × ${item.name}${item.details ? ` (${item.details})` : ''}`,
    amount: chf(item.totalRappen),
    pictureCid: item.pictureCid,
  }));
  const expected =
    data.expectedDelivery === null ? null : formatLabelled(data.locale, t('expectedDelivery'), formatDayWithWeekday(data.expectedDelivery, data.locale));
  const mail = orderMail(data, subject, {
    text: [
      intro,
      '',
      formatLabelled(data.locale, t('items')),
      ...amountLines([...items, ...sums]),
      '',
      formatLabelled(data.locale, t('delivery')),
      ...address,
      ...(expected ? ['', expected] : []),
      '',
      formatLabelled(data.locale, t('payment'), `${data.paymentState ? `${data.paymentState}. ` : ''}${data.paymentText}`),
    ],
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      `<h2 style="font-size: 16px;">${escapeHtml(t('items'))}</h2>`,
      amountTable([...items, ...sums]),
      `<h2 style="font-size: 16px;">${escapeHtml(t('delivery'))}</h2>`,
      `<p>${address.map(escapeHtml).join('<br>')}</p>`,
      ...(expected ? [`<p><strong>${escapeHtml(expected)}</strong></p>`] : []),
      `<h2 style="font-size: 16px;">${escapeHtml(t('payment'))}</h2>`,
      ...(data.paymentState ? [`<p><strong>${escapeHtml(data.paymentState)}</strong></p>`] : []),
      `<p>${escapeHtml(data.paymentText)}</p>`,
    ],
  });
  return { ...mail, attachments: data.attachments };
}
