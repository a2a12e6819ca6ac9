import { desc, like } from 'drizzle-orm';
import { type AdminSearchResult, SEARCH_HITS } from '../../../shared/api/admin-search';
import { addresseeName } from '../../../shared/domain/checkout/address';
import type { Db } from '../../db/database';
import { containing } from '../../db/like-pattern';
import { customerContacts, orders } from '../../db/schema';
import { orderHeadColumns } from '../orders/order-views';

/** A QR reference is printed in groups of digits: in a text of digits alone, the spaces are the print's, not the search's. */
export const searchedText = (q: string) => (/^[\d\s]+$/.test(q) ? q.replace(/\s+/g, '') : q);

/**
 * The back office's search: orders and customer accounts whose search text (generated columns of
 * migration 0029, each with a pg_trgm index) contains the text, the newest of each first.
 */
export async function adminSearch(db: Db, q: string): Promise<AdminSearchResult> {
  const pattern = containing(searchedText(q));
  const [orderRows, customerRows] = await Promise.all([
    db
      .select({
        ...orderHeadColumns,
        billing: orders.billingAddress,
        delivery: orders.deliveryAddress,
      })
      .from(orders)
      .where(like(orders.searchText, pattern))
      .orderBy(desc(orders.id))
      .limit(SEARCH_HITS),
    db
      .select({
        id: customerContacts.customerId,
        company: customerContacts.company,
        firstname: customerContacts.firstname,
        lastname: customerContacts.lastname,
        email: customerContacts.email,
      })
      .from(customerContacts)
      .where(like(customerContacts.searchText, pattern))
      .orderBy(desc(customerContacts.customerId))
      .limit(SEARCH_HITS),
  ]);
  return {
    orders: orderRows.map(({ billing, delivery, ...row }) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      customerName: addresseeName(billing),
      place: `${delivery.zipcode} ${delivery.city}`,
    })),
    customers: customerRows.map(({ id, email, ...person }) => ({ id, email, name: addresseeName(person) })),
  };
}
