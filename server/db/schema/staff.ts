import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ownedBy, serialId, sessionToken, timestamps } from './columns';
import { staffRoles } from '../../../shared/domain/staff/roles';

/** A member of the shop's staff: a login of the back office (/admin), apart from the customers. */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: serialId(),
    email: text('email').notNull(),
    displayName: text('display_name').notNull(),
    role: text('role', { enum: staffRoles }).notNull(),
    /** argon2id PHC string; never leaves the server. */
    passwordHash: text('password_hash').notNull(),
    /** The language the back office speaks to this member (its texts, its API messages). */
    language: text('language', { enum: ['de', 'fr', 'it', 'en'] })
      .notNull()
      .default('de'),
    /** A disabled member cannot log in, and its sessions are gone. */
    disabled: boolean('disabled').notNull().default(false),
    ...timestamps(),
  },
  // One member per address, regardless of case.
  (t) => [uniqueIndex('staff_users_email_lower').on(sql`lower(${t.email})`)],
);

/** A staff login: only the SHA-256 of its cookie's token is kept. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serialId(),
    staffId: ownedBy('staff_id', () => staffUsers.id),
    ...sessionToken(),
  },
  (t) => [uniqueIndex('staff_sessions_token').on(t.tokenHash), index('staff_sessions_staff').on(t.staffId)],
);
