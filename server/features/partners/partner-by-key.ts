import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { partners } from '../../db/schema';

export type PartnerOfKey = Pick<typeof partners.$inferSelect, 'id' | 'origins' | 'forwardsCampaign' | 'imageHosts' | 'active'>;

/** The partner a public key names (active or not: the caller decides what an inactive one may do), or null. */
export async function partnerByKey(db: Db, key: string): Promise<PartnerOfKey | null> {
  const [row] = await db
    .select({
      id: partners.id,
      origins: partners.origins,
      forwardsCampaign: partners.forwardsCampaign,
      imageHosts: partners.imageHosts,
      active: partners.active,
    })
    .from(partners)
    .where(eq(partners.publicKey, key))
    .limit(1);
  return row ?? null;
}
