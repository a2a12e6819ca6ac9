import { and, desc, eq, like, lt, not, type SQL, sql } from 'drizzle-orm';
import type { AdminCustomersFilter, CustomerRow } from '../../../shared/api/admin-customers';
import { addresseeName } from '../../../shared/domain/checkout/address';
import type { Db } from '../../db/database';
import { containing } from '../../db/like-pattern';
import { customerContacts, customers, orders } from '../../db/schema';

/** Guest orders placed with the contact's e-mail address (found by the index orders_guest_email). */
export const guestOrdersOfContact = () => and(sql`${orders.customerId} IS NULL`, eq(sql`lower(${orders.email})`, sql`lower(${customerContacts.email})`));

function conditions(query: AdminCustomersFilter): SQL[] {
  const where: SQL[] = [];
  if (query.q) where.push(like(customerContacts.searchText, containing(query.q)));
  if (query.newsletter) where.push(eq(customers.newsletter, query.newsletter === 'yes'));
  if (query.guestOrders) {
    const waiting = sql`exists (select 1 from ${orders} where ${guestOrdersOfContact()})`;
    where.push(query.guestOrders === 'yes' ? waiting : not(waiting));
  }
  if (query.before !== undefined) where.push(lt(customers.id, query.before));
  return where;
}

/** The columns a customer row is made of, for the list and the customer's page alike. */
export const customerColumns = {
  id: customers.id,
  company: customerContacts.company,
  firstname: customerContacts.firstname,
  lastname: customerContacts.lastname,
  email: customerContacts.email,
  username: customers.username,
  newsletter: customers.newsletter,
  createdAt: customers.createdAt,
  anonymisedAt: customers.anonymisedAt,
};

/** A row of customerColumns as selected. */
interface CustomerColumns {
  id: number;
  company: string | null;
  firstname: string;
  lastname: string;
  email: string;
  username: string;
  newsletter: boolean;
  createdAt: Date;
  anonymisedAt: Date | null;
}

export function customerRow({ company, firstname, lastname, createdAt, anonymisedAt, ...row }: CustomerColumns): CustomerRow {
  return {
    ...row,
    name: addresseeName({ company, firstname, lastname }),
    createdAt: createdAt.toISOString(),
    anonymisedAt: anonymisedAt?.toISOString() ?? null,
  };
}

/** A page of the customer accounts, newest first, by keyset over the id. */
export async function adminCustomerList(db: Db, query: AdminCustomersFilter) {
  const page = await db
    .select(customerColumns)
    .from(customers)
    .innerJoin(customerContacts, eq(customerContacts.customerId, customers.id))
    .where(and(...conditions(query)))
    .orderBy(desc(customers.id))
    .limit(query.limit + 1);
  const shown = page.slice(0, query.limit);
  return {
    customers: shown.map(customerRow),
    nextBefore: page.length > query.limit ? (shown.at(-1)?.id ?? null) : null,
  };
}
