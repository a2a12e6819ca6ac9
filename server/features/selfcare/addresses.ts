import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Address, AddressBook, AddressInput } from '../../../shared/api/selfcare';
import type { Db } from '../../db/database';
import { customerAddresses } from '../../db/schema';
import { HttpError, notFound } from '../../http/http-error';
import type { ServiceContext } from '../../http/context';
import { text } from '../../i18n/server-intl';
import { orNull, toAddress } from './mapping';

/** Enough for any household or small business; bounds what one account can store. */
const MAX_ADDRESSES = 50;

/*
 * Every statement here names the customer beside the address id: an id of another customer
 * matches no row, answers 404 and changes nothing.
 */

function columns(input: AddressInput) {
  return {
    company: orNull(input.company),
    department: orNull(input.department),
    sex: input.sex,
    firstname: input.firstname,
    lastname: input.lastname,
    address1: input.address1,
    address2: orNull(input.address2),
    zipcode: input.zipcode,
    city: input.city,
  };
}

export async function addressBook(db: Db, customerId: number): Promise<AddressBook> {
  const rows = await db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(asc(customerAddresses.createdAt), asc(customerAddresses.id));
  return { addresses: rows.map(toAddress), defaultAddressId: rows.find((r) => r.isDefault)?.id ?? null };
}

export async function addAddress(ctx: ServiceContext, customerId: number, input: AddressInput): Promise<Address> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select({ n: count() }).from(customerAddresses).where(eq(customerAddresses.customerId, customerId));
    const n = row?.n ?? 0;
    if (n >= MAX_ADDRESSES) throw new HttpError('conflict', text(ctx.locale, 'selfcare.addressLimit'));
    const [created] = await tx
      .insert(customerAddresses)
      .values({ ...columns(input), customerId, isDefault: n === 0, createdAt: ctx.now })
      .returning();
    return toAddress(created as typeof customerAddresses.$inferSelect);
  });
}

export async function updateAddress(ctx: ServiceContext, customerId: number, id: number, input: AddressInput): Promise<Address> {
  const [row] = await ctx.db
    .update(customerAddresses)
    .set(columns(input))
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)))
    .returning();
  if (!row) throw notFound('address');
  return toAddress(row);
}

/** Deletes an address; when it was the default, the oldest remaining one becomes the default. */
export async function deleteAddress(ctx: ServiceContext, customerId: number, id: number): Promise<AddressBook> {
  await ctx.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(customerAddresses)
      .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)))
      .returning({ isDefault: customerAddresses.isDefault });
    if (!deleted) throw notFound('address');
    if (!deleted.isDefault) return;
    const [next] = await tx
      .select({ id: customerAddresses.id })
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId))
      .orderBy(asc(customerAddresses.createdAt), asc(customerAddresses.id))
      .limit(1);
    if (next) await tx.update(customerAddresses).set({ isDefault: true }).where(eq(customerAddresses.id, next.id));
  });
  return addressBook(ctx.db, customerId);
}

export async function setDefaultAddress(ctx: ServiceContext, customerId: number, id: number): Promise<AddressBook> {
  await ctx.db.transaction(async (tx) => {
    const [own] = await tx
      .select({ id: customerAddresses.id })
      .from(customerAddresses)
      .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)));
    if (!own) throw notFound('address');
    // Unset first: the partial unique index allows one default per customer at any moment.
    await tx
      .update(customerAddresses)
      .set({ isDefault: false })
      .where(and(eq(customerAddresses.customerId, customerId), ne(customerAddresses.id, id), eq(customerAddresses.isDefault, true)));
    await tx.update(customerAddresses).set({ isDefault: true }).where(eq(customerAddresses.id, id));
  });
  return addressBook(ctx.db, customerId);
}
