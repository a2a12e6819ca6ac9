import { eq, sql } from 'drizzle-orm';
import type { Company } from '../../../shared/api/company';
import type { StaffLoginRequest, StaffMember } from '../../../shared/api/admin-staff';
import { createLoginChallenge, redeemLoginChallenge } from '../../auth/login-challenges';
import { checkLogin } from '../../auth/login-gate';
import { loginRules, type DeviceClaim } from '../../auth/login-rules';
import { staffUsers } from '../../db/schema';
import type { ServiceContext } from '../../http/context';
import { HttpError } from '../../http/http-error';
import { consume } from '../../http/rate-limit';
import { queueMail } from '../../mail/outbox';
import { loginChallengeMail } from '../../mail/templates/link-mail';
import { text } from '../../i18n/server-intl';
import { auditFailedLogin, auditLogin } from './staff-login-audit';
import { toMember } from './staff-members';
import { createStaffSession } from './staff-sessions';

/** What a staff login's challenge mail needs of the shop. */
export interface StaffSite {
  publicUrl: string;
  company: Company;
  wakeMail: () => void;
}

/** The back office's one-time login link (shell/features/admin/login-link-page.tsx). */
function staffLoginLink(publicUrl: string, key: string): string {
  return `${publicUrl}/admin/login/link/${encodeURIComponent(key)}`;
}

async function mailStaffChallenge(ctx: ServiceContext, site: StaffSite, staffId: number): Promise<void> {
  const [member] = await ctx.db.select().from(staffUsers).where(eq(staffUsers.id, staffId));
  if (!member) return;
  const key = await createLoginChallenge(ctx.db, 'staff', staffId, ctx.now);
  const mail = loginChallengeMail({
    to: member.email,
    locale: member.language,
    addressee: { sex: null, firstname: member.displayName, lastname: null },
    link: staffLoginLink(site.publicUrl, key),
    sender: site.company,
  });
  await queueMail(ctx.db, { ...mail, secrets: [key] });
  ctx.log.info({ staffId }, 'staff login link mailed');
}

async function startSession(ctx: ServiceContext, staffId: number): Promise<{ member: StaffMember; token: string }> {
  const [row] = await ctx.db.select().from(staffUsers).where(eq(staffUsers.id, staffId));
  if (!row || row.disabled) throw new HttpError('unauthorized', text(ctx.locale, 'admin.login.failed'));
  await auditLogin(ctx.db, row.id, ctx.now);
  return { member: toMember(row), token: await createStaffSession(ctx.db, row.id, ctx.now) };
}

/**
 * Logs a staff member in, throttled by the rules of server/auth/login-rules.ts: on a device that
 * logged in before (its device cookie) per device only; otherwise per (address, IP), per IP and
 * per account, where a held-back right password gets a login link mailed. Unknown addresses,
 * wrong passwords and disabled members all get the same answer, at the same cost.
 */
export async function staffLogin(
  ctx: ServiceContext,
  input: StaffLoginRequest,
  device: DeviceClaim | null,
  site: StaffSite,
): Promise<{ member: StaffMember; token: string }> {
  const email = input.email.trim().toLowerCase();
  const result = await checkLogin(ctx, loginRules.staff, {
    typed: email,
    password: input.password,
    device,
    find: async () => {
      const [row] = await ctx.db
        .select({ id: staffUsers.id, passwordHash: staffUsers.passwordHash, disabled: staffUsers.disabled })
        .from(staffUsers)
        .where(eq(sql`lower(${staffUsers.email})`, email))
        .limit(1);
      return row ? { id: row.id, passwordHash: row.passwordHash, active: !row.disabled, subject: email } : null;
    },
    failedMessage: text(ctx.locale, 'admin.login.failed'),
    wakeMail: site.wakeMail,
    mailChallenge: (staffId) => mailStaffChallenge(ctx, site, staffId),
  });
  if (!result.ok) {
    if (result.refused) await auditFailedLogin(ctx.db, result.refused, ctx.now);
    throw result.error;
  }
  ctx.log.info({ staffId: result.accountId }, 'staff login');
  return startSession(ctx, result.accountId);
}

/** Logs in with the key of a mailed login link, once; 404 for a key unknown, expired or used. */
export async function staffLoginByLink(ctx: ServiceContext, key: string): Promise<{ member: StaffMember; token: string }> {
  await consume(ctx, loginRules.staff.linkIp, ctx.ip);
  const staffId = await redeemLoginChallenge(ctx.db, 'staff', key, ctx.now);
  if (staffId === null) throw new HttpError('not_found', text(ctx.locale, 'loginLink.invalid'));
  ctx.log.info({ staffId }, 'staff login by mailed link');
  return startSession(ctx, staffId);
}
