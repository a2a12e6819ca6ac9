import type { FastifyBaseLogger } from 'fastify';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rateLimitCounters } from '../db/schema';
import { hashSecret } from '../plugins/app/auth';
import { HttpError } from './http-error';

/** What counting needs of a request: any feature's service context has it. */
export interface RateLimitContext {
  db: Db;
  now: Date;
  log: FastifyBaseLogger;
  ip: string;
  /** Multiplies the per-IP limits (RATE_LIMIT_IP_FACTOR): a test run's many visitors share 127.0.0.1. */
  ipLimitFactor?: number;
}

export interface Limit {
  name: string;
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
/** Generous per-IP limits (shared offices and mobile carriers put many people behind one IP). */
export const limits = {
  /** Failed logins of one username from one IP: stops guessing without locking the owner out elsewhere. */
  loginPair: { name: 'login-pair', max: 10, windowMs: 15 * MINUTE },
  /** Failed logins from one IP, across usernames. */
  loginIp: { name: 'login-ip', max: 100, windowMs: 15 * MINUTE },
  lostCredentialsIp: { name: 'lost-ip', max: 10, windowMs: 60 * MINUTE },
  /** E-mails to one address: nobody can flood a customer's mailbox. */
  lostCredentialsTarget: { name: 'lost-target', max: 3, windowMs: 60 * MINUTE },
  newPasswordIp: { name: 'newpassword-ip', max: 20, windowMs: 15 * MINUTE },
  registerIp: { name: 'register-ip', max: 20, windowMs: 60 * MINUTE },
} satisfies Record<string, Limit>;

/** Counter rows are keyed by a hash, so no e-mail address or username is kept in the table. */
function keyOf(limit: Limit, subject: string): string {
  return `${limit.name}:${hashSecret(subject)}`;
}

function windowOf(limit: Limit, now: Date): Date {
  return new Date(Math.floor(now.getTime() / limit.windowMs) * limit.windowMs);
}

/**
 * Counts one event in the current fixed window and answers the new count. The upsert is atomic,
 * so every server process shares the same counters (nothing lives in process memory).
 */
export async function hit(db: Db, limit: Limit, subject: string, now: Date): Promise<number> {
  const windowStart = windowOf(limit, now);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key: keyOf(limit, subject), windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimitCounters.key, rateLimitCounters.windowStart], set: { count: sql`${rateLimitCounters.count} + 1` } })
    .returning({ count: rateLimitCounters.count });
  const count = row?.count ?? 1;
  // Now and then a new window sweeps the windows of any limit that ended more than a day ago,
  // keeping the table small without a sweep on every login.
  if (count === 1 && Math.random() < 0.02) await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, new Date(now.getTime() - 24 * 60 * MINUTE)));
  return count;
}

/** Takes back one counted event (a login that turned out to succeed). */
export async function unhit(db: Db, limit: Limit, subject: string, now: Date): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
    .where(and(eq(rateLimitCounters.key, keyOf(limit, subject)), eq(rateLimitCounters.windowStart, windowOf(limit, now))));
}

/** Forgets the events of one subject (a successful login clears its failures). */
export async function forget(db: Db, limit: Limit, subject: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, keyOf(limit, subject)));
}

/**
 * Counts one event and refuses it with 429 beyond the limit. The first refusal of a window is
 * logged as a burst (with the IP, never the subject in clear), later ones only at debug level.
 */
export async function consume(ctx: RateLimitContext, limit: Limit, subject: string): Promise<void> {
  const count = await hit(ctx.db, limit, subject, ctx.now);
  const max = limit.name.endsWith('-ip') ? limit.max * (ctx.ipLimitFactor ?? 1) : limit.max;
  if (count <= max) return;
  if (count === max + 1) ctx.log.warn({ limit: limit.name, ip: ctx.ip, max, windowMs: limit.windowMs }, 'rate limit reached: burst');
  else ctx.log.debug({ limit: limit.name, ip: ctx.ip, count }, 'rate limited');
  throw new HttpError('rate_limited', undefined, undefined, { retryAfterSeconds: secondsToWindowEnd(limit, ctx.now) });
}

/** Seconds until the window that refused ends: what Retry-After tells the client. */
export function secondsToWindowEnd(limit: Limit, now: Date): number {
  return Math.max(1, Math.ceil((windowOf(limit, now).getTime() + limit.windowMs - now.getTime()) / 1000));
}
