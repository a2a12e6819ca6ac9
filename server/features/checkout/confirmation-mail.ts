import { asc, eq } from 'drizzle-orm';
import type { Locale } from '../../../shared/i18n/locales';
import type { Db } from '../../db/database';
import { orderItems, orders } from '../../db/schema';
import { orderConfirmationMail } from '../../mail/templates/order-confirmation';
import type { Mail, MailAttachment } from '../../mail/mail';
import type { Design, PrintArea } from '../../../shared/domain';
import type { Providers } from '../basket/basket-view';
import type { OrderRow } from '../orders/order-views';
import { paymentOf } from '../orders/order-views';
import type { CreditorConfig } from '../payment/payment-providers';
import { orderInvoice } from '../invoice/order-invoice';
import { serverIntl } from '../../i18n/server-intl';

/** The design thumbnail of an item as JPEG (server/features/production), null for an item without an image. */
type DesignThumbnailJpeg = (printAreas: readonly PrintArea[], design: Design) => Promise<Buffer | null>;

export interface ConfirmationMailDeps {
  db: Db;
  providers: Providers;
  config: CreditorConfig & { PUBLIC_URL: string };
  designThumbnail?: DesignThumbnailJpeg;
}

/**
 * Each item's design thumbnail as an inline picture (Content-ID), not a link to the shop: mail
 * clients show a related part at once and offline, while they hold back remote images until the
 * reader allows them (Outlook, Apple Mail's privacy protection, most webmail for unknown senders),
 * and no request tells the shop when the mail is read. A thumbnail that fails leaves the item
 * without a picture, never the order without its mail.
 */
async function itemPictures(deps: ConfirmationMailDeps, items: (typeof orderItems.$inferSelect)[]): Promise<Map<number, MailAttachment>> {
  const pictures = new Map<number, MailAttachment>();
  if (!deps.designThumbnail) return pictures;
  for (const item of items) {
    const jpeg = await deps.designThumbnail(item.instruction.printAreas ?? [], item.design).catch(() => null);
    if (jpeg) pictures.set(item.id, { filename: `item-${item.position}.jpg`, contentType: 'image/jpeg', content: jpeg, cid: `item-${item.id}@print-atelier` });
  }
  return pictures;
}

/** Where the confirmation e-mail leads: the shop's confirmation page of the order (guests with their access token). */
function orderLink(publicUrl: string, order: OrderRow, accessToken: string | null): string {
  const access = accessToken === null ? '' : `&access=${encodeURIComponent(accessToken)}`;
  return `${publicUrl}/${order.language}/checkout/confirm?order=${order.id}${access}`;
}

async function confirmationMail(deps: ConfirmationMailDeps, order: OrderRow, accessToken: string | null): Promise<Mail> {
  const locale = order.language as Locale;
  const items = await deps.db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.position));
  const payment = await paymentOf(deps.db, order, deps.providers);
  const pictures = await itemPictures(deps, items);
  const invoice = deps.providers.get(order.paymentMethod)?.attachesQrBill ? await orderInvoice(deps.db, order, deps.config) : null;
  const attachments: MailAttachment[] = [
    ...pictures.values(),
    ...(invoice ? [{ filename: invoice.filename, contentType: 'application/pdf', content: invoice.pdf }] : []),
  ];
  const mail = orderConfirmationMail({
    to: order.email,
    addressee: order.billingAddress,
    locale,
    number: order.number,
    items: items.map((item) => ({
      name: item.productName,
      details: (item.instruction.customerDetails ?? []).map((d) => d.value).join(', '),
      quantity: item.quantity,
      totalRappen: item.totalRappen,
      pictureCid: pictures.get(item.id)?.cid ?? null,
    })),
    itemsRappen: order.itemsRappen,
    discountRappen: order.discountRappen,
    shippingName: order.shippingName,
    shippingRappen: order.shippingRappen,
    totalRappen: order.totalRappen,
    voucherSalesRappen: order.voucherSalesRappen,
    vatRappen: order.vatRappen,
    paidByVouchersRappen: order.paidByVouchersRappen,
    vatRateBp: order.vatRateBp,
    deliveryAddress: order.deliveryAddress,
    expectedDelivery: order.expectedDelivery,
    // Still to pay: the mail's link leads to the order, where "pay now" opens a payment page.
    paymentText:
      payment.online && (payment.status === 'pending' || payment.status === 'failed')
        ? `${payment.text} ${serverIntl(locale).formatMessage({ id: 'payment.online.mailHint' })}`
        : payment.text,
    paymentState: payment.online
      ? `${deps.providers.get(order.paymentMethod)?.name(locale) ?? order.paymentMethod} · ${serverIntl(locale).formatMessage({ id: `payment.status.${payment.status}` })}`
      : null,
    link: orderLink(deps.config.PUBLIC_URL, order, accessToken),
    attachments,
    sender: deps.config.company,
  });
  return { ...mail, secrets: accessToken === null ? [] : [accessToken] };
}

/** Writes the confirmation mail of a stored order (the mail worker calls it when it sends). */
export async function writeOrderConfirmation(deps: ConfirmationMailDeps, orderId: number, accessToken: string | null): Promise<Mail> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw new Error(`order ${orderId} is gone`);
  return confirmationMail(deps, order, accessToken);
}
