import { containing } from '../../db/like-pattern';
import { and, desc, eq, ilike, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import type { VoucherCreateInput, VoucherView } from '../../../shared/api/admin-vouchers';
import type { Db } from '../../db/database';
import { orders, voucherUsages, vouchers } from '../../db/schema';
import { HttpError, notFound } from '../../http/http-error';
import { violatedConstraint } from '../../db/violated-constraint';
import { audit } from '../audit/audit';
import type { StaffActor } from '../../http/require-staff';
import { randomCode } from '../gift-vouchers/issue-codes';

type VoucherRow = typeof vouchers.$inferSelect;

interface VoucherContext {
  db: Db;
  now: Date;
}

function voucherView(row: VoucherRow): VoucherView {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    percent: row.percent,
    amountRappen: row.amountRappen,
    minOrderRappen: row.minOrderRappen,
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    usedCount: row.usedCount,
    validFrom: row.validFrom?.toISOString() ?? null,
    validTill: row.validTill?.toISOString() ?? null,
    combinable: row.combinable,
    active: row.active,
    issuedForOrderItemId: row.issuedForOrderItemId,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface VoucherFilter {
  q?: string | undefined;
  active?: 'true' | 'false' | undefined;
  issued?: 'true' | 'false' | undefined;
  before?: number | undefined;
  limit: number;
}

export async function listVouchers(db: Db, filter: VoucherFilter): Promise<VoucherView[]> {
  const conditions: (SQL | undefined)[] = [
    filter.q ? ilike(vouchers.code, containing(filter.q)) : undefined,
    filter.active === undefined ? undefined : eq(vouchers.active, filter.active === 'true'),
    filter.issued === undefined ? undefined : filter.issued === 'true' ? isNotNull(vouchers.issuedForOrderItemId) : isNull(vouchers.issuedForOrderItemId),
    filter.before === undefined ? undefined : lt(vouchers.id, filter.before),
  ];
  const rows = await db
    .select()
    .from(vouchers)
    .where(and(...conditions))
    .orderBy(desc(vouchers.id))
    .limit(filter.limit);
  return rows.map(voucherView);
}

/** One code as staff wrote it, or `count` generated ones; a code that exists (without case) is refused whole. */
export async function createVouchers(ctx: VoucherContext, by: StaffActor, input: VoucherCreateInput, taken: string): Promise<VoucherView[]> {
  const codes = input.code !== undefined ? [input.code.toUpperCase()] : Array.from({ length: input.count ?? 1 }, () => randomCode(input.prefix ?? 'PA', 2));
  const values = codes.map((code) => ({
    code,
    kind: input.kind,
    percent: input.kind === 'percentage' ? (input.percent ?? null) : null,
    amountRappen: input.kind === 'percentage' ? null : (input.amountRappen ?? null),
    minOrderRappen: input.minOrderRappen,
    maxUses: input.maxUses,
    maxUsesPerCustomer: input.maxUsesPerCustomer,
    validFrom: input.validFrom === null ? null : new Date(input.validFrom),
    validTill: input.validTill === null ? null : new Date(input.validTill),
    combinable: input.combinable,
  }));
  try {
    const rows = await ctx.db.insert(vouchers).values(values).returning();
    const views = rows.map(voucherView);
    await audit(ctx.db, { by, action: 'voucher.create', subjectType: 'voucher', subjectId: views[0]?.id ?? 0, after: views, at: ctx.now });
    return views;
  } catch (error) {
    if (violatedConstraint(error) === 'vouchers_code_lower') throw new HttpError('conflict', taken);
    throw error;
  }
}

export async function disableVoucher(ctx: VoucherContext, by: StaffActor, id: number): Promise<VoucherView> {
  const [row] = await ctx.db.update(vouchers).set({ active: false }).where(eq(vouchers.id, id)).returning();
  if (!row) throw notFound('voucher');
  await audit(ctx.db, { by, action: 'voucher.disable', subjectType: 'voucher', subjectId: id, after: { active: false }, at: ctx.now });
  return voucherView(row);
}

export async function voucherUsageList(db: Db, id: number) {
  const [voucher] = await db.select({ id: vouchers.id }).from(vouchers).where(eq(vouchers.id, id));
  if (!voucher) throw notFound('voucher');
  const rows = await db
    .select({
      orderId: orders.id,
      orderNumber: orders.number,
      email: voucherUsages.email,
      discountRappen: voucherUsages.discountRappen,
      at: voucherUsages.createdAt,
    })
    .from(voucherUsages)
    .innerJoin(orders, eq(orders.id, voucherUsages.orderId))
    .where(eq(voucherUsages.voucherId, id))
    .orderBy(desc(voucherUsages.id))
    .limit(500);
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}
