import { asc, desc, eq } from 'drizzle-orm';
import type { AdminCustomerDetail } from '../../../shared/api/admin-customers';
import { postalLines, postcodeCountry } from '../../../shared/domain/checkout/address';
import type { Db } from '../../db/database';
import { customerAddresses, customerContacts, customers, languages, orders } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { orderHeadColumns } from '../orders/order-views';
import { customerColumns, customerRow, guestOrdersOfContact } from './customer-list';

const orderColumns = { ...orderHeadColumns, totalRappen: orders.totalRappen };

const orderView = ({ createdAt, ...order }: { createdAt: Date } & Omit<AdminCustomerDetail['orders'][number], 'createdAt'>) => ({
  ...order,
  createdAt: createdAt.toISOString(),
});

/** One customer account as the office sees it: the person, addresses, orders and the guest orders under its address. */
export async function adminCustomerDetail(db: Db, id: number): Promise<AdminCustomerDetail> {
  const [customer] = await db
    .select({
      ...customerColumns,
      type: customers.type,
      language: languages.code,
      phone: customerContacts.phone,
      emailConfirmedAt: customerContacts.emailConfirmedAt,
    })
    .from(customers)
    .innerJoin(customerContacts, eq(customerContacts.customerId, customers.id))
    .innerJoin(languages, eq(languages.id, customers.languageId))
    .where(eq(customers.id, id))
    .limit(1);
  if (!customer) throw notFound('customer');
  const { type, language, phone, emailConfirmedAt, ...row } = customer;
  const [addresses, own, guest] = await Promise.all([
    db.select().from(customerAddresses).where(eq(customerAddresses.customerId, id)).orderBy(asc(customerAddresses.id)),
    db.select(orderColumns).from(orders).where(eq(orders.customerId, id)).orderBy(desc(orders.id)),
    db
      .select(orderColumns)
      .from(orders)
      .innerJoin(customerContacts, eq(customerContacts.customerId, id))
      .where(guestOrdersOfContact())
      .orderBy(desc(orders.id)),
  ]);
  return {
    ...customerRow(row),
    type,
    language,
    phone,
    emailConfirmedAt: emailConfirmedAt?.toISOString() ?? null,
    addresses: addresses.map((address) => ({
      id: address.id,
      isDefault: address.isDefault,
      lines: postalLines({ ...address, country: postcodeCountry(address.zipcode) ?? 'CH' }),
    })),
    orders: own.map(orderView),
    guestOrders: guest.map(orderView),
  };
}
