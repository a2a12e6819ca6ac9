import { type SQL, and, count, eq, sql } from 'drizzle-orm';
import type { DRAFT_STATUS } from './basket-status';
import type { Db } from './database';
import { basketItems, baskets } from './schema';

/** How a basket is found: by its customer (open), or by the hash of a cookie or draft token and its status. */
export type BasketKey = { customerId: number } | { tokenHash: string; status: 'open' | typeof DRAFT_STATUS };

/** The basket queries that run on nearly every request, prepared once per database (or transaction). */
export interface BasketLookups {
  /** The id of the basket of the key, or null when there is none. */
  id(key: BasketKey): Promise<number | null>;
  /** The number of items in the basket of the key, or null when there is none. */
  itemCount(key: BasketKey): Promise<number | null>;
}

export function prepareBasketLookups(db: Db): BasketLookups {
  const byCustomer = and(eq(baskets.customerId, sql.placeholder('customerId')), eq(baskets.status, 'open'));
  const byToken = and(eq(baskets.tokenHash, sql.placeholder('tokenHash')), eq(baskets.status, sql.placeholder('status')));
  const id = (where: SQL | undefined, name: string) => db.select({ id: baskets.id }).from(baskets).where(where).limit(1).prepare(name);
  const items = (where: SQL | undefined, name: string) =>
    db
      .select({ n: count(basketItems.id) })
      .from(baskets)
      .leftJoin(basketItems, eq(basketItems.basketId, baskets.id))
      .where(where)
      .groupBy(baskets.id)
      .limit(1)
      .prepare(name);
  const ids = { customer: id(byCustomer, 'basket_id_by_customer'), token: id(byToken, 'basket_id_by_token') };
  const counts = { customer: items(byCustomer, 'basket_items_by_customer'), token: items(byToken, 'basket_items_by_token') };
  return {
    id: async (key) => {
      const [row] = await ('customerId' in key ? ids.customer.execute(key) : ids.token.execute(key));
      return row?.id ?? null;
    },
    itemCount: async (key) => {
      const [row] = await ('customerId' in key ? counts.customer.execute(key) : counts.token.execute(key));
      return row?.n ?? null;
    },
  };
}
