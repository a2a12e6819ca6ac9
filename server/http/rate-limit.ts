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
export async function hit(db: Db, limit: Limit, subject: string, now: Date, { amount = 1, sweep = true }: { amount?: number; sweep?: boolean } = {}): Promise<number> {
  const windowStart = windowOf(limit, now);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key: keyOf(limit, subject), windowStart, count: amount })
    .onConflictDoUpdate({ target: [rateLimitCounters.key, rateLimitCounters.windowStart], set: { count: sql`${rateLimitCounters.count} + ${amount}` } })
    .returning({ count: rateLimitCounters.count });
  const count = row?.count ?? amount;
  // Now and then a new window sweeps the windows of any limit that ended more than a day ago,
  // keeping the table small without a sweep on every login.
  if (sweep && count === amount && Math.random() < 0.02) await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, new Date(now.getTime() - 24 * 60 * MINUTE)));
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

/** How a refusal reads and how much an event weighs (e.g. megabytes of an upload); one event by default. */
export interface ConsumeOptions {
  /** The 429's message, already in the request's language (a feature's own wording); the generic one otherwise. */
  message?: string;
  amount?: number;
  /**
   * false inside a longer transaction: the occasional sweep of old windows would lock rows that
   * other transactions counting at the same time may sweep as well, and they could deadlock.
   */
  sweep?: boolean;
}

function maxOf(ctx: Pick<RateLimitContext, 'ipLimitFactor'>, limit: Limit): number {
  return limit.name.endsWith('-ip') ? limit.max * (ctx.ipLimitFactor ?? 1) : limit.max;
}

function refusal(limit: Limit, now: Date, message: string | undefined): HttpError {
  return new HttpError('rate_limited', message, undefined, { retryAfterSeconds: secondsToWindowEnd(limit, now) });
}

/**
 * Counts one event and refuses it with 429 beyond the limit. The first refusal of a window is
 * logged as a burst (with the IP, never the subject in clear), later ones only at debug level.
 */
export async function consume(ctx: RateLimitContext, limit: Limit, subject: string, options: ConsumeOptions = {}): Promise<void> {
  const amount = options.amount ?? 1;
  const count = await hit(ctx.db, limit, subject, ctx.now, { amount, sweep: options.sweep ?? true });
  const max = maxOf(ctx, limit);
  if (count <= max) return;
  if (count - amount <= max) ctx.log.warn({ limit: limit.name, ip: ctx.ip, max, windowMs: limit.windowMs }, 'rate limit reached: burst');
  else ctx.log.debug({ limit: limit.name, ip: ctx.ip, count }, 'rate limited');
  throw refusal(limit, ctx.now, options.message);
}

/**
 * Refuses with 429 when the limit is used up already, without counting: a cheap check before
 * work whose event is counted later (only once it is clear that it counts).
 */
export async function check(ctx: RateLimitContext, limit: Limit, subject: string, options: Pick<ConsumeOptions, 'message'> = {}): Promise<void> {
  const [row] = await ctx.db
    .select({ count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, keyOf(limit, subject)), eq(rateLimitCounters.windowStart, windowOf(limit, ctx.now))));
  if ((row?.count ?? 0) < maxOf(ctx, limit)) return;
  ctx.log.debug({ limit: limit.name, ip: ctx.ip, count: row?.count }, 'rate limited');
  throw refusal(limit, ctx.now, options.message);
}

/** Seconds until the window that refused ends: what Retry-After tells the client. */
export function secondsToWindowEnd(limit: Limit, now: Date): number {
  return Math.max(1, Math.ceil((windowOf(limit, now).getTime() + limit.windowMs - now.getTime()) / 1000));
}
