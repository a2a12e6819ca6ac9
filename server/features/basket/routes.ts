import type { FastifyInstance } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import { getBasketCount } from '../../../shared/api/basket';
import { basketItems, baskets } from '../../db/schema';
import { route } from '../../http/route';
import { BASKET_COOKIE, hashToken } from './basket-session';

export default async function basketRoutes(app: FastifyInstance) {
  route(app, getBasketCount, async ({ request }) => {
    const token = request.cookies[BASKET_COOKIE];
    if (!token) return { count: 0 };
    const [row] = await app.db
      .select({ count: count(basketItems.id) })
      .from(baskets)
      .innerJoin(basketItems, eq(basketItems.basketId, baskets.id))
      .where(and(eq(baskets.tokenHash, hashToken(token)), eq(baskets.status, 'open')));
    return { count: row?.count ?? 0 };
  });
}
