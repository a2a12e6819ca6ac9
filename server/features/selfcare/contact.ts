import { and, eq, ne, sql } from 'drizzle-orm';
import { type Contact, type ContactInput, V, type ValidationKey } from '../../../shared/api/selfcare';
import { customerContacts, customers, languages } from '../../db/schema';
import { notFound } from '../../http/http-error';
import type { ServiceContext } from '../../http/context';
import { violatedConstraint } from '../../db/violated-constraint';
import { fieldError } from '../../http/field-error';
import { birthdateToIso, orNull, toContact } from './mapping';

/** Replaces the customer's own contact data (404 for any other contact) and, when sent, the account's preferences. */
export async function updateContact(ctx: ServiceContext, customerId: number, contactId: number, input: ContactInput): Promise<Contact> {
  const errors: Record<string, ValidationKey[]> = {};
  if (input.language_id !== undefined) {
    const [language] = await ctx.db.select({ id: languages.id }).from(languages).where(eq(languages.id, input.language_id));
    if (!language) errors.language_id = [V.languageId];
  }
  const [other] = await ctx.db
    .select({ id: customerContacts.id })
    .from(customerContacts)
    .where(and(eq(sql`lower(${customerContacts.email})`, input.email.toLowerCase()), ne(customerContacts.id, contactId)));
  if (other) errors.email = [V.emailTaken];
  if (Object.keys(errors).length) throw fieldError(ctx.locale, errors);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .update(customerContacts)
        .set({
          // A new address is unproven: its guest orders wait for a confirmation link of its own.
          emailConfirmedAt: sql`CASE WHEN lower(${customerContacts.email}) = ${input.email.toLowerCase()} THEN ${customerContacts.emailConfirmedAt} END`,
          company: orNull(input.company),
          department: orNull(input.department),
          sex: input.sex,
          firstname: input.firstname,
          lastname: input.lastname,
          birthdate: birthdateToIso(input.birthdate),
          phone: input.phone,
          mobile: orNull(input.mobile),
          email: input.email,
          updatedAt: ctx.now,
        })
        .where(and(eq(customerContacts.id, contactId), eq(customerContacts.customerId, customerId)))
        .returning();
      if (!row) throw notFound('contact');
      const preferences = {
        ...(input.language_id === undefined ? {} : { languageId: input.language_id }),
        ...(input.hasNewsletterSubscription === undefined ? {} : { newsletter: input.hasNewsletterSubscription === 1 }),
      };
      if (Object.keys(preferences).length)
        await tx
          .update(customers)
          .set({ ...preferences, updatedAt: ctx.now })
          .where(eq(customers.id, customerId));
      return toContact(row);
    });
  } catch (error) {
    if (violatedConstraint(error) === 'customer_contacts_email_lower') throw fieldError(ctx.locale, { email: [V.emailTaken] });
    throw error;
  }
}
