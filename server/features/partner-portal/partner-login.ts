import { eq, sql } from 'drizzle-orm';
import type { PartnerLoginRequest } from '../../../shared/api/partner-portal';
import { createLoginChallenge, redeemLoginChallenge } from '../../auth/login-challenges';
import { checkLogin } from '../../auth/login-gate';
import { loginRules, type DeviceClaim } from '../../auth/login-rules';
import { partnerUsers, partners } from '../../db/schema';
import type { ServiceContext } from '../../http/context';
import { HttpError } from '../../http/http-error';
import { consume } from '../../http/rate-limit';
import { text } from '../../i18n/server-intl';
import { queueMail } from '../../mail/outbox';
import { loginChallengeMail } from '../../mail/templates/link-mail';
import { type PartnerLoggedIn, startPartnerSession } from './partner-accounts';
import type { PortalSite } from './portal-site';

async function mailPartnerChallenge(ctx: ServiceContext, site: PortalSite, userId: number): Promise<void> {
  const [person] = await ctx.db.select().from(partnerUsers).where(eq(partnerUsers.id, userId));
  if (!person) return;
  const key = await createLoginChallenge(ctx.db, 'partner', userId, ctx.now);
  const link = `${site.publicUrl}/partner/login/link/${encodeURIComponent(key)}?lang=${person.language}`;
  const mail = loginChallengeMail({ to: person.email, locale: person.language, addressee: null, link, sender: site.company });
  await queueMail(ctx.db, { ...mail, secrets: [key] });
}

/**
 * Logs a partner's person in, throttled by the rules of server/auth/login-rules.ts as customers and
 * staff are. Unknown addresses, wrong passwords, a person who has not set one yet and an inactive
 * partner all get the same answer, at the same cost.
 */
export async function partnerLogin(ctx: ServiceContext, input: PartnerLoginRequest, device: DeviceClaim | null, site: PortalSite): Promise<PartnerLoggedIn> {
  const email = input.email.trim().toLowerCase();
  const result = await checkLogin(ctx, loginRules.partner, {
    typed: email,
    password: input.password,
    device,
    find: async () => {
      const [row] = await ctx.db
        .select({ id: partnerUsers.id, passwordHash: partnerUsers.passwordHash, active: partners.active })
        .from(partnerUsers)
        .innerJoin(partners, eq(partners.id, partnerUsers.partnerId))
        .where(eq(sql`lower(${partnerUsers.email})`, email))
        .limit(1);
      // No password yet: the dummy check's cost, never a match.
      return row?.passwordHash ? { id: row.id, passwordHash: row.passwordHash, active: row.active, subject: email } : null;
    },
    failedMessage: text(ctx.locale, 'partnerPortal.login.failed'),
    wakeMail: site.wakeMail,
    mailChallenge: (userId) => mailPartnerChallenge(ctx, site, userId),
  });
  if (!result.ok) throw result.error;
  return startPartnerSession(ctx, result.accountId);
}

/** Logs in with the key of a mailed login link, once; 404 for a key unknown, expired or used. */
export async function partnerLoginByLink(ctx: ServiceContext, key: string): Promise<PartnerLoggedIn> {
  await consume(ctx, loginRules.partner.linkIp, ctx.ip);
  const userId = await redeemLoginChallenge(ctx.db, 'partner', key, ctx.now);
  if (userId === null) throw new HttpError('not_found', text(ctx.locale, 'loginLink.invalid'));
  return startPartnerSession(ctx, userId);
}
