import type { LoginRefusal } from '../../auth/login-gate';
import type { Db } from '../../db/database';
import { audit } from '../audit/audit';

/* The audit entries of staff logins, kept apart from the login's throttling (staff-login.ts). */

export const auditLogin = (db: Db, memberId: number, at: Date) =>
  audit(db, { by: { id: memberId }, action: 'staff.login', subjectType: 'staff', subjectId: memberId, at });

/**
 * A refused login at a member's address: nobody acted (whoever tried is not known), the member is
 * the subject, and the password tried is never kept. The login's gate names a refusal only for a
 * try it counted at a member's address (a guessed one names nobody), so the rows stay bounded per
 * account however many guesses arrive.
 */
export const auditFailedLogin = (db: Db, refused: LoginRefusal, at: Date) =>
  audit(db, { by: null, action: 'staff.loginFailed', subjectType: 'staff', subjectId: refused.accountId, after: { reason: refused.reason }, at });
