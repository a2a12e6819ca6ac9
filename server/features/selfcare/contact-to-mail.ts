import { asc, eq, type SQL } from 'drizzle-orm';
import { isLocale, type Locale } from '../../../shared/i18n/locales';
import type { Db } from '../../db/database';
import { customerContacts, customers, languages } from '../../db/schema';

/**
 * The first contact `where` finds, as a mail to it needs it: the address, how to greet (salutation
 * and name), the customer's language (German when it is not one of the shop's), and what the mails
 * about the account name (username, whether the address is confirmed).
 */
export async function contactToMail(db: Db, where: SQL) {
  const [contact] = await db
    .select({
      id: customerContacts.id,
      email: customerContacts.email,
      sex: customerContacts.sex,
      firstname: customerContacts.firstname,
      lastname: customerContacts.lastname,
      confirmedAt: customerContacts.emailConfirmedAt,
      username: customers.username,
      language: languages.code,
    })
    .from(customerContacts)
    .innerJoin(customers, eq(customers.id, customerContacts.customerId))
    .innerJoin(languages, eq(languages.id, customers.languageId))
    .where(where)
    .orderBy(asc(customerContacts.id))
    .limit(1);
  if (!contact) return null;
  const locale: Locale = isLocale(contact.language) ? contact.language : 'de';
  return { ...contact, locale };
}
