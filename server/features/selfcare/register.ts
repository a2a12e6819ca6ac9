import { eq, sql } from 'drizzle-orm';
import { type AuthToken, type RegisterRequest, V, checkKnownFrom, isExternalReferrer } from '../../../shared/api/selfcare';
import type { MessageKey } from '../../../shared/i18n/messages';
import { customerAddresses, customerContacts, customers, knownFromOptions, languages } from '../../db/schema';
import type { ServiceContext } from '../../http/context';
import { violatedConstraint } from '../../db/violated-constraint';
import { fieldError } from '../../http/field-error';
import { birthdateToIso, orNull } from './mapping';
import { hashPassword } from '../../auth/passwords';
import { passwordWeaknesses } from '../../auth/password-strength';
import { consume, limits } from '../../http/rate-limit';
import { createSession } from './sessions';

/** The checks that need the database or the server's dictionaries; each failing field gets its message keys. */
async function checkAgainstDatabase(ctx: ServiceContext, input: RegisterRequest, shopOrigin: string) {
  const errors: Record<string, MessageKey[]> = {};
  const weaknesses = await passwordWeaknesses(input.password, [input.username, input.email, input.firstname, input.lastname]);
  if (weaknesses.length) errors.password = weaknesses;
  const [language] = await ctx.db.select({ id: languages.id }).from(languages).where(eq(languages.id, input.language_id));
  if (!language) errors.language_id = [V.languageId];
  const options = await ctx.db.select({ id: knownFromOptions.id, question: knownFromOptions.questions }).from(knownFromOptions);
  const knownFrom = checkKnownFrom(input.knownFrom, input.knownFromDetail, options);
  if (knownFrom.error) errors.knownFrom = [knownFrom.error];
  if (input.registerReferrer && !isExternalReferrer(input.registerReferrer, shopOrigin)) errors.registerReferrer = [V.referrer];
  const [user] = await ctx.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(sql`lower(${customers.username})`, input.username.toLowerCase()));
  if (user) errors.username = [V.usernameTaken];
  const [contact] = await ctx.db
    .select({ id: customerContacts.id })
    .from(customerContacts)
    .where(eq(sql`lower(${customerContacts.email})`, input.email.toLowerCase()));
  if (contact) errors.email = [V.emailTaken];
  return { errors, knownFromDetail: knownFrom.detail };
}

/**
 * Creates the customer, its contact and its first (default) address in one transaction and logs
 * the customer in. A username or e-mail taken meanwhile by a parallel registration is caught by
 * the unique indexes and answered as the same field error.
 */
export async function registerCustomer(ctx: ServiceContext, input: RegisterRequest, shopOrigin: string): Promise<AuthToken> {
  await consume(ctx, limits.registerIp, ctx.ip);
  const { errors, knownFromDetail } = await checkAgainstDatabase(ctx, input, shopOrigin);
  if (Object.keys(errors).length) throw fieldError(ctx.locale, errors);
  const passwordHash = await hashPassword(input.password);
  const company = input.type === 'company' ? orNull(input.company) : null;
  let customerId: number;
  try {
    customerId = await ctx.db.transaction(async (tx) => {
      const [customer] = await tx
        .insert(customers)
        .values({
          type: input.type,
          languageId: input.language_id,
          username: input.username,
          passwordHash,
          newsletter: input.hasNewsletterSubscription === 1,
          knownFromId: input.knownFrom ?? null,
          knownFromDetail,
          registerReferrer: orNull(input.registerReferrer),
          createdAt: ctx.now,
        })
        .returning({ id: customers.id });
      const id = (customer as { id: number }).id;
      const person = { customerId: id, company, department: orNull(input.department), sex: input.sex, firstname: input.firstname, lastname: input.lastname };
      await tx.insert(customerContacts).values({
        ...person,
        birthdate: birthdateToIso(input.birthdate),
        phone: input.phone,
        mobile: orNull(input.mobile),
        email: input.email,
      });
      await tx.insert(customerAddresses).values({
        ...person,
        address1: input.address1,
        address2: orNull(input.address2),
        zipcode: input.zipcode,
        city: input.city,
        isDefault: true,
        createdAt: ctx.now,
      });
      return id;
    });
  } catch (error) {
    const constraint = violatedConstraint(error);
    if (constraint === 'customers_username_lower') throw fieldError(ctx.locale, { username: [V.usernameTaken] });
    if (constraint === 'customer_contacts_email_lower') throw fieldError(ctx.locale, { email: [V.emailTaken] });
    throw error;
  }
  ctx.log.info({ customerId }, 'customer registered');
  return createSession(ctx.db, customerId, ctx.now);
}
