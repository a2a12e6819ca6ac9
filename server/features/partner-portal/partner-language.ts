import { eq } from 'drizzle-orm';
import type { PartnerMe } from '../../../shared/api/partner-portal';
import type { Locale } from '../../../shared/i18n/locales';
import { partnerUsers } from '../../db/schema';
import type { ServiceContext } from '../../http/context';
import { HttpError } from '../../http/http-error';
import { partnerMe } from './partner-accounts';

/** The portal language a person chose, kept on its login: the portal opens in it anywhere, and its mails are worded in it. */
export async function setPartnerLanguage(ctx: ServiceContext, userId: number, language: Locale): Promise<PartnerMe> {
  await ctx.db.update(partnerUsers).set({ language }).where(eq(partnerUsers.id, userId));
  const me = await partnerMe(ctx.db, userId);
  if (!me) throw new HttpError('unauthorized');
  return me;
}
