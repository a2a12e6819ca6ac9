import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { openOrderReason } from '../../../shared/domain/customers/open-orders';
import type { MessageKey } from '../../../shared/i18n/messages';
import { newSecret } from '../../plugins/app/auth';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db/database';
import {
  basketBackups,
  baskets,
  customerAddresses,
  customerContacts,
  customerSessions,
  customers,
  emailConfirmationKeys,
  mailOutbox,
  orders,
  passwordResetKeys,
} from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { audit } from '../audit/audit';
import { type CustomerActionContext, lockedCustomer } from './customer-actions';

const REFUSAL: Record<NonNullable<ReturnType<typeof openOrderReason>>, MessageKey> = {
  inProgress: 'admin.customers.refused.orderInProgress',
  unpaid: 'admin.customers.refused.orderUnpaid',
};

/** What stands in for the person: nobody's address (.invalid is reserved, RFC 2606), unique per account for the unique index. */
const placeholderEmail = (id: number) => `anonymised-${id}@anonymised.invalid`;

/**
 * Anonymises an account on the customer's request (revDSG art. 32). Refused while an order is open:
 * the shop still works on it or waits for its money, which needs the person reachable.
 *
 * Removed or replaced: the login (a username and a password nobody knows; sessions and mailed keys
 * deleted), the person (names, company, birth date, phones, e-mail address), the saved addresses,
 * baskets and their backups, the newsletter consent and how the customer found the shop; on the
 * orders the e-mail address, the delivery address (replaced by the billing address), the comment
 * and the guest link; the mails' recipient, texts and attachments (pending ones are dropped).
 *
 * Kept, because the law keeps them for ten years (OR art. 958f, GeBüV; MWSTG art. 70): each order's
 * invoice data, i.e. the number, QR reference, the billing address (an invoice names its recipient,
 * MWSTG art. 26), the items with their prices, the amounts and the VAT, the payments and the
 * status history. The account row stays too (anonymised_at set), so the kept orders still
 * belong together and the audit log's entries name an account that exists.
 */
export async function anonymiseCustomer(ctx: CustomerActionContext, id: number): Promise<void> {
  // Hashed outside the transaction: argon2 takes its time, and nobody learns the password anyway.
  const passwordHash = await hashPassword(newSecret());
  await ctx.db.transaction(async (tx) => {
    const customer = await lockedCustomer(ctx, tx, id);
    const owned = await tx.select({ id: orders.id, status: orders.status, paidAt: orders.paidAt }).from(orders).where(eq(orders.customerId, id)).for('update');
    const open = owned.map((order) => openOrderReason({ status: order.status, paid: order.paidAt !== null })).find((reason) => reason !== null);
    if (open) throw new HttpError('conflict', ctx.say(REFUSAL[open]));
    await forgetLogin(tx, id, customer.contactId, passwordHash);
    await forgetPerson(tx, id, customer.contactId);
    await forgetOrderContacts(
      tx,
      owned.map((order) => order.id),
      customer.email,
      placeholderEmail(id),
    );
    await tx.update(customers).set({ anonymisedAt: ctx.now }).where(eq(customers.id, id));
    await audit(tx, { by: ctx.by, action: 'customer.anonymise', subjectType: 'customer', subjectId: id, after: { orders: owned.length }, at: ctx.now });
  });
}

async function forgetLogin(tx: Db, id: number, contactId: number, passwordHash: string) {
  await tx
    .update(customers)
    .set({ username: `anonymised-${id}-${newSecret().slice(0, 12)}`, passwordHash })
    .where(eq(customers.id, id));
  await tx.delete(customerSessions).where(eq(customerSessions.customerId, id));
  await tx.delete(passwordResetKeys).where(eq(passwordResetKeys.contactId, contactId));
  await tx.delete(emailConfirmationKeys).where(eq(emailConfirmationKeys.contactId, contactId));
}

async function forgetPerson(tx: Db, id: number, contactId: number) {
  await tx.update(customers).set({ newsletter: false, knownFromId: null, knownFromDetail: null, registerReferrer: null }).where(eq(customers.id, id));
  await tx
    .update(customerContacts)
    .set({
      company: null,
      department: null,
      firstname: '–',
      lastname: '–',
      birthdate: null,
      phone: '',
      mobile: null,
      email: placeholderEmail(id),
      emailConfirmedAt: null,
    })
    .where(eq(customerContacts.id, contactId));
  await tx.delete(customerAddresses).where(eq(customerAddresses.customerId, id));
  await tx.delete(baskets).where(eq(baskets.customerId, id));
  await tx.delete(basketBackups).where(eq(basketBackups.customerId, id));
}

async function forgetOrderContacts(tx: Db, orderIds: number[], email: string, placeholder: string) {
  if (orderIds.length > 0)
    await tx
      .update(orders)
      .set({
        email: placeholder,
        // A phone is no part of an invoice; the delivery may have named someone else (a present).
        billingAddress: sql`${orders.billingAddress} - 'phone'`,
        deliveryAddress: sql`${orders.billingAddress} - 'phone'`,
        comment: null,
        accessTokenHash: null,
      })
      .where(inArray(orders.id, orderIds));
  const theirs = or(eq(sql`lower(${mailOutbox.recipient})`, email.toLowerCase()), orderIds.length > 0 ? inArray(mailOutbox.orderId, orderIds) : undefined);
  await tx.delete(mailOutbox).where(and(theirs, eq(mailOutbox.status, 'pending')));
  await tx
    .update(mailOutbox)
    .set({ recipient: placeholder, subject: null, textBody: null, htmlBody: null, receivedText: null, attachments: null, orderAccessToken: null })
    .where(theirs);
}
