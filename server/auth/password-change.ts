import type { PasswordChangeRequest } from '../../shared/api/password-change';
import type { Db } from '../db/database';
import type { ServiceContext } from '../http/context';
import { fieldError } from '../http/field-error';
import { text } from '../i18n/server-intl';
import { hashSecret } from '../plugins/app/auth';
import { currentPasswordRight } from './current-password';
import { passwordWeaknesses } from './password-strength';
import { hashPassword } from './passwords';

/** The account whose password changes, as its feature reads it (undefined: it is gone). */
export interface PasswordOwner {
  passwordHash: string;
  /** The account's own names and addresses: the new password may not be made of them. */
  personal: readonly (string | null | undefined)[];
}

/** What the feature writes in its own tables, in one transaction. */
export type StoreNewPassword<T> = (tx: Db, change: { passwordHash: string; keptSessionHash: string }) => Promise<T>;

/**
 * A logged-in account changes its own password; a customer's and a staff member's change differ
 * only in their tables. The current password is checked with a wait per session
 * (current-password.ts); the new one is judged as a first password and hashed. `store` then saves
 * the hash and ends every other session of the account (whoever else held one must log in with the
 * new password); the session that asked, whose token hash it is given, goes on.
 */
export async function changeOwnPassword<T>(
  ctx: Pick<ServiceContext, 'db' | 'now' | 'log' | 'ip' | 'locale' | 'ipLimitFactor'>,
  sessionToken: string,
  owner: PasswordOwner | undefined,
  input: PasswordChangeRequest,
  store: StoreNewPassword<T>,
): Promise<T> {
  if (!owner || !(await currentPasswordRight(ctx, sessionToken, owner.passwordHash, input.currentPassword, text(ctx.locale, 'selfcare.login.throttled'))))
    throw fieldError(ctx.locale, { currentPassword: ['selfcare.password.currentWrong'] });
  const weaknesses = await passwordWeaknesses(input.password, owner.personal);
  if (weaknesses.length) throw fieldError(ctx.locale, { password: weaknesses });
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction((tx) => store(tx, { passwordHash, keptSessionHash: hashSecret(sessionToken) }));
}
