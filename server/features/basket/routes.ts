import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { getBasketCount } from '../../../shared/api/basket';
import { getBasketItem, postBasketItem, putBasketItem } from '../../../shared/api/basket-items';
import { basketItems } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { route } from '../../http/route';
import { findBasketItem, saveBasketItem } from './basket-items';
import { findBasketId } from './basket-session';

export default async function basketRoutes(app: FastifyInstance) {
  route(app, getBasketCount, async ({ request }) => {
    const basketId = await findBasketId(app.db, request);
    if (basketId === null) return { count: 0 };
    const [row] = await app.db.select({ count: count(basketItems.id) }).from(basketItems).where(eq(basketItems.basketId, basketId));
    return { count: row?.count ?? 0 };
  });

  route(app, postBasketItem, async ({ body, request, reply }) => saveBasketItem(app.db, request, reply, body, null));

  route(app, putBasketItem, async ({ params, body, request, reply }) => saveBasketItem(app.db, request, reply, body, params.id));

  route(app, getBasketItem, async ({ params, request }) => {
    const item = await findBasketItem(app.db, request, params.id);
    if (!item) throw new HttpError('not_found');
    return item;
  });
}
