import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { BasketItemBody } from '../../../shared/api/basket-items';
import type { OrderAgainResult } from '../../../shared/api/selfcare';
import { orderItems, orders } from '../../db/schema';
import type { ServiceContext } from '../../http/context';
import { HttpError, notFound } from '../../http/http-error';
import { serverIntl } from '../../i18n/server-intl';
import { basketItemCount } from '../basket/basket-session';
import { saveBasketItem } from '../basket/basket-items';

/**
 * "Order again": each item of the customer's order goes into the customer's basket through the
 * same path as an item from the configurator (saveBasketItem), so it is checked and priced today,
 * with the order's configuration, design and quantity. The customer confirmed the image quality
 * when ordering, so that question is not asked again. An item that fails today's check is left out
 * and named; the others are added.
 */
export async function orderAgain(ctx: ServiceContext, customerId: number, orderId: number): Promise<z.infer<typeof OrderAgainResult>> {
  const [order] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
    .limit(1);
  if (!order) throw notFound('order');
  const items = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.position));
  let added = 0;
  const refused: z.infer<typeof OrderAgainResult>['refused'] = [];
  for (const item of items) {
    // Read through the schema of a configurator's item, as if the browser had sent it.
    const body = BasketItemBody.safeParse({
      productId: item.productId,
      instruction: { version: 2, configuration: item.instruction.configuration ?? {} },
      design: item.design,
      quantity: item.quantity,
      qualityConfirmed: true,
    });
    if (!body.success) {
      refused.push({ productName: item.productName, message: serverIntl(ctx.locale).formatMessage({ id: 'selfcare.orderAgain.refused' }) });
      continue;
    }
    try {
      await saveBasketItem(ctx, body.data, null);
      added += 1;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      refused.push({ productName: item.productName, message: refusalText(ctx, error) });
    }
  }
  return { count: await basketItemCount(ctx), added, refused };
}

function refusalText(ctx: Pick<ServiceContext, 'locale'>, error: HttpError): string {
  const field = Object.values(error.fields ?? {}).flat()[0];
  return field ?? (error.hasMessage ? error.message : serverIntl(ctx.locale).formatMessage({ id: 'selfcare.orderAgain.refused' }));
}
