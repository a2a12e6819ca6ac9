import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { partners } from '../../db/schema';
import { newPartnerKey } from './partner-key';
import { auditedPartner, auditPartner } from './partner-records';

/** The partner that takes the origins PARTNER_ORIGINS names and no partner lists. */
export const BOOTSTRAP_PARTNER = 'PARTNER_ORIGINS';

/**
 * PARTNER_ORIGINS as a bootstrap: at start, the origins it names that no partner lists (active or
 * not: staff may have disabled one) go to the partner named PARTNER_ORIGINS, made when missing, so
 * embeds made before partners existed keep working. The partners are the source of truth from then
 * on. Once per database for each origin, however often and however many processes start: starts
 * take turns by an advisory lock and each finds what the one before added.
 */
export async function bootstrapPartnerOrigins(ctx: { db: Db; now: Date; log: FastifyBaseLogger }, configured: readonly string[]): Promise<void> {
  if (configured.length === 0) return;
  const added = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('partners_bootstrap'))`);
    const rows = await tx.select().from(partners);
    const listed = new Set(rows.flatMap((row) => row.origins));
    const missing = [...new Set(configured)].filter((origin) => !listed.has(origin));
    if (missing.length === 0) return missing;
    const before = rows.find((row) => row.name === BOOTSTRAP_PARTNER);
    const [after] = before
      ? await tx
          .update(partners)
          .set({ origins: [...before.origins, ...missing], updatedAt: ctx.now })
          .where(eq(partners.id, before.id))
          .returning()
      : await tx
          .insert(partners)
          .values({ name: BOOTSTRAP_PARTNER, contactEmail: '', publicKey: newPartnerKey(), origins: missing, createdAt: ctx.now, updatedAt: ctx.now })
          .returning();
    await auditPartner(tx, {
      by: null,
      action: 'partner.bootstrap',
      subjectId: after!.id,
      before: before && auditedPartner(before),
      after: auditedPartner(after!),
      at: ctx.now,
    });
    return missing;
  });
  if (added.length > 0) ctx.log.info({ origins: added }, 'partner origins added from PARTNER_ORIGINS');
}
