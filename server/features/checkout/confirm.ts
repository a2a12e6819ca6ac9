import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { OrderConfirmation } from '../../../shared/api/checkout';
import { qrReference } from '../../../shared/domain';
import type { Db } from '../../db/database';
import { basketBackups, baskets, basketItems, orderItems, orders, vouchers, voucherUsages } from '../../db/schema';
import { queuePrintFiles } from '../../jobs/print-file-jobs';
import { inTransaction, type ServiceContext } from '../../http/context';
import { HttpError, notFound } from '../../http/http-error';
import type { Visitor } from '../../http/visitor';
import type { Company } from '../../../shared/api/company';
import { queueOrderConfirmation } from '../../mail/outbox';
import { issueGiftVoucherCodes } from '../gift-vouchers/issue-codes';
import { recordPlaced } from '../orders/order-move';
import { hashSecret, newSecret } from '../../plugins/app/auth';
import { basketDelivery } from '../basket/basket-delivery';
import { findBasketId } from '../basket/basket-session';
import { missingForConfirm, type Providers } from '../basket/basket-view';
import { backupItems } from '../basket/customer-basket';
import { requireImages } from '../basket/design-refusal';
import { type PricedBasket, priceBasket, usesBy } from '../basket/priced-basket';
import { serverIntl } from '../../i18n/server-intl';
import { voucherRefusalText } from '../basket/voucher-text';
import { orderConfirmation, orderLines, paymentOf, type OrderRow } from '../orders/order-views';
import { checkOrderLimits, countFailedAttempt, countOrder, recipientOf } from './order-limits';
import type { MessageKey } from '../../../shared/i18n/messages';
import { isOnlineMethod } from '../../../shared/domain/payments/payment-methods';
import type { OnlinePayments } from '../online-payment/online-payment-plugin';
import type { Attributed, ReturnVisit } from '../../../shared/domain/partners/attribution';
import { orderAttribution } from '../partners/basket-attribution';

/** A confirm repeated this long after the order (a retry, a second click) answers the same order. */
const REPLAY_MS = 15 * 60 * 1000;

type Placed = { order: OrderRow; created: boolean; accessToken: string | null };

type Tx = ServiceContext & { db: Db };

function refuse(ctx: Pick<ServiceContext, 'locale'>, key: MessageKey, values?: Record<string, string>): never {
  throw new HttpError('conflict', serverIntl(ctx.locale).formatMessage({ id: key }, values));
}

/**
 * Places the order of the visitor's open basket. Every price, voucher and shipping is computed
 * anew inside one transaction that holds the basket row locked: a second confirm of the same
 * basket waits and then finds it ordered, so it answers the same order (orders.basket_id is unique
 * as well). Single-use vouchers are spent with a conditional update of their row, so under any
 * number of parallel confirms only as many orders as uses remain get the discount; the others fail
 * and nothing of theirs is kept.
 *
 * Orders are limited per basket, IP and recipient (order-limits.ts): checked before any work,
 * counted inside the order's transaction, so a replayed confirm is answered and never counted.
 * ctx.ipLimitFactor multiplies the per-IP order limit (RATE_LIMIT_IP_FACTOR).
 *
 * `returned` is the partner visit of the shopper's verified attribution cookie: it attributes an
 * order whose basket came through no partner's handover (shared/domain/partners/attribution.ts).
 */
export async function confirmCheckout(
  ctx: ServiceContext,
  providers: Providers,
  company: Company,
  online: OnlinePayments | null,
  returned: ReturnVisit | null,
): Promise<OrderConfirmation> {
  const basketId = await findBasketId(ctx);
  const placed =
    basketId !== null && (await itemTotal(ctx.db, basketId)) > 0
      ? await placeWithinLimits(ctx, providers, company, basketId, returned)
      : await replayedConfirm(ctx);
  if (online && isOnlineMethod(placed.order.paymentMethod) && placed.order.status === 'received') await openPaymentPage(ctx, online, placed);
  const lines = await orderLines(ctx.db, ctx.thumbnails, [placed.order.id]);
  return orderConfirmation(placed.order, await paymentOf(ctx.db, placed.order, providers), placed.accessToken, lines.get(placed.order.id) ?? []);
}

/**
 * The order's payment page, opened after the order is committed (a retried or parallel confirm
 * gets the same page). Stripe away is no reason to lose the order: it stays, unpaid, and the
 * confirmation offers "pay now".
 */
async function openPaymentPage(ctx: ServiceContext, online: OnlinePayments, placed: Placed): Promise<void> {
  await online.openPage(placed.order.id, placed.accessToken, ctx.log).catch((error: unknown) => {
    ctx.log.error({ err: error, orderId: placed.order.id }, 'the payment page could not be opened at confirm');
  });
}

/** A confirm without items: a retry or second click answers the order just placed, anything else is refused. */
async function replayedConfirm(ctx: ServiceContext): Promise<Placed> {
  const replay = await recentOrder(ctx.db, ctx.visitor, ctx.now);
  if (!replay) refuse(ctx, 'checkout.confirm.items');
  return { order: replay, created: false, accessToken: null };
}

async function placeWithinLimits(ctx: ServiceContext, providers: Providers, company: Company, basketId: number, returned: ReturnVisit | null): Promise<Placed> {
  const refused = await checkOrderLimits(ctx, { basketId, recipient: await basketRecipient(ctx.db, basketId) }).then(
    () => null,
    (error: unknown) => error,
  );
  if (refused !== null) {
    // A parallel confirm of this basket may have placed the order (and taken the last one of
    // the hour) since the basket was read: that order is the answer, not a refusal.
    const [existing] = await ctx.db.select().from(orders).where(eq(orders.basketId, basketId)).limit(1);
    if (!existing) throw refused;
    return { order: existing, created: false, accessToken: null };
  }
  const attempt = { placing: false };
  try {
    return await ctx.db.transaction((tx) => placeOrder(inTransaction(ctx, tx), { basketId, returned }, providers, company, attempt));
  } catch (error) {
    if (attempt.placing && !(error instanceof HttpError && error.code === 'rate_limited')) await countFailedAttempt(ctx, basketId).catch(() => undefined);
    if (!(error instanceof HttpError)) await keepFailedCheckout(ctx, basketId);
    throw error;
  }
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
async function recentOrder(db: Db, visitor: Visitor, now: Date): Promise<OrderRow | null> {
  const since = new Date(now.getTime() - REPLAY_MS);
  if (visitor.customerId !== null) {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.customerId, visitor.customerId), gt(orders.createdAt, since)))
      .orderBy(desc(orders.id))
      .limit(1);
    return row ?? null;
  }
  if (visitor.basketToken === null) return null;
  const [row] = await db
    .select({ order: orders })
    .from(orders)
    .innerJoin(baskets, eq(baskets.id, orders.basketId))
    .where(and(eq(baskets.tokenHash, hashSecret(visitor.basketToken)), gt(orders.createdAt, since)))
    .limit(1);
  return row?.order ?? null;
}

/** Inside the order's transaction: lock, price, write the order and its work, spend the codes, count, close the basket. */
async function placeOrder(
  tx: Tx,
  { basketId, returned }: { basketId: number; returned: ReturnVisit | null },
  providers: Providers,
  company: Company,
  attempt: { placing: boolean },
): Promise<Placed> {
  const locked = await lockOpenBasket(tx, basketId);
  if ('order' in locked) return locked;
  // No replay from here on: this confirm tries to place a new order, and counts for the basket even if it fails.
  attempt.placing = true;

  const priced = await priceForOrder(tx, locked.basket, providers);
  const accessToken = locked.basket.customerId === null ? newSecret() : null;
  const attributed = await orderAttribution(tx.db, locked.basket, returned, tx.now);
  const inserted = await insertOrder(tx, priced, accessToken, attributed);
  await insertItemsAndPrintJobs(tx, inserted, priced);
  const order = await recordPlaced(tx.db, inserted, priced.totals.amountDueRappen === 0, tx.now);
  if (order.status === 'paid') await issueGiftVoucherCodes(tx.db, order.id, company);
  // The confirmation mail is queued with the order, so no crash or mail server outage can lose it.
  await queueOrderConfirmation(tx.db, order, accessToken);
  await spendVouchers(tx, order, priced);

  // Counted last, so the counters' rows stay locked only for the moment before the commit; a
  // refusal here (a parallel order took the last one) rolls the whole order back.
  await countOrder(tx, { basketId, recipient: order.email });
  await tx.db.update(baskets).set({ status: 'ordered', updatedAt: tx.now }).where(eq(baskets.id, basketId));
  return { order, created: true, accessToken };
}

/** The basket row locked for this confirm, or the order a confirm before this one placed of it. */
async function lockOpenBasket(tx: Tx, basketId: number): Promise<{ basket: typeof baskets.$inferSelect } | Placed> {
  const [basket] = await tx.db.select().from(baskets).where(eq(baskets.id, basketId)).for('update');
  if (!basket) throw notFound('basket');
  if (basket.status === 'ordered') {
    const [existing] = await tx.db.select().from(orders).where(eq(orders.basketId, basketId)).limit(1);
    if (existing) return { order: existing, created: false, accessToken: null };
  }
  if (basket.status !== 'open') throw notFound('basket');
  return { basket };
}

/**
 * The basket priced anew; 422 for an item without the picture its product prints (every item that
 * prints reaches the order with its picture, so its print file has something to print), else 409
 * naming the first thing confirm still misses.
 */
async function priceForOrder(tx: Tx, basket: typeof baskets.$inferSelect, providers: Providers): Promise<PricedBasket> {
  const priced = await priceBasket(tx, basket);
  for (const item of priced.items) if (item.product) requireImages(tx.locale, item.product, item.row.design, 'item');
  const [missing] = missingForConfirm(priced, providers);
  if (missing === 'vouchers') {
    const refused = priced.vouchers.find((v) => v.refusal !== null);
    if (refused?.refusal)
      refuse(tx, 'checkout.confirm.vouchers', { code: refused.rule.code, reason: voucherRefusalText(tx.locale, refused.refusal, refused.rule) });
  }
  if (missing !== undefined) refuse(tx, `checkout.confirm.${missing}`);
  return priced;
}

async function insertOrder(tx: Tx, priced: PricedBasket, accessToken: string | null, attributed: Attributed | null): Promise<OrderRow> {
  const { basket, totals } = priced;
  const shipping = totals.shipping as NonNullable<typeof totals.shipping>;
  const sequence = await tx.db.execute<{ n: string }>(sql`select nextval('order_numbers')::text as n`);
  const number = (sequence.rows[0] as { n: string }).n;
  const [order] = await tx.db
    .insert(orders)
    .values({
      number,
      basketId: basket.id,
      customerId: basket.customerId,
      email: priced.email as string,
      language: tx.locale,
      billingAddress: priced.billingAddress as NonNullable<typeof priced.billingAddress>,
      deliveryAddress: priced.deliveryAddress as NonNullable<typeof priced.deliveryAddress>,
      comment: basket.comment,
      itemsRappen: totals.itemsRappen,
      discountRappen: totals.discountRappen,
      shippingRappen: totals.shippingRappen,
      totalRappen: totals.totalRappen,
      voucherSalesRappen: totals.voucherSalesRappen,
      vatRappen: totals.vatRappen,
      vatRateBp: totals.vatRateBp,
      paidByVouchersRappen: totals.paidByVouchersRappen,
      shippingOptionId: shipping.shippingOption_id,
      shippingOptionRateId: shipping.shippingOptionRate_id,
      shippingName: shipping.name,
      paymentMethod: basket.paymentMethod as NonNullable<typeof basket.paymentMethod>,
      qrReference: qrReference(number),
      accessTokenHash: accessToken === null ? null : hashSecret(accessToken),
      // Fixed at confirm, so the page, the mail and self-care name the same day however the catalogue changes later.
      expectedDelivery: basketDelivery(priced, tx.now),
      partnerId: attributed?.partnerId ?? null,
      attribution: attributed?.attribution ?? null,
      statusChangedAt: tx.now,
      createdAt: tx.now,
    })
    .returning();
  return order as OrderRow;
}

async function insertItemsAndPrintJobs(tx: Tx, order: OrderRow, priced: PricedBasket): Promise<void> {
  const items = await tx.db
    .insert(orderItems)
    .values(
      priced.items.map((item, index) => ({
        orderId: order.id,
        position: index + 1,
        productId: item.row.productId,
        productName: item.line.productName,
        productVersion: item.row.productVersion,
        quantity: item.row.quantity,
        // The item was checked in the language of the page it was added on; the order speaks its own.
        instruction: { ...item.row.instruction, customerDetails: item.line.customerDetails },
        design: item.row.design,
        printdata: item.row.printdata,
        qualityConfirmed: item.row.qualityConfirmed,
        unitRappen: item.line.unitRappen,
        totalRappen: item.line.totalRappen,
        bulkFromAmount: item.line.bulkFromAmount,
      })),
    )
    .returning({ id: orderItems.id });
  // A gift voucher's card carries its code, which exists once the order is paid: issuing the codes queues its print job.
  const printed = items.filter((_, index) => priced.items[index]?.product?.voucherValue === undefined);
  await queuePrintFiles(
    tx.db,
    printed.map((item) => item.id),
  );
}

async function spendVouchers(tx: Tx, order: OrderRow, { vouchers: present, totals }: PricedBasket): Promise<void> {
  // In id order, so two orders spending the same codes never wait on each other in a circle.
  const spent = present.toSorted((a, b) => a.rule.id - b.rule.id);
  const amounts = [...totals.discounts, ...totals.payments];
  for (const { rule } of spent) await spendVoucher(tx, rule, order, amounts.find((d) => d.voucherId === rule.id)?.amountRappen ?? 0);
}

/**
 * Uses one voucher for the order. The conditional update locks the voucher's row and only counts
 * a use while one is left; parallel orders queue on the row and see the count of the one before.
 * The per-customer limit is counted after that lock, so it holds under races as well.
 */
async function spendVoucher(
  { db: tx, locale }: Tx,
  rule: { id: number; code: string; minOrderRappen: number; maxUsesPerCustomer: number | null },
  order: OrderRow,
  discountRappen: number,
) {
  const updated = await tx
    .update(vouchers)
    .set({ usedCount: sql`${vouchers.usedCount} + 1` })
    .where(and(eq(vouchers.id, rule.id), eq(vouchers.active, true), sql`(${vouchers.maxUses} IS NULL OR ${vouchers.usedCount} < ${vouchers.maxUses})`))
    .returning({ id: vouchers.id });
  const reason = (refusal: 'usedUp' | 'usedByCustomer') => voucherRefusalText(locale, refusal, rule);
  if (updated.length === 0) refuse({ locale }, 'checkout.confirm.vouchers', { code: rule.code, reason: reason('usedUp') });
  if (rule.maxUsesPerCustomer !== null && (await usesBy(tx, rule.id, order.customerId, order.email)) >= rule.maxUsesPerCustomer) {
    refuse({ locale }, 'checkout.confirm.vouchers', { code: rule.code, reason: reason('usedByCustomer') });
  }
  await tx.insert(voucherUsages).values({ voucherId: rule.id, orderId: order.id, customerId: order.customerId, email: order.email, discountRappen });
}

/** A confirm that failed for a reason of ours: the basket stays open, and basketBackup keeps a copy to return to. */
async function keepFailedCheckout(ctx: ServiceContext, basketId: number): Promise<void> {
  const { now } = ctx;
  try {
    const [basket] = await ctx.db.select({ customerId: baskets.customerId, tokenHash: baskets.tokenHash }).from(baskets).where(eq(baskets.id, basketId));
    const items = await backupItems(ctx.db, basketId);
    await ctx.db.update(baskets).set({ checkoutFailedAt: now }).where(eq(baskets.id, basketId));
    if (basket && items.length && (basket.customerId !== null || basket.tokenHash !== null)) {
      await ctx.db
        .insert(basketBackups)
        .values({ customerId: basket.customerId, tokenHash: basket.tokenHash, reason: 'failed_checkout', items, createdAt: now });
    }
  } catch (error) {
    ctx.log.error({ err: error, basketId }, 'could not keep the failed checkout');
  }
}
