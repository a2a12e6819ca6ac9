import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { BACKUP_DAYS } from '../features/basket/basket-backups';
import { BASKET_COOKIE_MAX_AGE } from '../http/basket-cookie';
import { DRAFT_STATUS, HANDOVER_STATUS, USED_STATUS } from '../db/basket-status';

/*
 * One sweep per kind of data the shop must not keep: each deletes (or clears) at most `limit` rows
 * whose time is up and answers how many it touched. Every sweep is idempotent: its condition no
 * longer holds for a row it handled, so a second pass or a second process finds nothing to do.
 * Rows another transaction holds are skipped (SKIP LOCKED), never waited for.
 */

export interface RetentionSettings {
  /** Sent and kept mails' rows (recipient, subject, status) are deleted after these days. */
  mailRetentionDays: number;
  /** Given-up mails' rows are deleted after these days. */
  mailFailedRetentionDays: number;
  /** A kept mail (no mail server) loses its content after these days. */
  mailKeptContentDays: number;
  /** A partner draft untouched (no change, no upload) for these days is deleted with its items. */
  draftRetentionDays: number;
  /** An upload nothing uses is deleted, bytes and all, after these days. */
  uploadRetentionDays: number;
}

const DAY_MS = 24 * 3600_000;
/** A handover row (the hash of a code that lived 10 minutes) answers 'used or expired' for a day, then goes. */
const HANDOVER_ROW_MS = DAY_MS;

const before = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();
const count = (result: { rows: unknown[] }) => result.rows.length;

/**
 * The content of sent mails and, after mailKeptContentDays, of kept and failed ones (staff may send
 * a failed one again until then): links with guest order tokens and new-password keys, and
 * attachments. Sent mails lose it when they are marked (outbox.ts); this catches rows written
 * before that. The masked text staff read stays with the row.
 */
export async function clearMailContent(tx: Transaction, now: Date, settings: RetentionSettings, limit: number): Promise<number> {
  const keptUntil = before(now, settings.mailKeptContentDays * DAY_MS);
  return count(
    await tx.execute(sql`
      UPDATE mail_outbox SET text_body = NULL, html_body = NULL, attachments = NULL, order_access_token = NULL
      WHERE id IN (
        SELECT id FROM mail_outbox
        WHERE (status = 'sent' OR (status IN ('kept', 'failed') AND updated_at < ${keptUntil}::timestamptz))
          AND (text_body IS NOT NULL OR html_body IS NOT NULL OR attachments IS NOT NULL OR order_access_token IS NOT NULL)
        LIMIT ${limit} FOR UPDATE SKIP LOCKED)
      RETURNING id`),
  );
}

/** Rows of sent and kept mails after their retention, given-up ones after theirs; pending ones never. */
export async function deleteOldMails(tx: Transaction, now: Date, settings: RetentionSettings, limit: number): Promise<number> {
  const sentUntil = before(now, settings.mailRetentionDays * DAY_MS);
  const failedUntil = before(now, settings.mailFailedRetentionDays * DAY_MS);
  return count(
    await tx.execute(sql`
      DELETE FROM mail_outbox WHERE id IN (
        SELECT id FROM mail_outbox
        WHERE (status IN ('sent', 'kept') AND updated_at < ${sentUntil}::timestamptz)
           OR (status = 'failed' AND updated_at < ${failedUntil}::timestamptz)
        LIMIT ${limit} FOR UPDATE SKIP LOCKED)
      RETURNING id`),
  );
}

/** Sessions past their absolute expiry: they open nothing any more (auth checks expires_at). */
export async function deleteExpiredSessions(tx: Transaction, now: Date, limit: number): Promise<number> {
  return count(
    await tx.execute(sql`
      DELETE FROM customer_sessions WHERE id IN (
        SELECT id FROM customer_sessions WHERE expires_at <= ${now.toISOString()}::timestamptz
        LIMIT ${limit} FOR UPDATE SKIP LOCKED)
      RETURNING id`),
  );
}

/**
 * Tables of one-time keys (new-password links, e-mail confirmation links, mailed login links): a key
 * used or run out opens nothing any more, so its row goes.
 */
export type SpentKeyTable = 'password_reset_keys' | 'email_confirmation_keys' | 'login_challenges';

export async function deleteSpentKeys(tx: Transaction, table: SpentKeyTable, now: Date, limit: number): Promise<number> {
  const keys = sql.identifier(table);
  return count(
    await tx.execute(sql`
      DELETE FROM ${keys} WHERE id IN (
        SELECT id FROM ${keys} WHERE expires_at <= ${now.toISOString()}::timestamptz OR used_at IS NOT NULL
        LIMIT ${limit} FOR UPDATE SKIP LOCKED)
      RETURNING id`),
  );
}

/**
 * Partner drafts nobody changed, uploaded to or designed in for draftRetentionDays (the widget starts a new one
 * when the server no longer knows its token), with their items (cascade); their uploads lose their
 * owner and are collected as unclaimed uploads. Spent and expired handover codes go after a day.
 */
export async function deleteStaleDrafts(tx: Transaction, now: Date, settings: RetentionSettings, limit: number): Promise<number> {
  const draftUntil = before(now, settings.draftRetentionDays * DAY_MS);
  const handoverUntil = before(now, HANDOVER_ROW_MS);
  return count(
    await tx.execute(sql`
      DELETE FROM baskets WHERE id IN (
        SELECT b.id FROM baskets b
        WHERE (b.status = ${DRAFT_STATUS} AND b.updated_at < ${draftUntil}::timestamptz
                AND NOT EXISTS (SELECT 1 FROM images i WHERE i.basket_id = b.id AND i.created_at >= ${draftUntil}::timestamptz)
                AND NOT EXISTS (SELECT 1 FROM configurator_drafts d WHERE d.basket_id = b.id AND d.updated_at >= ${draftUntil}::timestamptz))
           OR (b.status IN (${HANDOVER_STATUS}, ${USED_STATUS}) AND b.customer_id IS NULL AND b.updated_at < ${handoverUntil}::timestamptz
                AND NOT EXISTS (SELECT 1 FROM basket_items bi WHERE bi.basket_id = b.id))
        LIMIT ${limit} FOR UPDATE SKIP LOCKED)
      RETURNING id`),
  );
}

/**
 * Configurator drafts nobody can open any more: their basket was ordered or abandoned, or is a
 * visitor's whose cookie ran out; and any draft untouched for as long as that cookie lives. (A
 * draft keeps no upload alive by itself: uploads stay while their basket can be reached, and a
 * draft that names a swept upload is restored without it.)
 */
export async function deleteStaleConfiguratorDrafts(tx: Transaction, now: Date, limit: number): Promise<number> {
  const cookieSince = before(now, BASKET_COOKIE_MAX_AGE * 1000);
  return count(
    await tx.execute(sql`
      DELETE FROM configurator_drafts WHERE id IN (
        SELECT d.id FROM configurator_drafts d JOIN baskets b ON b.id = d.basket_id
        WHERE d.updated_at < ${cookieSince}::timestamptz
           OR b.status NOT IN ('open', ${DRAFT_STATUS})
           OR (b.status = 'open' AND b.customer_id IS NULL AND b.created_at < ${cookieSince}::timestamptz)
        LIMIT ${limit} FOR UPDATE OF d SKIP LOCKED)
      RETURNING id`),
  );
}

/** Basket backups past the 30 days they can be restored in (basket-backups.ts); they name uploads too. */
export async function deleteOldBasketBackups(tx: Transaction, now: Date, limit: number): Promise<number> {
  return count(
    await tx.execute(sql`
      DELETE FROM basket_backups WHERE id IN (
        SELECT id FROM basket_backups WHERE created_at < ${before(now, BACKUP_DAYS * DAY_MS)}::timestamptz
        LIMIT ${limit} FOR UPDATE SKIP LOCKED)
      RETURNING id`),
  );
}

/**
 * Anonymous uploads older than uploadRetentionDays that nothing uses; answers their ids (their
 * bytes are deleted after the transaction commits). An upload stays while any of these holds:
 * - it is in a customer's library (customer_id);
 * - its basket can still be reached: a draft, a customer's open basket, or a visitor's open basket
 *   whose cookie (90 days, never renewed) still lives; its owner may still use it;
 * - any basket item (of any basket: open, ordered, moved by a handover), order item or basket
 *   backup names its id anywhere in its JSON (designs name it as orig.id; the text search also
 *   catches any other place). Print jobs read order items' designs, so a printed image stays.
 * No one can start using such an image meanwhile: only its owner may put it into a design.
 * The reference checks read every item's JSON for each candidate (no clock is trusted to narrow
 * them): fine for this shop's volumes; a table of used image ids would be the next step.
 */
export async function deleteUnclaimedUploads(tx: Transaction, now: Date, settings: RetentionSettings, limit: number): Promise<string[]> {
  const uploadedUntil = before(now, settings.uploadRetentionDays * DAY_MS);
  const cookieSince = before(now, BASKET_COOKIE_MAX_AGE * 1000);
  const quoted = sql`'"' || i.id || '"'`;
  const result = await tx.execute<{ id: string }>(sql`
    DELETE FROM images WHERE id IN (
      SELECT i.id FROM images i
      WHERE i.kind = 'upload' AND i.customer_id IS NULL AND i.created_at < ${uploadedUntil}::timestamptz
        AND NOT EXISTS (
          SELECT 1 FROM baskets b WHERE b.id = i.basket_id
            AND (b.status = ${DRAFT_STATUS} OR (b.status = 'open' AND (b.customer_id IS NOT NULL OR b.created_at >= ${cookieSince}::timestamptz))))
        AND NOT EXISTS (SELECT 1 FROM basket_backups bb WHERE strpos(bb.items::text, ${quoted}) > 0)
        AND NOT EXISTS (SELECT 1 FROM basket_items bi WHERE strpos(bi.design::text || bi.instruction::text || bi.printdata::text, ${quoted}) > 0)
        AND NOT EXISTS (SELECT 1 FROM order_items oi WHERE strpos(oi.design::text || oi.instruction::text || oi.printdata::text, ${quoted}) > 0)
      ORDER BY i.created_at
      LIMIT ${limit} FOR UPDATE OF i SKIP LOCKED)
    RETURNING id`);
  return result.rows.map((row) => row.id);
}
