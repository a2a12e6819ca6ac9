import { eq, sql } from 'drizzle-orm';
import type { AuthToken, LoginRequest } from '../../../shared/api/selfcare';
import { customers } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { type ServiceContext, text } from './context';
import { verifyDummy, verifyPassword } from './passwords';
import { consume, forget, limits, unhit } from '../../http/rate-limit';
import { createSession } from './sessions';

/**
 * Logs a customer in. Attempts count per (username, IP) and per IP before any hashing, so a
 * throttled client costs no argon2 work; a success takes its attempt back. There is no lock of
 * the account as such: a guesser elsewhere never blocks the owner's own IP.
 */
export async function login(ctx: ServiceContext, input: LoginRequest): Promise<AuthToken> {
  const username = input.username.toLowerCase();
  const pair = `${username}\n${ctx.ip}`;
  await consume(ctx, limits.loginPair, pair);
  await consume(ctx, limits.loginIp, ctx.ip);
  const [customer] = await ctx.db
    .select({ id: customers.id, passwordHash: customers.passwordHash })
    .from(customers)
    .where(eq(sql`lower(${customers.username})`, username))
    .limit(1);
  const ok = customer ? await verifyPassword(customer.passwordHash, input.password) : await verifyDummy(input.password);
  if (!customer || !ok) {
    // The same answer for an unknown username and a wrong password.
    throw new HttpError('unauthorized', `${text(ctx.locale, 'selfcare.login.failed')} ${text(ctx.locale, 'selfcare.login.hint')}`);
  }
  await forget(ctx.db, limits.loginPair, pair);
  await unhit(ctx.db, limits.loginIp, ctx.ip, ctx.now);
  return createSession(ctx.db, customer.id, ctx.now);
}
