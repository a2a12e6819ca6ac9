import { asc, eq } from 'drizzle-orm';
import type { Locale } from '../../../shared/i18n/locales';
import type { Db } from '../../db/database';
import { orderItems, orders } from '../../db/schema';
import { orderConfirmationMail } from '../../mail/templates/order-confirmation';
import type { Mail } from '../../mail/mail';
import type { Providers } from '../basket/basket-view';
import type { OrderRow } from '../orders/order-views';
import { paymentOf } from '../orders/order-views';
import type { CreditorConfig } from '../payment/payment-providers';
import { qrBillPdf } from '../payment/qr-bill';

export interface ConfirmationMailDeps {
  db: Db;
  providers: Providers;
  config: CreditorConfig & { PUBLIC_URL: string };
}

/** Where the confirmation e-mail leads: the shop's confirmation page of the order (guests with their access token). */
export function orderLink(publicUrl: string, order: OrderRow, accessToken: string | null): string {
  const access = accessToken === null ? '' : `&access=${encodeURIComponent(accessToken)}`;
  return `${publicUrl}/${order.language}/checkout/confirm?order=${order.id}${access}`;
}

export async function confirmationMail(deps: ConfirmationMailDeps, order: OrderRow, accessToken: string | null): Promise<Mail> {
  const locale = order.language as Locale;
  const items = await deps.db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.position));
  const payment = await paymentOf(order, deps.providers);
  const attachments = deps.providers.get(order.paymentMethod)?.attachesQrBill
    ? [{ filename: `invoice-${order.number}.pdf`, contentType: 'application/pdf', content: await qrBillPdf(order, deps.config, locale) }]
    : [];
  return orderConfirmationMail({
    to: order.email,
    locale,
    number: order.number,
    items: items.map((item) => ({
      name: item.productName,
      details: (item.instruction.customerDetails ?? []).map((d) => d.value).join(', '),
      quantity: item.quantity,
      totalRappen: item.totalRappen,
    })),
    itemsRappen: order.itemsRappen,
    discountRappen: order.discountRappen,
    shippingName: order.shippingName,
    shippingRappen: order.shippingRappen,
    totalRappen: order.totalRappen,
    vatRappen: order.vatRappen,
    vatRateBp: order.vatRateBp,
    deliveryAddress: order.deliveryAddress,
    paymentText: payment.text,
    link: orderLink(deps.config.PUBLIC_URL, order, accessToken),
    attachments,
  });
}

/** Writes the confirmation mail of a stored order (the mail worker calls it when it sends). */
export async function writeOrderConfirmation(deps: ConfirmationMailDeps, orderId: number, accessToken: string | null): Promise<Mail> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw new Error(`order ${orderId} is gone`);
  return confirmationMail(deps, order, accessToken);
}
