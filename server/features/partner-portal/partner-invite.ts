import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { PartnerSetPasswordRequest } from '../../../shared/api/partner-portal';
import type { Locale } from '../../../shared/i18n/locales';
import { passwordWeaknesses } from '../../auth/password-strength';
import { hashPassword } from '../../auth/passwords';
import { partnerInvites, partnerSessions, partnerUsers, partners } from '../../db/schema';
import type { ServiceContext } from '../../http/context';
import { fieldError } from '../../http/field-error';
import { HttpError, notFound } from '../../http/http-error';
import { backoffs, consume, forgetTries, limits } from '../../http/rate-limit';
import type { StaffActor } from '../../http/require-staff';
import { text } from '../../i18n/server-intl';
import { mailNewKey } from '../../mail/mailed-key';
import { partnerInviteMail } from '../../mail/templates/link-mail';
import { hashSecret } from '../../plugins/app/auth';
import { audit } from '../audit/audit';
import { type PartnerLoggedIn, startPartnerSession } from './partner-accounts';
import type { PortalSite } from './portal-site';

/** An invite's link works a week: long enough for a partner's office to get to it. */
const INVITE_TTL_MS = 7 * 24 * 3600 * 1000;

/**
 * Staff invite a person to a partner's portal: the address becomes a login of the partner (or, known
 * already for it, gets a new link) and a link to set the password is mailed, stored and audited in
 * one transaction. An address that is another partner's login is refused: a login sees one partner.
 */
export async function invitePartnerUser(
  ctx: ServiceContext,
  by: StaffActor,
  partnerId: number,
  input: { email: string; language?: Locale | undefined },
  site: PortalSite,
): Promise<void> {
  const email = input.email.trim();
  const [partner] = await ctx.db.select({ id: partners.id, language: partners.language }).from(partners).where(eq(partners.id, partnerId));
  if (!partner) throw notFound('partner');
  // A person invited again keeps the language it chose in its portal, unless staff chose one for this invite.
  const [person] = await ctx.db
    .select({ language: partnerUsers.language })
    .from(partnerUsers)
    .where(and(eq(sql`lower(${partnerUsers.email})`, email.toLowerCase()), eq(partnerUsers.partnerId, partnerId)));
  const language = input.language ?? person?.language ?? partner.language;
  await mailNewKey(
    ctx,
    INVITE_TTL_MS,
    (key) =>
      partnerInviteMail({
        to: email,
        locale: language,
        addressee: null,
        link: `${site.publicUrl}/partner/password/${key}?lang=${language}`,
        sender: site.company,
      }),
    async (tx, key) => {
      const [known] = await tx
        .select({ id: partnerUsers.id, partnerId: partnerUsers.partnerId })
        .from(partnerUsers)
        .where(eq(sql`lower(${partnerUsers.email})`, email.toLowerCase()));
      if (known && known.partnerId !== partnerId) throw new HttpError('conflict', text(ctx.locale, 'partnerPortal.invite.otherPartner'));
      const userId = known
        ? known.id
        : (await tx.insert(partnerUsers).values({ partnerId, email, language, createdAt: ctx.now }).returning({ id: partnerUsers.id }))[0]!.id;
      if (known && input.language) await tx.update(partnerUsers).set({ language: input.language }).where(eq(partnerUsers.id, userId));
      await tx.insert(partnerInvites).values({ partnerUserId: userId, ...key });
      await audit(tx, {
        by,
        action: 'partner.portalInvite',
        subjectType: 'partner',
        subjectId: partnerId,
        after: { email, language },
        at: ctx.now,
      });
    },
  );
  site.wakeMail();
}

/**
 * Sets the password with an invite's key and logs in. The key is spent atomically (used_at set only
 * while unused and unexpired), so two requests with one key cannot both succeed; the person's other
 * keys and every session end with it. Audited as the partner's own act.
 */
export async function setPartnerPassword(ctx: ServiceContext, input: PartnerSetPasswordRequest): Promise<PartnerLoggedIn> {
  await consume(ctx, limits.partnerInviteIp, ctx.ip);
  const usable = and(eq(partnerInvites.keyHash, hashSecret(input.key)), isNull(partnerInvites.usedAt), gt(partnerInvites.expiresAt, ctx.now));
  // A cheap look first: a wrong key costs no argon2 work.
  const [found] = await ctx.db
    .select({ userId: partnerUsers.id, email: partnerUsers.email, partnerId: partners.id, partnerName: partners.name })
    .from(partnerInvites)
    .innerJoin(partnerUsers, eq(partnerUsers.id, partnerInvites.partnerUserId))
    .innerJoin(partners, eq(partners.id, partnerUsers.partnerId))
    .where(usable)
    .limit(1);
  if (!found) throw new HttpError('not_found', text(ctx.locale, 'partnerPortal.inviteInvalid'));
  // Judged only for a working link; the key stays unspent, so another password can follow.
  const weaknesses = await passwordWeaknesses(input.password, [found.email]);
  if (weaknesses.length) throw fieldError(ctx.locale, { password: weaknesses });
  const passwordHash = await hashPassword(input.password);
  const spent = await ctx.db.transaction(async (tx) => {
    const [key] = await tx.update(partnerInvites).set({ usedAt: ctx.now }).where(usable).returning({ id: partnerInvites.id });
    if (!key) return false;
    await tx.update(partnerUsers).set({ passwordHash }).where(eq(partnerUsers.id, found.userId));
    await tx.delete(partnerSessions).where(eq(partnerSessions.partnerUserId, found.userId));
    await tx.delete(partnerInvites).where(and(eq(partnerInvites.partnerUserId, found.userId), isNull(partnerInvites.usedAt)));
    await audit(tx, {
      by: { kind: 'partner', partnerId: found.partnerId, name: found.partnerName },
      action: 'partner.portalPassword',
      subjectType: 'partner',
      subjectId: found.partnerId,
      after: { email: found.email },
      at: ctx.now,
    });
    return true;
  });
  if (!spent) throw new HttpError('not_found', text(ctx.locale, 'partnerPortal.inviteInvalid'));
  // Whoever proves the mailbox with a fresh password need not wait out guesses against the old one.
  await forgetTries(ctx.db, backoffs.partnerLoginAccount, found.email.toLowerCase());
  return startPartnerSession(ctx, found.userId);
}
