import type { FastifyBaseLogger } from 'fastify';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { backoffCounters, rateLimitCounters } from '../db/schema';
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
  /** Confirmation links one customer asks for: a mailbox is not flooded from its own account either. */
  emailConfirmationTarget: { name: 'confirm-target', max: 3, windowMs: 60 * MINUTE },
  confirmEmailIp: { name: 'confirm-ip', max: 20, windowMs: 15 * MINUTE },
  /** The back office's logins, counted apart from the customers' (a busy shop's logins never lock out its staff). */
  staffLoginPair: { name: 'staff-login-pair', max: 10, windowMs: 15 * MINUTE },
  staffLoginIp: { name: 'staff-login-ip', max: 100, windowMs: 15 * MINUTE },
  /** The partner portal's logins, as the customers' but counted apart. */
  partnerLoginPair: { name: 'partner-login-pair', max: 10, windowMs: 15 * MINUTE },
  partnerLoginIp: { name: 'partner-login-ip', max: 100, windowMs: 15 * MINUTE },
  /** Uses of an invite's link from one IP (its key cannot be guessed; a cheap bound all the same). */
  partnerInviteIp: { name: 'partner-invite-ip', max: 20, windowMs: 15 * MINUTE },
} satisfies Record<string, Limit>;

/**
 * A growing wait instead of a fixed limit: after `free` failures of one subject (counted from
 * anywhere), each further try must wait `firstDelayMs`, doubling with every further failure up to
 * `maxDelayMs`, counted from the last try. Never a lock: a try after the wait is decided as usual.
 */
export interface Backoff {
  name: string;
  free: number;
  firstDelayMs: number;
  maxDelayMs: number;
  /** Failures are forgotten this long after the last try. */
  forgetAfterMs: number;
}

export const backoffs = {
  /**
   * Failed logins of one account from any IP: guesses spread over many IPs (which the per-IP and
   * per-(username, IP) limits never see) get one try per wait, at most 15 minutes, so some 100 a day
   * instead of thousands an hour. More than the per-(username, IP) limit is free, so a guesser on
   * one IP alone does not make the owner wait at once. Failures are forgotten a day after the last try.
   */
  loginAccount: { name: 'login-account', free: 20, firstDelayMs: 1000, maxDelayMs: 15 * MINUTE, forgetAfterMs: 24 * 60 * MINUTE },
  /** The same for a staff account (by its e-mail address). */
  staffLoginAccount: { name: 'staff-login-account', free: 20, firstDelayMs: 1000, maxDelayMs: 15 * MINUTE, forgetAfterMs: 24 * 60 * MINUTE },
  /** The same for a partner portal's login (by its e-mail address). */
  partnerLoginAccount: { name: 'partner-login-account', free: 20, firstDelayMs: 1000, maxDelayMs: 15 * MINUTE, forgetAfterMs: 24 * 60 * MINUTE },
  /** Wrong current passwords typed in one session to change the password (server/auth/current-password.ts). */
  passwordCheckSession: { name: 'password-check-session', free: 5, firstDelayMs: 1000, maxDelayMs: 15 * MINUTE, forgetAfterMs: 24 * 60 * MINUTE },
} satisfies Record<string, Backoff>;

/** The wait before the next try after `failures` failures. */
function backoffDelayMs(backoff: Backoff, failures: number): number {
  if (failures < backoff.free) return 0;
  return Math.min(backoff.maxDelayMs, backoff.firstDelayMs * 2 ** (failures - backoff.free));
}

/** Counter rows are keyed by a hash, so no e-mail address or username is kept in the table. */
function keyOf(limit: { name: string }, subject: string): string {
  return `${limit.name}:${hashSecret(subject)}`;
}

function windowOf(limit: Limit, now: Date): Date {
  return new Date(Math.floor(now.getTime() / limit.windowMs) * limit.windowMs);
}

/**
 * Counts one event in the current fixed window and answers the new count. The upsert is atomic,
 * so every server process shares the same counters (nothing lives in process memory).
 */
export async function hit(
  db: Db,
  limit: Limit,
  subject: string,
  now: Date,
  { amount = 1, sweep = true }: { amount?: number; sweep?: boolean } = {},
): Promise<number> {
  const windowStart = windowOf(limit, now);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key: keyOf(limit, subject), windowStart, count: amount })
    .onConflictDoUpdate({ target: [rateLimitCounters.key, rateLimitCounters.windowStart], set: { count: sql`${rateLimitCounters.count} + ${amount}` } })
    .returning({ count: rateLimitCounters.count });
  const count = row?.count ?? amount;
  // Now and then a new window sweeps the windows of any limit that ended more than a day ago,
  // keeping the table small without a sweep on every login.
  if (sweep && count === amount && Math.random() < 0.02)
    await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, new Date(now.getTime() - 24 * 60 * MINUTE)));
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
export async function forget(db: Db, limit: { name: string }, subject: string): Promise<void> {
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
function secondsToWindowEnd(limit: Limit, now: Date): number {
  return Math.max(1, Math.ceil((windowOf(limit, now).getTime() + limit.windowMs - now.getTime()) / 1000));
}

/*
 * A backoff keeps one row per subject (backoff_counters): the tries taken since the last success
 * and the moment of the last one. A try is counted when it is taken, before the password is
 * checked, so parallel tries queue on the row's lock and only the free ones (then one per wait)
 * get through; a success deletes the row. Tries after `forgetAfterMs` of quiet count from 1 again.
 */
const delayAfter = (backoff: Backoff) =>
  sql`least(${backoff.maxDelayMs}::float8, ${backoff.firstDelayMs}::float8 * power(2::float8, (${backoffCounters.failures} - ${backoff.free})::float8)) * interval '1 millisecond'`;

/**
 * Takes (and counts) a try of `subject`: true when taken, else the wait (ms) left before the next
 * one. A refused try changes nothing: hammering does not lengthen the wait.
 */
export async function takeTurn(ctx: RateLimitContext, backoff: Backoff, subject: string): Promise<{ taken: true } | { taken: false; waitMs: number }> {
  const key = keyOf(backoff, subject);
  const staleBefore = new Date(ctx.now.getTime() - backoff.forgetAfterMs);
  const stale = sql`${backoffCounters.lastTryAt} < ${staleBefore}`;
  const taken = await ctx.db
    .insert(backoffCounters)
    .values({ key, failures: 1, lastTryAt: ctx.now })
    .onConflictDoUpdate({
      target: backoffCounters.key,
      set: { failures: sql`case when ${stale} then 1 else ${backoffCounters.failures} + 1 end`, lastTryAt: ctx.now },
      setWhere: sql`${stale} or ${backoffCounters.failures} < ${backoff.free} or ${backoffCounters.lastTryAt} + ${delayAfter(backoff)} <= ${ctx.now}`,
    })
    .returning({ failures: backoffCounters.failures });
  if (taken.length) {
    const failures = taken[0]!.failures;
    if (failures === backoff.free) ctx.log.warn({ backoff: backoff.name, ip: ctx.ip, failures }, 'backoff starts: failures of one subject from anywhere');
    // Now and then a first try sweeps the rows of subjects quiet for longer than they are remembered.
    if (failures === 1 && Math.random() < 0.02) await ctx.db.delete(backoffCounters).where(lt(backoffCounters.lastTryAt, staleBefore));
    return { taken: true };
  }
  const [row] = await ctx.db.select().from(backoffCounters).where(eq(backoffCounters.key, key));
  const waitMs = row ? row.lastTryAt.getTime() + backoffDelayMs(backoff, row.failures) - ctx.now.getTime() : 1000;
  ctx.log.debug({ backoff: backoff.name, ip: ctx.ip, failures: row?.failures, waitMs }, 'backoff: try refused');
  return { taken: false, waitMs: Math.max(1000, waitMs) };
}

/** takeTurn, refusing with 429 and Retry-After while the subject's wait runs. */
export async function takeTry(ctx: RateLimitContext, backoff: Backoff, subject: string, message?: string): Promise<void> {
  const turn = await takeTurn(ctx, backoff, subject);
  if (!turn.taken) throw new HttpError('rate_limited', message, undefined, { retryAfterSeconds: Math.ceil(turn.waitMs / 1000) });
}

/** Forgets the tries of `subject` (a success, a new password). */
export async function forgetTries(db: Db, backoff: Backoff, subject: string): Promise<void> {
  await db.delete(backoffCounters).where(eq(backoffCounters.key, keyOf(backoff, subject)));
}
