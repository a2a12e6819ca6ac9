import { asc, eq, inArray } from 'drizzle-orm';
import type { OrderLine } from '../../../shared/api/basket-view';
import type { OrderConfirmation, OrderDetail, PaymentInstructions } from '../../../shared/api/checkout';
import { isValueCode } from '../../../shared/domain';
import type { Locale } from '../../../shared/i18n/locales';
import { issuedCodes } from '../gift-vouchers/issue-codes';
import { statusHistory } from './status-history';
import type { Db } from '../../db/database';
import { orderItems, orders, partners, printJobs, vouchers, voucherUsages } from '../../db/schema';
import type { DesignThumbnails } from '../../thumbnails/design-thumbnail-urls';
import type { Providers } from '../basket/basket-view';
import { paymentState } from '../payment/payment-state';

export type OrderRow = typeof orders.$inferSelect;

/** What the staff's lists of orders show of each (the order list, the search, a customer's orders): its head and e-mail address. */
export const orderHeadColumns = {
  id: orders.id,
  number: orders.number,
  createdAt: orders.createdAt,
  status: orders.status,
  email: orders.email,
};

export async function orderById(db: Db, id: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row ?? null;
}

/** The payment instructions of an order and where its money stands (the same every time they are asked for). */
export async function paymentOf(db: Db, order: OrderRow, providers: Providers): Promise<PaymentInstructions> {
  const provider = providers.get(order.paymentMethod);
  if (!provider) throw new Error(`payment method ${order.paymentMethod} of order ${order.id} is not registered`);
  const state = await paymentState(db, order);
  const instructions = await provider.start(
    {
      id: order.id,
      number: order.number,
      amountDueRappen: order.totalRappen - order.paidByVouchersRappen,
      qrReference: order.qrReference,
      email: order.email,
      status: state.status,
      checkoutUrl: state.openUrl,
    },
    order.language as Locale,
  );
  return { ...instructions, status: state.status };
}

function totalsOf(order: OrderRow) {
  return {
    itemsRappen: order.itemsRappen,
    discountRappen: order.discountRappen,
    shippingRappen: order.shippingRappen,
    totalRappen: order.totalRappen,
    voucherSalesRappen: order.voucherSalesRappen,
    vatRappen: order.vatRappen,
    vatRatePercent: order.vatRateBp / 100,
    paidByVouchersRappen: order.paidByVouchersRappen,
    amountDueRappen: order.totalRappen - order.paidByVouchersRappen,
  };
}

type OrderItemRow = typeof orderItems.$inferSelect;

export const orderLine = (item: OrderItemRow, thumbnails: DesignThumbnails): OrderLine => ({
  id: item.id,
  productName: item.productName,
  quantity: item.quantity,
  totalRappen: item.totalRappen,
  thumbnailUrl: thumbnails.url('o', item.id, item.instruction.printAreas ?? [], item.design),
});

/** The items of each order (by id, in their order), each with its design thumbnail's URL. */
export async function orderLines(db: Db, thumbnails: DesignThumbnails, orderIds: readonly number[]): Promise<Map<number, OrderLine[]>> {
  const lines = new Map<number, OrderLine[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return lines;
  const items = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  for (const item of items) lines.get(item.orderId)?.push(orderLine(item, thumbnails));
  return lines;
}

/** orderconfirmationdata of the spec, with the order's items. */
export function orderConfirmation(order: OrderRow, payment: PaymentInstructions, accessToken: string | null, items: OrderLine[]): OrderConfirmation {
  return {
    orderId: order.id,
    number: order.number,
    createdAt: order.createdAt.toISOString(),
    email: order.email,
    totals: totalsOf(order),
    shippingName: order.shippingName,
    expectedDelivery: order.expectedDelivery,
    payment,
    accessToken,
    basketCount: 0,
    items,
  };
}

/** The vouchers an order used, with what each took off, in the order they were added. */
export async function orderVouchers(db: Db, orderId: number): Promise<{ code: string; amountRappen: number; pays: boolean }[]> {
  const rows = await db
    .select({ code: vouchers.code, amountRappen: voucherUsages.discountRappen, kind: vouchers.kind })
    .from(voucherUsages)
    .innerJoin(vouchers, eq(vouchers.id, voucherUsages.voucherId))
    .where(eq(voucherUsages.orderId, orderId))
    .orderBy(asc(voucherUsages.id));
  return rows.map(({ kind, ...row }) => ({ ...row, pays: isValueCode({ kind }) }));
}

export async function orderDetail(db: Db, order: OrderRow, providers: Providers, thumbnails: DesignThumbnails): Promise<OrderDetail> {
  const items = await db
    .select({ item: orderItems, printStatus: printJobs.status, printFile: printJobs.fileKey })
    .from(orderItems)
    .leftJoin(printJobs, eq(printJobs.orderItemId, orderItems.id))
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.position));
  const used = await orderVouchers(db, order.id);
  const { accessToken: _token, basketCount: _count, ...confirmation } = orderConfirmation(order, await paymentOf(db, order, providers), null, []);
  return {
    ...confirmation,
    status: order.status,
    statusChangedAt: order.statusChangedAt.toISOString(),
    history: (await statusHistory(db, order.id)).map((entry) => ({ status: entry.status, at: entry.at.toISOString() })),
    paymentName: providers.get(order.paymentMethod)?.name(order.language as Locale) ?? order.paymentMethod,
    tracking: order.trackingNumber === null ? null : { number: order.trackingNumber, url: order.trackingUrl },
    language: order.language,
    comment: order.comment,
    billingAddress: order.billingAddress,
    deliveryAddress: order.deliveryAddress,
    items: items.map(({ item, printStatus, printFile }) => ({
      id: item.id,
      productId: item.productId,
      productName: item.productName,
      quantity: item.quantity,
      customerDetails: item.instruction.customerDetails ?? [],
      unitRappen: item.unitRappen,
      totalRappen: item.totalRappen,
      // Done without a file: the item prints nothing (a sample set), so there is no file to offer.
      printStatus: printStatus === 'done' && printFile === null ? null : printStatus,
      thumbnailUrl: orderLine(item, thumbnails).thumbnailUrl,
    })),
    vouchers: used,
    giftVoucherCodes: (await issuedCodes(db, order.id)).map(({ code, amountRappen }) => ({ code, amountRappen })),
    partnerName: order.partnerId === null ? null : await partnerName(db, order.partnerId),
  };
}

async function partnerName(db: Db, partnerId: number): Promise<string | null> {
  const [row] = await db.select({ name: partners.name }).from(partners).where(eq(partners.id, partnerId));
  return row?.name ?? null;
}
