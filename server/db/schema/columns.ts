import { integer, serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** The column groups the tables share. Each helper writes the same DDL as the column it replaces. */

/** A moment, with time zone, read as a Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const serialId = () => serial('id').primaryKey();

export const createdAt = () => at('created_at').notNull().defaultNow();

/** created_at and updated_at of a row that changes after it is written. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: at('updated_at').notNull().defaultNow() });

/** The row this one belongs to: it must exist, and deleting it deletes this row. */
export const ownedBy = (name: string, target: () => AnyPgColumn) => integer(name).notNull().references(target, { onDelete: 'cascade' });

/** The product a row is of (its text id); deleting the product deletes the rows that mean nothing without it (`cascade`). */
export const productOf = (target: () => AnyPgColumn, options: { onDelete?: 'cascade' } = {}) => text('product_id').notNull().references(target, options);

/** A login's bearer token, kept as its SHA-256 only; the expiry is absolute, never extended. */
export const sessionToken = () => ({
  tokenHash: text('token_hash').notNull(),
  createdAt: createdAt(),
  expiresAt: at('expires_at').notNull(),
});

/** A secret sent by mail, kept as its SHA-256 only: valid until expires_at, used once (used_at). */
export const hashedKey = () => ({
  keyHash: text('key_hash').notNull(),
  createdAt: createdAt(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});
