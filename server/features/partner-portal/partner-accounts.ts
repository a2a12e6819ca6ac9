import { eq } from 'drizzle-orm';
import type { PartnerMe } from '../../../shared/api/partner-portal';
import type { Db } from '../../db/database';
import { partnerUsers, partners } from '../../db/schema';
import type { ServiceContext } from '../../http/context';
import { HttpError } from '../../http/http-error';
import { text } from '../../i18n/server-intl';
import { createPartnerSession } from './partner-sessions';

/** The person and its partner as the portal shows them; null when either is gone or the partner is no longer active. */
export async function partnerMe(db: Db, userId: number): Promise<PartnerMe | null> {
  const [row] = await db
    .select({ email: partnerUsers.email, language: partnerUsers.language, name: partners.name, publicKey: partners.publicKey, active: partners.active })
    .from(partnerUsers)
    .innerJoin(partners, eq(partners.id, partnerUsers.partnerId))
    .where(eq(partnerUsers.id, userId));
  if (!row?.active) return null;
  return { email: row.email, language: row.language, partner: { name: row.name, publicKey: row.publicKey } };
}

/** A portal login as the routes answer it: who, and the new session's token for its cookie. */
export interface PartnerLoggedIn {
  userId: number;
  me: PartnerMe;
  token: string;
}

/** Opens a session for a person whose password or key was right: refused (401) when its partner is no longer active. */
export async function startPartnerSession(ctx: ServiceContext, userId: number): Promise<PartnerLoggedIn> {
  const me = await partnerMe(ctx.db, userId);
  if (!me) throw new HttpError('unauthorized', text(ctx.locale, 'partnerPortal.login.failed'));
  await ctx.db.update(partnerUsers).set({ lastLoginAt: ctx.now }).where(eq(partnerUsers.id, userId));
  ctx.log.info({ partnerUserId: userId }, 'partner portal login');
  return { userId, me, token: await createPartnerSession(ctx.db, userId, ctx.now) };
}
