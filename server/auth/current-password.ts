import { backoffs, forgetTries, type RateLimitContext, takeTry } from '../http/rate-limit';
import { verifyPassword } from './passwords';

/**
 * Checks the current password a logged-in account types to change it. Its guesses are limited per
 * session (a growing wait, as a login's per account), not by the account's login wait: strangers
 * guessing at the login page must not keep the owner from changing the password, and a session
 * left open cannot guess faster than that wait allows. A right password forgets the session's tries.
 */
export async function currentPasswordRight(
  ctx: RateLimitContext,
  sessionToken: string,
  passwordHash: string,
  typed: string,
  throttled: string,
): Promise<boolean> {
  await takeTry(ctx, backoffs.passwordCheckSession, sessionToken, throttled);
  if (!(await verifyPassword(passwordHash, typed))) return false;
  await forgetTries(ctx.db, backoffs.passwordCheckSession, sessionToken);
  return true;
}
