import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/config';
import { type Db, queryRows } from '../../db/database';
import { staffUsers } from '../../db/schema';
import { ConfigError } from '../../config/config';
import { passwordWeaknesses } from '../../auth/password-strength';
import { hashPassword } from '../../auth/passwords';
import { auditCreated } from './staff-members';

/**
 * The first owner from STAFF_OWNER_EMAIL and STAFF_OWNER_PASSWORD, created at start only while the
 * shop has no staff at all: once anyone exists, the variables are ignored (remove them then), so
 * they can never reset a password or add an owner behind the owners' backs. Several processes
 * starting together create one owner: the insert is conditional and the address unique.
 */
export async function ensureFirstOwner(ctx: { db: Db; now: Date; log: FastifyBaseLogger }, config: Config): Promise<void> {
  const email = config.STAFF_OWNER_EMAIL;
  const password = config.STAFF_OWNER_PASSWORD;
  if (email === undefined || password === undefined) return;
  const [any] = await ctx.db.select({ id: staffUsers.id }).from(staffUsers).limit(1);
  if (any) return;
  if ((await passwordWeaknesses(password, [email, config.STAFF_OWNER_NAME])).length)
    throw new ConfigError('STAFF_OWNER_PASSWORD is too easy to guess: choose a longer one, e.g. some words that do not belong together');
  const passwordHash = await hashPassword(password);
  const created = await ctx.db.transaction(async (tx) => {
    const [inserted] = await queryRows<{ id: number }>(
      tx,
      sql`
        insert into ${staffUsers} (email, display_name, role, password_hash, created_at, updated_at)
        select ${email}, ${config.STAFF_OWNER_NAME}, 'owner', ${passwordHash}, ${ctx.now}, ${ctx.now}
        where not exists (select 1 from ${staffUsers})
        on conflict do nothing
        returning id`,
    );
    if (!inserted) return false;
    const [row] = await tx.select().from(staffUsers).where(eq(staffUsers.id, inserted.id));
    await auditCreated(tx, null, row!, ctx.now);
    return true;
  });
  if (created) ctx.log.info('first staff owner created from STAFF_OWNER_EMAIL');
}
