import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { OrderConfirmation } from '../../../shared/api/checkout';
import { qrReference } from '../../../shared/domain';
import type { Db } from '../../db/database';
import { basketBackups, baskets, basketItems, orderItems, orders, printJobs, vouchers, voucherUsages } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { queueOrderConfirmation } from '../../mail/outbox';
import { hashSecret, newSecret } from '../../plugins/app/auth';
import { BASKET_COOKIE, findBasketId } from '../basket/basket-session';
import { missingForConfirm, type Providers } from '../basket/basket-view';
import { backupItems } from '../basket/customer-basket';
import { priceBasket, usesBy } from '../basket/priced-basket';
import { serverIntl } from '../../i18n/server-intl';
import { voucherRefusalText } from '../basket/voucher-text';
import { orderConfirmation, paymentOf, type OrderRow } from '../orders/order-views';
import { checkOrderLimits, countFailedAttempt, countOrder, type OrderLimitContext, recipientOf } from './order-limits';
import type { MessageKey } from '../../../shared/i18n/messages';

/** A confirm repeated this long after the order (a retry, a second click) answers the same order. */
const REPLAY_MS = 15 * 60 * 1000;

export interface ConfirmDeps {
  db: Db;
  providers: Providers;
  log: FastifyBaseLogger;
  ip: string;
  /** RATE_LIMIT_IP_FACTOR: multiplies the per-IP order limit. */
  ipLimitFactor: number;
}

type Placed = { order: OrderRow; created: boolean; accessToken: string | null };

function refuse(request: FastifyRequest, key: MessageKey, values?: Record<string, string>): never {
  throw new HttpError('conflict', serverIntl(request.locale).formatMessage({ id: key }, values));
}

/**
 * Places the order of the request's open basket. Every price, voucher and shipping is computed
 * anew inside one transaction that holds the basket row locked: a second confirm of the same
 * basket waits and then finds it ordered, so it answers the same order (orders.basket_id is unique
 * as well). Single-use vouchers are spent with a conditional update of their row, so under any
 * number of parallel confirms only as many orders as uses remain get the discount; the others fail
 * and nothing of theirs is kept.
 *
 * Orders are limited per basket, IP and recipient (order-limits.ts): checked before any work,
 * counted inside the order's transaction, so a replayed confirm is answered and never counted.
 */
export async function confirmCheckout(deps: ConfirmDeps, request: FastifyRequest, now: Date): Promise<OrderConfirmation> {
  const basketId = await findBasketId(deps.db, request);
  const hasItems = basketId !== null && (await itemTotal(deps.db, basketId)) > 0;
  let placed: Placed;
  if (!hasItems) {
    const replay = await recentOrder(deps.db, request, now);
    if (!replay) refuse(request, 'checkout.confirm.items');
    placed = { order: replay, created: false, accessToken: null };
  } else {
    const limits: OrderLimitContext = { db: deps.db, now, log: deps.log, ip: deps.ip, ipLimitFactor: deps.ipLimitFactor, locale: request.locale };
    const refused = await checkOrderLimits(limits, { basketId: basketId as number, recipient: await basketRecipient(deps.db, basketId as number) }).then(
      () => null,
      (error: unknown) => error,
    );
    if (refused !== null) {
      // A parallel confirm of this basket may have placed the order (and taken the last one of
      // the hour) since the basket was read: that order is the answer, not a refusal.
      const [existing] = await deps.db.select().from(orders).where(eq(orders.basketId, basketId as number)).limit(1);
      if (!existing) throw refused;
      placed = { order: existing, created: false, accessToken: null };
    } else {
      const attempt = { placing: false };
      try {
        placed = await deps.db.transaction((tx) => placeOrder(tx as unknown as Db, request, basketId as number, deps.providers, now, { ...limits, db: tx as unknown as Db }, attempt));
      } catch (error) {
        if (attempt.placing && !(error instanceof HttpError && error.code === 'rate_limited')) await countFailedAttempt(limits, basketId as number).catch(() => undefined);
        if (!(error instanceof HttpError)) await keepFailedCheckout(deps, basketId as number, now);
        throw error;
      }
    }
  }
  return orderConfirmation(placed.order, await paymentOf(placed.order, deps.providers), placed.accessToken);
}

/** The address an order of this basket would be mailed to, when the visitor gave one yet. */
async function basketRecipient(db: Db, basketId: number): Promise<string | null> {
  const [basket] = await db.select({ customerId: baskets.customerId, email: baskets.email }).from(baskets).where(eq(baskets.id, basketId));
  return basket ? recipientOf(db, basket) : null;
}

async function itemTotal(db: Db, basketId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(basketItems).where(eq(basketItems.basketId, basketId));
  return row?.n ?? 0;
}

/** The order a repeated confirm refers to: the visitor's cookie basket once ordered, or the customer's latest order. */
async function recentOrder(db: Db, request: FastifyRequest, now: Date): Promise<OrderRow | null> {
  const since = new Date(now.getTime() - REPLAY_MS);
  if (request.customerId !== null) {
    const [row] = await db.select().from(orders).where(and(eq(orders.customerId, request.customerId), gt(orders.createdAt, since))).orderBy(desc(orders.id)).limit(1);
    return row ?? null;
  }
  const token = request.cookies[BASKET_COOKIE];
  if (!token) return null;
  const [row] = await db
    .select({ order: orders })
    .from(orders)
    .innerJoin(baskets, eq(baskets.id, orders.basketId))
    .where(and(eq(baskets.tokenHash, hashSecret(token)), gt(orders.createdAt, since)))
    .limit(1);
  return row?.order ?? null;
}

async function placeOrder(
  tx: Db,
  request: FastifyRequest,
  basketId: number,
  providers: Providers,
  now: Date,
  limits: OrderLimitContext,
  attempt: { placing: boolean },
): Promise<Placed> {
  const [basket] = await tx.select().from(baskets).where(eq(baskets.id, basketId)).for('update');
  if (!basket) throw new HttpError('not_found');
  if (basket.status === 'ordered') {
    const [existing] = await tx.select().from(orders).where(eq(orders.basketId, basketId)).limit(1);
    if (existing) return { order: existing, created: false, accessToken: null };
  }
  if (basket.status !== 'open') throw new HttpError('not_found');
  // No replay from here on: this confirm tries to place a new order, and counts for the basket even if it fails.
  attempt.placing = true;

  const priced = await priceBasket(tx, basket, request.locale, now);
  const [missing] = missingForConfirm(priced, providers);
  if (missing === 'vouchers') {
    const refused = priced.vouchers.find((v) => v.refusal !== null);
    if (refused?.refusal) refuse(request, 'checkout.confirm.vouchers', { code: refused.rule.code, reason: voucherRefusalText(request.locale, refused.refusal, refused.rule) });
  }
  if (missing !== undefined) refuse(request, `checkout.confirm.${missing}`);
  const { totals } = priced;
  const shipping = totals.shipping as NonNullable<typeof totals.shipping>;

  const sequence = (await tx.execute(sql`select nextval('order_numbers')::text as n`)) as unknown as { rows: { n: string }[] };
  const number = (sequence.rows[0] as { n: string }).n;
  const accessToken = basket.customerId === null ? newSecret() : null;
  const [order] = await tx
    .insert(orders)
    .values({
      number,
      basketId,
      customerId: basket.customerId,
      email: priced.email as string,
      language: request.locale,
      billingAddress: priced.billingAddress as NonNullable<typeof priced.billingAddress>,
      deliveryAddress: priced.deliveryAddress as NonNullable<typeof priced.deliveryAddress>,
      comment: basket.comment,
      itemsRappen: totals.itemsRappen,
      discountRappen: totals.discountRappen,
      shippingRappen: totals.shippingRappen,
      totalRappen: totals.totalRappen,
      vatRappen: totals.vatRappen,
      vatRateBp: totals.vatRateBp,
      shippingOptionId: shipping.shippingOption_id,
      shippingOptionRateId: shipping.shippingOptionRate_id,
      shippingName: shipping.name,
      paymentMethod: basket.paymentMethod as 'invoice' | 'prepayment',
      qrReference: qrReference(number),
      accessTokenHash: accessToken === null ? null : hashSecret(accessToken),
      createdAt: now,
    })
    .returning();
  const created = order as OrderRow;

  const items = await tx
    .insert(orderItems)
    .values(
      priced.items.map((item, index) => ({
        orderId: created.id,
        position: index + 1,
        productId: item.row.productId,
        productName: item.line.productName,
        quantity: item.row.quantity,
        instruction: item.row.instruction,
        design: item.row.design,
        printdata: item.row.printdata,
        unitRappen: item.line.unitRappen,
        totalRappen: item.line.totalRappen,
        bulkFromAmount: item.line.bulkFromAmount,
      })),
    )
    .returning({ id: orderItems.id });
  await tx.insert(printJobs).values(items.map((item) => ({ orderItemId: item.id })));
  // The confirmation mail is queued with the order, so no crash or mail server outage can lose it.
  await queueOrderConfirmation(tx, created, accessToken);

  // In id order, so two orders spending the same codes never wait on each other in a circle.
  const spent = priced.vouchers.toSorted((a, b) => a.rule.id - b.rule.id);
  for (const { rule } of spent) await spendVoucher(tx, request, rule, created, totals.discounts.find((d) => d.voucherId === rule.id)?.amountRappen ?? 0);

  // Counted last, so the counters' rows stay locked only for the moment before the commit; a
  // refusal here (a parallel order took the last one) rolls the whole order back.
  await countOrder(limits, { basketId, recipient: created.email });
  await tx.update(baskets).set({ status: 'ordered', updatedAt: now }).where(eq(baskets.id, basketId));
  return { order: created, created: true, accessToken };
}

/**
 * Uses one voucher for the order. The conditional update locks the voucher's row and only counts
 * a use while one is left; parallel orders queue on the row and see the count of the one before.
 * The per-customer limit is counted after that lock, so it holds under races as well.
 */
async function spendVoucher(tx: Db, request: FastifyRequest, rule: { id: number; code: string; minOrderRappen: number; maxUsesPerCustomer: number | null }, order: OrderRow, discountRappen: number) {
  const updated = await tx
    .update(vouchers)
    .set({ usedCount: sql`${vouchers.usedCount} + 1` })
    .where(and(eq(vouchers.id, rule.id), eq(vouchers.active, true), sql`(${vouchers.maxUses} IS NULL OR ${vouchers.usedCount} < ${vouchers.maxUses})`))
    .returning({ id: vouchers.id });
  const reason = (refusal: 'usedUp' | 'usedByCustomer') => voucherRefusalText(request.locale, refusal, rule);
  if (updated.length === 0) refuse(request, 'checkout.confirm.vouchers', { code: rule.code, reason: reason('usedUp') });
  if (rule.maxUsesPerCustomer !== null && (await usesBy(tx, rule.id, order.customerId, order.email)) >= rule.maxUsesPerCustomer) {
    refuse(request, 'checkout.confirm.vouchers', { code: rule.code, reason: reason('usedByCustomer') });
  }
  await tx.insert(voucherUsages).values({ voucherId: rule.id, orderId: order.id, customerId: order.customerId, email: order.email, discountRappen });
}

/** A confirm that failed for a reason of ours: the basket stays open, and basketBackup keeps a copy to return to. */
async function keepFailedCheckout(deps: ConfirmDeps, basketId: number, now: Date): Promise<void> {
  try {
    const [basket] = await deps.db.select({ customerId: baskets.customerId, tokenHash: baskets.tokenHash }).from(baskets).where(eq(baskets.id, basketId));
    const items = await backupItems(deps.db, basketId);
    await deps.db.update(baskets).set({ checkoutFailedAt: now }).where(eq(baskets.id, basketId));
    if (basket && items.length && (basket.customerId !== null || basket.tokenHash !== null)) {
      await deps.db.insert(basketBackups).values({ customerId: basket.customerId, tokenHash: basket.tokenHash, reason: 'failed_checkout', items, createdAt: now });
    }
  } catch (error) {
    deps.log.error({ err: error, basketId }, 'could not keep the failed checkout');
  }
}
