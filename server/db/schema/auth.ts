import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, serialId } from './columns';
import { accountKinds } from '../../auth/account-kind';

/**
 * A login challenge (server/auth/login-challenges.ts): the one-time link mailed to an account whose
 * right password came from a new device while strangers' guesses held its logins back. Only the
 * SHA-256 of the link's key is kept; a use sets used_at, so a link logs in once.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: serialId(),
    accountKind: text('account_kind', { enum: accountKinds }).notNull(),
    /** staff_users.id or customers.id, as account_kind says (rows live minutes, so no foreign key to either). */
    accountId: integer('account_id').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [uniqueIndex('login_challenges_key').on(t.keyHash), index('login_challenges_expires').on(t.expiresAt)],
);
