import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, hashedKey, ownedBy, serialId, sessionToken } from './columns';
import { partners } from './partners';

/**
 * A login of a partner's portal (/partner): a person at the partner, invited by staff. The password
 * is null until the invite's link sets it; the partner's `active` flag decides whether it may log in.
 */
export const partnerUsers = pgTable(
  'partner_users',
  {
    id: serialId(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    email: text('email').notNull(),
    /** argon2id PHC string; null until the invite is taken up. */
    passwordHash: text('password_hash'),
    /** The language of the portal's mails to this person. */
    language: text('language', { enum: ['de', 'fr', 'it', 'en'] })
      .notNull()
      .default('de'),
    createdAt: createdAt(),
    lastLoginAt: at('last_login_at'),
  },
  // One login per address, whatever the partner: the login names the address only.
  (t) => [uniqueIndex('partner_users_email_lower').on(sql`lower(${t.email})`), index('partner_users_partner').on(t.partnerId)],
);

/** A portal login: only the SHA-256 of its cookie's token is kept. */
export const partnerSessions = pgTable(
  'partner_sessions',
  {
    id: serialId(),
    partnerUserId: ownedBy('partner_user_id', () => partnerUsers.id),
    ...sessionToken(),
  },
  (t) => [uniqueIndex('partner_sessions_token').on(t.tokenHash), index('partner_sessions_user').on(t.partnerUserId)],
);

/** The key of an invite's link (sets the password once); only its SHA-256 is kept. */
export const partnerInvites = pgTable(
  'partner_invites',
  {
    id: serialId(),
    partnerUserId: ownedBy('partner_user_id', () => partnerUsers.id),
    ...hashedKey(),
  },
  (t) => [uniqueIndex('partner_invites_key').on(t.keyHash), index('partner_invites_user').on(t.partnerUserId)],
);
