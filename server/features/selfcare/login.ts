import { eq, or, sql } from 'drizzle-orm';
import type { AuthToken, LoginRequest } from '../../../shared/api/selfcare';
import { customerContacts, customers } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import type { ServiceContext } from '../../http/context';
import { text } from './context';
import { verifyDummy, verifyPassword } from './passwords';
import { backoffs, consume, forget, forgetTries, limits, takeTry, unhit } from '../../http/rate-limit';
import { createSession } from './sessions';

/**
 * The customer a login names: by username (case-insensitive), else by the e-mail address of one of
 * its contacts. A username wins over another customer's e-mail address that reads the same.
 */
async function findByUsernameOrEmail(ctx: ServiceContext, typed: string) {
  const byUsername = eq(sql`lower(${customers.username})`, typed);
  const byEmail = sql`${customers.id} = (select ${customerContacts.customerId} from ${customerContacts} where lower(${customerContacts.email}) = ${typed} limit 1)`;
  const [customer] = await ctx.db
    .select({ id: customers.id, passwordHash: customers.passwordHash, username: customers.username })
    .from(customers)
    .where(typed.includes('@') ? or(byUsername, byEmail) : byUsername)
    .orderBy(sql`${byUsername} desc`)
    .limit(1);
  return customer;
}

/**
 * Logs a customer in (by username or e-mail address). Attempts count per (what was typed, IP) and per IP before any hashing, so a
 * throttled client costs no argon2 work; a success takes its attempt back.
 *
 * Guesses spread over many IPs pass both of those, so failures also count per account, from
 * anywhere: after 20 of them each further try must wait, 1 s, then 2 s, 4 s ... up to 15 minutes
 * from the last try (429 with Retry-After and a message that says so). It is a delay, never a
 * lock-out: a try after the wait is checked as usual, and the right password logs in and clears
 * the count. What the owner of an account under attack sees: sessions already open go on; a login
 * may answer "wait, at most 15 minutes" instead of logging in, and after that wait the password
 * works (while the attacker keeps guessing, each wait is taken by whoever tries first, so the owner
 * may have to wait more than once). Setting a new password by e-mail clears the count too. The
 * attacker gets some 100 guesses a day per account instead of thousands an hour, too few against
 * the passwords the shop accepts now. Unknown usernames count alike, so the answers do not tell
 * which usernames exist.
 */
export async function login(ctx: ServiceContext, input: LoginRequest): Promise<AuthToken> {
  const typed = input.username.toLowerCase();
  const pair = `${typed}\n${ctx.ip}`;
  await consume(ctx, limits.loginPair, pair);
  await consume(ctx, limits.loginIp, ctx.ip);
  const customer = await findByUsernameOrEmail(ctx, typed);
  // One count per account, whether it is named by its username or its e-mail address.
  const account = customer?.username.toLowerCase() ?? typed;
  await takeTry(ctx, backoffs.loginAccount, account, text(ctx.locale, 'selfcare.login.throttled'));
  const ok = customer ? await verifyPassword(customer.passwordHash, input.password) : await verifyDummy(input.password);
  if (!customer || !ok) {
    // The same answer for an unknown username and a wrong password.
    throw new HttpError('unauthorized', `${text(ctx.locale, 'selfcare.login.failed')} ${text(ctx.locale, 'selfcare.login.hint')}`);
  }
  await forget(ctx.db, limits.loginPair, pair);
  await forgetTries(ctx.db, backoffs.loginAccount, account);
  await unhit(ctx.db, limits.loginIp, ctx.ip, ctx.now);
  return createSession(ctx.db, customer.id, ctx.now);
}
