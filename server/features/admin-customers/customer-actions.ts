import { and, eq, isNull } from 'drizzle-orm';
import type { Company } from '../../../shared/api/company';
import type { MessageKey } from '../../../shared/i18n/messages';
import type { Db } from '../../db/database';
import { customerContacts, customers, orders } from '../../db/schema';
import { inTransaction, type ServiceContext } from '../../http/context';
import { HttpError, notFound } from '../../http/http-error';
import { consume, limits } from '../../http/rate-limit';
import type { StaffActor } from '../../http/require-staff';
import { audit } from '../audit/audit';
import { contactToMail } from '../selfcare/contact-to-mail';
import { mailPasswordLink } from '../selfcare/lost-credentials';

/** What a staff action on a customer needs: the request's context, who acts, and the refusals' texts in the staff member's language. */
export interface CustomerActionContext extends ServiceContext {
  by: StaffActor;
  say: (key: MessageKey) => string;
}

/** The account, locked for the action's transaction; 404 for none, 409 once anonymised (nothing left to act on). */
export async function lockedCustomer(ctx: CustomerActionContext, tx: Db, id: number) {
  const [customer] = await tx
    .select({ id: customers.id, anonymisedAt: customers.anonymisedAt, email: customerContacts.email, contactId: customerContacts.id })
    .from(customers)
    .innerJoin(customerContacts, eq(customerContacts.customerId, customers.id))
    .where(eq(customers.id, id))
    .for('update', { of: customers });
  if (!customer) throw notFound('customer');
  if (customer.anonymisedAt) throw new HttpError('conflict', ctx.say('admin.customers.refused.anonymised'));
  return customer;
}

/** Mails the customer self-care's lost-credentials mail (username and a new-password link), counted with the shopper's own requests. */
export async function sendPasswordLink(ctx: CustomerActionContext, id: number, site: { publicUrl: string; company: Company }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const customer = await lockedCustomer(ctx, tx, id);
    await consume(ctx, limits.lostCredentialsTarget, customer.email.toLowerCase());
    const contact = await contactToMail(tx, eq(customerContacts.id, customer.contactId));
    if (!contact) throw notFound('contact');
    await mailPasswordLink(inTransaction(ctx, tx), contact, site);
    await audit(tx, { by: ctx.by, action: 'customer.passwordLink', subjectType: 'customer', subjectId: id, at: ctx.now });
  });
}

/**
 * A guest order joins the account, once staff confirmed it is the customer's: only an order of no
 * account, placed with the account's e-mail address (as a confirmed address takes them over itself).
 */
export async function mergeGuestOrder(ctx: CustomerActionContext, id: number, orderId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const customer = await lockedCustomer(ctx, tx, id);
    const [order] = await tx
      .select({ customerId: orders.customerId, email: orders.email, number: orders.number })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order) throw notFound('order');
    if (order.customerId !== null) throw new HttpError('conflict', ctx.say('admin.customers.refused.orderOfAccount'));
    if (order.email.toLowerCase() !== customer.email.toLowerCase()) throw new HttpError('unprocessable', ctx.say('admin.customers.refused.otherEmail'));
    await tx
      .update(orders)
      .set({ customerId: id })
      .where(and(eq(orders.id, orderId), isNull(orders.customerId)));
    await audit(tx, {
      by: ctx.by,
      action: 'customer.mergeOrder',
      subjectType: 'customer',
      subjectId: id,
      after: { orderId, number: order.number },
      at: ctx.now,
    });
  });
}
