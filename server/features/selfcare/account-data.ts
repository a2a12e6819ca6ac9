import { asc, eq } from 'drizzle-orm';
import type { SelfcareData } from '../../../shared/api/selfcare';
import { isLocale } from '../../../shared/i18n/locales';
import type { Db } from '../../db/database';
import { customerContacts, customers, languages } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { addressBook } from './addresses';
import { toContact } from './mapping';

/** The account as the self-care page shows it; the password hash is never selected. */
export async function selfcareData(db: Db, customerId: number): Promise<SelfcareData> {
  const [customer] = await db
    .select({
      id: customers.id,
      type: customers.type,
      username: customers.username,
      languageId: customers.languageId,
      language: languages.code,
      newsletter: customers.newsletter,
    })
    .from(customers)
    .innerJoin(languages, eq(languages.id, customers.languageId))
    .where(eq(customers.id, customerId));
  const [contact] = await db.select().from(customerContacts).where(eq(customerContacts.customerId, customerId)).orderBy(asc(customerContacts.id)).limit(1);
  // A session whose customer is gone is as good as none.
  if (!customer || !contact) throw new HttpError('unauthorized');
  const book = await addressBook(db, customerId);
  return {
    customer_id: customer.id,
    type: customer.type,
    username: customer.username,
    language_id: customer.languageId,
    language: isLocale(customer.language) ? customer.language : 'de',
    hasNewsletterSubscription: customer.newsletter ? 1 : 0,
    contact: toContact(contact),
    addresses: book.addresses,
    defaultAddressId: book.defaultAddressId,
  };
}
