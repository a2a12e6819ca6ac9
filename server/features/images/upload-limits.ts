import { sql, sum } from 'drizzle-orm';
import type { Locale } from '../../../shared/i18n/locales';
import type { Db } from '../../db/database';
import { images } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { consume, hit, type Limit, type RateLimitContext } from '../../http/rate-limit';
import { serverIntl } from '../../i18n/server-intl';
import { type ImageOwner, ownedBy } from '../basket/image-owner';

const HOUR = 3_600_000;
const MB = 2 ** 20;

/**
 * Every upload costs bandwidth, a sharp job and storage. A visitor designing a collage uploads a
 * few dozen photos in an hour; a script uploading without a cookie gets a new basket each time,
 * so the per-IP limits (times RATE_LIMIT_IP_FACTOR) are what bounds it. Stored bytes are bounded
 * per basket or customer by UPLOAD_QUOTA_MB.
 */
export const uploadLimits = {
  /** Uploads of one basket session, draft or customer. */
  visitor: { name: 'upload-visitor', max: 60, windowMs: HOUR },
  /** Uploads from one IP. */
  ip: { name: 'upload-ip', max: 200, windowMs: HOUR },
  /** Megabytes received from one IP (counted in whole MB). */
  megabytesIp: { name: 'upload-mb-ip', max: 4096, windowMs: HOUR },
} satisfies Record<string, Limit>;

export interface UploadLimitContext extends RateLimitContext {
  locale: Locale;
  /** UPLOAD_QUOTA_MB in bytes. */
  quotaBytes: number;
}

const visitorKey = (owner: ImageOwner) => ('customerId' in owner ? `customer:${owner.customerId}` : `basket:${owner.basketId}`);
const tooMany = (locale: Locale) => serverIntl(locale).formatMessage({ id: 'images.upload.tooMany' });

/** Before the body is read: counts the upload for its IP and its visitor (when it has one yet). */
export async function countUpload(ctx: UploadLimitContext, owner: ImageOwner | null): Promise<void> {
  const message = tooMany(ctx.locale);
  await consume(ctx, uploadLimits.ip, ctx.ip, { message });
  if (owner !== null) await consume(ctx, uploadLimits.visitor, visitorKey(owner), { message });
}

/** The first upload of a visitor who got their basket with it: counted once the basket exists. */
export async function countFirstUpload(ctx: UploadLimitContext, owner: ImageOwner): Promise<void> {
  await hit(ctx.db, uploadLimits.visitor, visitorKey(owner), ctx.now);
}

/** Once the body is in: its megabytes count for the IP. */
export async function countReceivedBytes(ctx: UploadLimitContext, bytes: number): Promise<void> {
  await consume(ctx, uploadLimits.megabytesIp, ctx.ip, { message: tooMany(ctx.locale), amount: Math.max(1, Math.ceil(bytes / MB)) });
}

async function storedBytes(ctx: UploadLimitContext, owner: ImageOwner): Promise<number> {
  const [row] = await ctx.db
    .select({ bytes: sum(images.fileSize) })
    .from(images)
    .where(ownedBy(owner));
  return Number(row?.bytes ?? 0);
}

/**
 * 413 when `bytes` more would take the owner's stored photos past the quota: before the body is
 * read with its declared length, and again with the size of the image as it will be stored
 * (inside insertWithinQuota, where parallel uploads of one owner cannot each pass it).
 */
export async function checkQuota(ctx: UploadLimitContext, owner: ImageOwner | null, bytes: number): Promise<void> {
  if (owner === null || (await storedBytes(ctx, owner)) + bytes <= ctx.quotaBytes) return;
  const mb = Math.floor(ctx.quotaBytes / MB);
  throw new HttpError('payload_too_large', serverIntl(ctx.locale).formatMessage({ id: 'images.upload.quota' }, { mb }));
}

/**
 * Inserts an upload's row if it still fits the owner's quota. Parallel uploads of one owner each
 * pass the earlier checks; here they queue on a lock of the owner, so the last byte is counted too.
 */
export async function insertWithinQuota<T>(db: Db, ctx: UploadLimitContext, owner: ImageOwner, bytes: number, insert: (tx: Db) => Promise<T>): Promise<T> {
  const lockKey = `upload-quota:${visitorKey(owner)}`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey}))`);
    await checkQuota({ ...ctx, db: tx }, owner, bytes);
    return insert(tx);
  });
}
