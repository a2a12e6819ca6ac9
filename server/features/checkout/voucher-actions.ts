import { and, eq, inArray, sql } from 'drizzle-orm';
import { planAddVoucher } from '../../../shared/domain';
import { basketVouchers, vouchers } from '../../db/schema';
import type { ServiceContext } from '../../http/context';
import { HttpError, notFound } from '../../http/http-error';
import { requireBasketId } from '../basket/basket-actions';
import { basketRow, priceBasket, usesBy, voucherColumns } from '../basket/priced-basket';
import { voucherRefusalText } from '../basket/voucher-text';

/**
 * Adds a code to the basket after the voucher rules of shared/domain: a refusal answers 422 with
 * its reason in fields.code; a conflict with codes that cannot be combined answers 409 unless
 * forced, when the conflicting codes are replaced.
 */
export async function addVoucherCode(ctx: ServiceContext, code: string, force: boolean): Promise<void> {
  const { db, locale, now } = ctx;
  const basketId = await requireBasketId(ctx);
  const basket = await basketRow(db, basketId);
  if (!basket) throw notFound('basket');
  const priced = await priceBasket(ctx, basket);
  const [voucher] = await db
    .select(voucherColumns)
    .from(vouchers)
    .where(and(eq(sql`lower(${vouchers.code})`, code.toLowerCase()), eq(vouchers.active, true)))
    .limit(1);
  const usesByCustomer = voucher && voucher.maxUsesPerCustomer !== null ? await usesBy(db, voucher.id, basket.customerId, priced.email) : 0;
  const present = priced.vouchers.map((v) => v.rule);
  const plan = planAddVoucher(
    voucher ?? null,
    present,
    { now, itemsRappen: priced.totals.itemsRappen - priced.totals.voucherSalesRappen, onlyVoucherSales: priced.totals.onlyVoucherSales, usesByCustomer },
    force,
  );
  if (plan.kind === 'refused') {
    const conflictCodes = present.filter((p) => plan.conflicts.includes(p.id)).map((p) => p.code);
    const message = voucherRefusalText(locale, plan.reason, voucher ?? null, conflictCodes);
    throw new HttpError(plan.reason === 'notCombinable' ? 'conflict' : 'unprocessable', message, { code: [message] });
  }
  const added = voucher as NonNullable<typeof voucher>;
  await db.transaction(async (tx) => {
    if (plan.replaces.length)
      await tx.delete(basketVouchers).where(and(eq(basketVouchers.basketId, basketId), inArray(basketVouchers.voucherId, [...plan.replaces])));
    await tx.insert(basketVouchers).values({ basketId, voucherId: added.id }).onConflictDoNothing();
  });
}

export async function removeVoucherCode(ctx: ServiceContext, basketVoucherId: number): Promise<void> {
  const basketId = await requireBasketId(ctx);
  const removed = await ctx.db
    .delete(basketVouchers)
    .where(and(eq(basketVouchers.id, basketVoucherId), eq(basketVouchers.basketId, basketId)))
    .returning({ id: basketVouchers.id });
  if (removed.length === 0) throw notFound('voucher');
}
