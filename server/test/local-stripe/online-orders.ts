import { expect } from 'vitest';
import { type OrderConfirmation, OrderDetail } from '../../../shared/api/checkout';
import { orders } from '../../db/schema';
import { eq } from 'drizzle-orm';
import type { ShopWithStripe } from './use-shop-with-stripe';
import { addStaticItem, confirm, newGuest, prepareGuest, view } from '../../features/checkout/checkout-test-helpers';

/** A guest's order of one gift voucher (and one of each static product in `products`) placed with an online method (TWINT by default), in `lang`, with `codes` added at checkout. */
export async function onlineOrder(
  shop: ShopWithStripe,
  email: string,
  options: { lang?: string; method?: string; codes?: string[]; products?: string[] } = {},
): Promise<OrderConfirmation> {
  const guest = await newGuest(shop.app);
  guest.headers['accept-language'] = options.lang ?? 'de';
  for (const productId of options.products ?? []) await addStaticItem(shop.app, guest, 1, productId);
  for (const code of options.codes ?? []) await view(shop.app, guest, 'POST', '/api/checkout/voucher/add', { code });
  await prepareGuest(shop.app, guest, options.method ?? 'twint', email);
  const order = await confirm(shop.app, guest);
  expect(order.payment.redirectUrl).not.toBeNull();
  return order;
}

/** The Stripe page the local server keeps for the order (the latest, when it has several). */
export function pageOf(shop: ShopWithStripe, order: Pick<OrderConfirmation, 'orderId'>) {
  const session = [...shop.stripe.sessions.values()].findLast((s) => s.metadata['orderId'] === String(order.orderId));
  if (!session) throw new Error(`no Stripe page for order ${order.orderId}`);
  return session;
}

export async function orderRow(shop: ShopWithStripe, id: number) {
  const [row] = await shop.database.db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** The order as its guest's confirmation page reads it. */
export async function guestDetail(shop: ShopWithStripe, order: OrderConfirmation) {
  return OrderDetail.parse((await shop.app.inject({ url: `/api/orders/${order.orderId}?access=${order.accessToken}` })).json());
}
