import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { getBasketCount } from '../../../shared/api/basket';
import { basketItems } from '../../db/schema';
import { route } from '../../http/route';
import { findBasketId } from './basket-session';

export default async function basketRoutes(app: FastifyInstance) {
  route(app, getBasketCount, async ({ request }) => {
    const basketId = await findBasketId(app.db, request);
    if (basketId === null) return { count: 0 };
    const [row] = await app.db.select({ count: count(basketItems.id) }).from(basketItems).where(eq(basketItems.basketId, basketId));
    return { count: row?.count ?? 0 };
  });
}
