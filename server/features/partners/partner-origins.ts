import type { CatalogueCache } from '../../catalogue/catalogue-cache';
import type { Db } from '../../db/database';
import { partners } from '../../db/schema';

/** The partners' origins as the CORS check reads them: those of every active partner, and each key's own. */
interface OriginIndex {
  /** Origins of active partners: where a page may use the embed when it names no partner key. */
  open: readonly string[];
  byKey: Readonly<Record<string, { active: boolean; origins: readonly string[] }>>;
}

async function loadOriginIndex(db: Db): Promise<OriginIndex> {
  const rows = await db.select({ publicKey: partners.publicKey, origins: partners.origins, active: partners.active }).from(partners);
  return {
    open: [...new Set(rows.filter((row) => row.active).flatMap((row) => row.origins))],
    byKey: Object.fromEntries(rows.map((row) => [row.publicKey, { active: row.active, origins: row.origins }])),
  };
}

/**
 * Whether a page of `origin` may use the embed: naming no key, when an active partner lists it;
 * naming a key, only when that key's partner is active and lists it itself (another partner's
 * key from a listed page is refused as much as an unknown key).
 */
function originAllowed(index: OriginIndex, origin: string, partnerKey: string | null): boolean {
  if (partnerKey === null) return index.open.includes(origin);
  const partner = Object.hasOwn(index.byKey, partnerKey) ? index.byKey[partnerKey] : undefined;
  return partner !== undefined && partner.active && partner.origins.includes(origin);
}

const CACHE_KEY = 'partners:origins';

/**
 * The origin check of every partner request, kept with the catalogue's cached values (one read of
 * the catalogue version a second at most; a change to partners moves that version by a trigger, migration 0035). Should a reload fail (the database out of reach), the
 * last index read stays in use: the widget then hears the shop's own 503, not a refused origin.
 */
export function cachedPartnerOrigins(db: Db, cache: CatalogueCache) {
  let last: OriginIndex | null = null;
  const index = async () => {
    try {
      last = await cache.value(CACHE_KEY, () => loadOriginIndex(db));
    } catch (error) {
      if (last === null) throw error;
    }
    return last;
  };
  return {
    allows: async (origin: string, partnerKey: string | null) => originAllowed(await index(), origin, partnerKey),
    /** The origins a page may use the embed from without naming a key. */
    open: async () => (await index()).open,
  };
}

export type PartnerOrigins = ReturnType<typeof cachedPartnerOrigins>;
