import { HttpError } from '../http/http-error';
import { consume, forget, forgetTries, hit, takeTurn, unhit, type RateLimitContext } from '../http/rate-limit';
import { verifyDummy, verifyPassword } from './passwords';
import { decideLogin, trustsDevice, type DeviceClaim, type LoginRules } from './login-rules';

/** An account as a login checks it. */
interface LoginAccount {
  id: number;
  passwordHash: string;
  /** false for a disabled staff member: refused as a wrong password is. */
  active: boolean;
  /** The subject of the account's wait: one per account, however the login named it. */
  subject: string;
}

export interface LoginTry {
  /** What was typed to name the account, normalized: the per-(name, IP) limit's subject, and the wait's for an unknown name. */
  typed: string;
  password: string;
  /** The request's verified device cookie of this kind, if any. */
  device: DeviceClaim | null;
  find: () => Promise<LoginAccount | null>;
  /** The 401's message: the same for an unknown name and a wrong password. */
  failedMessage: string;
  /** Queues the mail with a one-time login link to the account (its right password came while its logins wait). */
  mailChallenge: (accountId: number) => Promise<void>;
  /** Tells the mail worker that a mail is queued. */
  wakeMail: () => void;
}

/** Why a counted try at a known account failed (what an audit of it may say; never the password). */
export type LoginRefusal = { accountId: number; reason: 'wrongPassword' | 'disabled' };

/**
 * A checked login: the account, or the refusal (401 failed, 403 login_challenge) for the caller to
 * throw, with `refused` when the try was counted against a known account.
 */
export type LoginGateResult = { ok: true; accountId: number } | { ok: false; error: HttpError; refused?: LoginRefusal };

/**
 * Checks a login by the rules of server/auth/login-rules.ts. Limits that refuse before any password is
 * checked (per device, per (name, IP), per IP) throw their 429 here; a checked password comes back as
 * the result, so the caller has one place for a success and one for a failure.
 */
export async function checkLogin(ctx: RateLimitContext, rules: LoginRules, attempt: LoginTry): Promise<LoginGateResult> {
  const pair = `${attempt.typed}\n${ctx.ip}`;
  // A verified cookie is worth the look-up before any limit: only then is it known whether it names this account.
  let account = attempt.device?.kind === rules.kind ? await attempt.find() : undefined;
  const trusted = trustsDevice(attempt.device, rules.kind, account?.id ?? null, ctx.now);
  let waitMs = 0;
  if (trusted) {
    await consume(ctx, rules.device, attempt.device!.nonce);
  } else {
    await consume(ctx, rules.pair, pair);
    await consume(ctx, rules.ip, ctx.ip);
    if (account === undefined) account = await attempt.find();
    const turn = await takeTurn(ctx, rules.account, account?.subject ?? attempt.typed);
    if (!turn.taken) waitMs = turn.waitMs;
  }
  const passwordMatches = account ? await verifyPassword(account.passwordHash, attempt.password) : await verifyDummy(attempt.password);
  const passwordRight = passwordMatches && account?.active === true;
  const decision = decideLogin({ trusted, waiting: waitMs > 0, passwordRight });
  if (decision.mailChallenge && account) {
    // Not awaited: the answer must not take longer when the password was right than when it was wrong.
    const accountId = account.id;
    void (async () => {
      if ((await hit(ctx.db, rules.challengeMails, String(accountId), ctx.now)) > rules.challengeMails.max) return;
      await attempt.mailChallenge(accountId);
      attempt.wakeMail();
    })().catch((error: unknown) => ctx.log.error({ err: error }, 'login link mail not queued'));
  }
  if (decision.answer === 'challenge') {
    // Retry-After: when an untrusted try is checked as usual again.
    return { ok: false, error: new HttpError('login_challenge', undefined, undefined, { retryAfterSeconds: Math.ceil(waitMs / 1000) }) };
  }
  if (!account) return { ok: false, error: new HttpError('unauthorized', attempt.failedMessage) };
  if (decision.answer === 'failed') {
    const refused: LoginRefusal = { accountId: account.id, reason: passwordMatches ? 'disabled' : 'wrongPassword' };
    return { ok: false, error: new HttpError('unauthorized', attempt.failedMessage), refused };
  }
  if (trusted) {
    await forget(ctx.db, rules.device, attempt.device!.nonce);
  } else {
    await forget(ctx.db, rules.pair, pair);
    await forgetTries(ctx.db, rules.account, account.subject);
    await unhit(ctx.db, rules.ip, ctx.ip, ctx.now);
  }
  return { ok: true, accountId: account.id };
}
