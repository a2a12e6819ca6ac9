import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { CreateStaffRequest, StaffMember, UpdateStaffRequest } from '../../../shared/api/admin-staff';
import type { Locale } from '../../../shared/i18n/locales';
import type { Db } from '../../db/database';
import { staffUsers } from '../../db/schema';
import { violatedConstraint } from '../../db/violated-constraint';
import { audit } from '../audit/audit';
import type { ServiceContext } from '../../http/context';
import { HttpError, notFound } from '../../http/http-error';
import { fieldError } from '../../http/field-error';
import { text } from '../../i18n/server-intl';
import { passwordWeaknesses } from '../../auth/password-strength';
import { hashPassword } from '../../auth/passwords';
import { revokeStaffSessions } from './staff-sessions';

type StaffRow = typeof staffUsers.$inferSelect;

export const toMember = (row: StaffRow): StaffMember => ({
  id: row.id,
  email: row.email,
  displayName: row.displayName,
  role: row.role,
  language: row.language,
  disabled: row.disabled,
  createdAt: row.createdAt.toISOString(),
});

async function memberRow(db: Db, id: number): Promise<StaffRow> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
  if (!row) throw notFound('staff');
  return row;
}

export async function staffMember(db: Db, id: number): Promise<StaffMember> {
  return toMember(await memberRow(db, id));
}

export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .select()
    .from(staffUsers)
    .orderBy(asc(sql`lower(${staffUsers.displayName})`), asc(staffUsers.id));
  return rows.map(toMember);
}

/** What creating a member needs: a database, a clock, a language for the refusals. */
type CreateContext = Pick<ServiceContext, 'db' | 'now' | 'log' | 'locale'>;

/** Who changes staff: a member, or nobody (null) for the `npm run staff:create` command and the first owner. */
type Actor = { readonly id: number } | null;

/** What the audit log keeps of a member: never the password or its hash. */
const audited = (row: StaffRow) => ({ email: row.email, displayName: row.displayName, role: row.role, language: row.language, disabled: row.disabled });

/** The audit entry of a new member, in the transaction that created it. */
export const auditCreated = (db: Db, by: Actor, row: StaffRow, at: Date) =>
  audit(db, { by, action: 'staff.create', subjectType: 'staff', subjectId: row.id, after: audited(row), at });

/**
 * Creates a member with a first password, judged as a customer's is (too guessable, or made of the
 * member's own name or address, is refused). An address in use, in any case, is a field error.
 */
export async function createStaff(ctx: CreateContext, by: Actor, input: CreateStaffRequest): Promise<StaffMember> {
  const weaknesses = await passwordWeaknesses(input.password, [input.email, input.displayName]);
  if (weaknesses.length) throw fieldError(ctx.locale, { password: weaknesses });
  const passwordHash = await hashPassword(input.password);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(staffUsers)
        .values({ email: input.email, displayName: input.displayName, role: input.role, passwordHash, createdAt: ctx.now, updatedAt: ctx.now })
        .returning();
      await auditCreated(tx, by, created!, ctx.now);
      return created!;
    });
    ctx.log.info({ staffId: row.id, role: input.role }, 'staff member created');
    return toMember(row);
  } catch (error) {
    if (violatedConstraint(error) === 'staff_users_email_lower') throw fieldError(ctx.locale, { email: ['validation.emailTaken'] });
    throw error;
  }
}

/** Whether another enabled owner than `id` exists (the shop must never be left without one). */
async function anotherOwner(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, 'owner'), eq(staffUsers.disabled, false), ne(staffUsers.id, id)));
  return (row?.n ?? 0) > 0;
}

/**
 * Renames, changes the role of, disables or enables a member. Disabling ends every session of the
 * member at once (the session lookup also refuses a disabled member, so no request slips through
 * between the two). Demoting or disabling the last enabled owner is refused with 409.
 */
export async function updateStaff(
  ctx: Pick<ServiceContext, 'db' | 'now' | 'log' | 'locale'>,
  by: Actor,
  id: number,
  input: UpdateStaffRequest,
): Promise<StaffMember> {
  return ctx.db.transaction(async (tx) => {
    // Owners change one at a time: two owners demoting each other at once cannot both pass the check.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff_owners'))`);
    const row = await memberRow(tx, id);
    const losesOwner = row.role === 'owner' && !row.disabled && ((input.role !== undefined && input.role !== 'owner') || input.disabled === true);
    if (losesOwner && !(await anotherOwner(tx, id))) throw new HttpError('conflict', text(ctx.locale, 'admin.staff.lastOwner'));
    const [updated] = await tx
      .update(staffUsers)
      .set({ ...input, updatedAt: ctx.now })
      .where(eq(staffUsers.id, id))
      .returning();
    if (input.disabled === true) await revokeStaffSessions(tx, id);
    const changed = Object.keys(input) as (keyof UpdateStaffRequest)[];
    const pick = (member: StaffRow) => Object.fromEntries(changed.map((key) => [key, member[key]]));
    await audit(tx, { by, action: 'staff.update', subjectType: 'staff', subjectId: id, before: pick(row), after: pick(updated!), at: ctx.now });
    ctx.log.info({ staffId: id, changed: Object.keys(input) }, 'staff member changed');
    return toMember(updated!);
  });
}

/** A member's own back-office language (PUT /api/admin/me). */
export async function setStaffLanguage(db: Db, id: number, language: Locale, now: Date): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ language: staffUsers.language }).from(staffUsers).where(eq(staffUsers.id, id)).for('update');
    if (!before) throw notFound('staff');
    const [row] = await tx.update(staffUsers).set({ language, updatedAt: now }).where(eq(staffUsers.id, id)).returning();
    await audit(tx, { by: { id }, action: 'staff.setLanguage', subjectType: 'staff', subjectId: id, before, after: { language }, at: now });
    return toMember(row!);
  });
}
