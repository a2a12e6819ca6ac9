import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import { at, createdAt, hashedKey, ownedBy, serialId, sessionToken, timestamps } from './columns';
import { knownFromOptions, languages } from './catalogue';

/** A customer account: the login and the account's preferences. The person is its contact. */
export const customers = pgTable(
  'customers',
  {
    id: serialId(),
    type: text('type', { enum: ['private', 'company'] }).notNull(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    username: text('username').notNull(),
    /** argon2id PHC string; never leaves the server. */
    passwordHash: text('password_hash').notNull(),
    newsletter: boolean('newsletter').notNull().default(false),
    knownFromId: integer('known_from_id').references(() => knownFromOptions.id, { onDelete: 'set null' }),
    knownFromDetail: text('known_from_detail'),
    registerReferrer: text('register_referrer'),
    /** When staff anonymised the account on the customer's request (revDSG); its person and login are placeholders since. */
    anonymisedAt: at('anonymised_at'),
    ...timestamps(),
  },
  // Usernames are unique regardless of case, so 'Anna' cannot register beside 'anna'.
  (t) => [uniqueIndex('customers_username_lower').on(sql`lower(${t.username})`)],
);

/** The columns contacts and addresses share: their own id, the owning customer and the person named. */
function ownedPerson() {
  return {
    id: serialId(),
    customerId: ownedBy('customer_id', () => customers.id),
    company: text('company'),
    department: text('department'),
    sex: text('sex', { enum: ['f', 'm'] }).notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
  };
}

/** The person behind an account (one per customer today); lost-credentials links name its id. */
export const customerContacts = pgTable(
  'customer_contacts',
  {
    ...ownedPerson(),
    /** ISO date (YYYY-MM-DD); the API speaks DD.MM.YYYY. */
    birthdate: text('birthdate'),
    phone: text('phone').notNull(),
    mobile: text('mobile'),
    email: text('email').notNull(),
    /**
     * When the owner proved the e-mail address by its confirmation link; null until then and again
     * after the address changes. Guest orders placed with the address join the account only then.
     */
    emailConfirmedAt: at('email_confirmed_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** What the back office's search reads: the person's names, company and e-mail address, in lower case. */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(firstname || ' ' || lastname || ' ' || coalesce(company, '') || ' ' || email)`),
  },
  (t) => [
    index('customer_contacts_customer').on(t.customerId),
    uniqueIndex('customer_contacts_email_lower').on(sql`lower(${t.email})`),
    // Substring search (pg_trgm), as the orders' search_text.
    index('customer_contacts_search').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    ...ownedPerson(),
    address1: text('address1').notNull(),
    address2: text('address2'),
    zipcode: text('zipcode').notNull(),
    city: text('city').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('customer_addresses_customer').on(t.customerId),
    // At most one default address per customer, whatever several processes do at once.
    uniqueIndex('customer_addresses_one_default')
      .on(t.customerId)
      .where(sql`${t.isDefault}`),
  ],
);

/** Bearer sessions: only the SHA-256 of the token is stored; a deleted row is a revoked token. */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: serialId(),
    customerId: ownedBy('customer_id', () => customers.id),
    /** Expires 7 days after login. */
    ...sessionToken(),
  },
  (t) => [
    uniqueIndex('customer_sessions_token_hash').on(t.tokenHash),
    index('customer_sessions_customer').on(t.customerId),
    // The clean-up job deletes expired sessions.
    index('customer_sessions_expires').on(t.expiresAt),
  ],
);

/**
 * A key mailed to a contact's address: stored hashed, used once. The clean-up job deletes expired
 * (and used) keys.
 */
function contactKeys<TName extends string, TColumns extends Record<string, PgColumnBuilderBase>>(name: TName, columns: TColumns) {
  return pgTable(name, { id: serialId(), contactId: ownedBy('contact_id', () => customerContacts.id), ...columns, ...hashedKey() }, (t) => [
    uniqueIndex(`${name}_key_hash`).on(t.keyHash),
    index(`${name}_contact`).on(t.contactId),
    index(`${name}_expires`).on(t.expiresAt),
  ]);
}

/** Access keys of lost-credentials e-mails: valid one hour. */
export const passwordResetKeys = contactKeys('password_reset_keys', {});

/**
 * Keys of e-mail confirmation links: valid 24 hours. A key confirms the address it was sent to
 * only: changed since, the contact's new address needs a link of its own.
 */
export const emailConfirmationKeys = contactKeys('email_confirmation_keys', { email: text('email').notNull() });

/**
 * Fixed-window counters of the rate limits, shared by every server process: one row per
 * (limit key, window start), incremented atomically with an upsert.
 */
/**
 * Backoffs (rate-limit.ts): one row per subject (a hashed username), so that parallel tries at one
 * account meet on one row lock. `failures` counts the tries taken since the last success.
 */
export const backoffCounters = pgTable(
  'backoff_counters',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    lastTryAt: at('last_try_at').notNull(),
  },
  (t) => [index('backoff_counters_last_try').on(t.lastTryAt)],
);

export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: at('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limit_counters_window').on(t.windowStart)],
);
