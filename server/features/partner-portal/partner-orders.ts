import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { PartnerOrderRow, PartnerOrdersQuery } from '../../../shared/api/partner-portal';
import { includedVat } from '../../../shared/domain/checkout/vat';
import type { Locale } from '../../../shared/i18n/locales';
import { type LocalizedDoc, localize } from '../../../shared/i18n/localize';
import type { Db } from '../../db/database';
import { orderItems, orders, partnerLedger, products, productVersions } from '../../db/schema';

/**
 * An item's product name in the portal's language: the name of the product version that priced it,
 * else the product's current name (orders from before versions), else the stored name, which is in
 * the shopper's language (a product since deleted).
 */
function itemName(stored: string, versionName: unknown, currentName: unknown, locale: Locale): string {
  const name = versionName ?? currentName;
  return name === null || name === undefined ? stored : localize<string>(name as LocalizedDoc<string>, locale);
}

/**
 * A partner's attributed orders, newest first, as its portal shows them: never the shopper (the
 * order's e-mail and addresses are not even read). The net amount is the commission's base: the
 * goods less the discount and gift vouchers sold, without their VAT (shared/domain/partners/commission.ts).
 */
export async function partnerOrders(db: Db, partnerId: number, query: PartnerOrdersQuery, locale: Locale): Promise<{ orders: PartnerOrderRow[] }> {
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      createdAt: orders.createdAt,
      status: orders.status,
      itemsRappen: orders.itemsRappen,
      discountRappen: orders.discountRappen,
      voucherSalesRappen: orders.voucherSalesRappen,
      vatRateBp: orders.vatRateBp,
    })
    .from(orders)
    .where(and(eq(orders.partnerId, partnerId), query.before === undefined ? undefined : lt(orders.id, query.before)))
    .orderBy(desc(orders.id))
    .limit(query.limit);
  if (rows.length === 0) return { orders: [] };
  const ids = rows.map((row) => row.id);
  const [items, commissions] = await Promise.all([
    db
      .select({
        orderId: orderItems.orderId,
        storedName: orderItems.productName,
        versionName: sql<unknown>`${productVersions.definition}->'name'`,
        currentName: sql<unknown>`${products.definition}->'name'`,
        quantity: orderItems.quantity,
      })
      .from(orderItems)
      .leftJoin(productVersions, and(eq(productVersions.productId, orderItems.productId), eq(productVersions.version, orderItems.productVersion)))
      .leftJoin(products, eq(products.id, orderItems.productId))
      .where(inArray(orderItems.orderId, ids))
      .orderBy(orderItems.orderId, orderItems.position),
    db
      .select({ orderId: partnerLedger.orderId, commissionRappen: sql<number>`sum(${partnerLedger.commissionRappen})::int` })
      .from(partnerLedger)
      .where(and(eq(partnerLedger.partnerId, partnerId), inArray(partnerLedger.orderId, ids)))
      .groupBy(partnerLedger.orderId),
  ]);
  const commissionOf = new Map(commissions.map((row) => [row.orderId, row.commissionRappen]));
  return {
    orders: rows.map((row) => {
      const goods = Math.max(0, row.itemsRappen - row.discountRappen - row.voucherSalesRappen);
      return {
        id: row.id,
        number: row.number,
        createdAt: row.createdAt.toISOString(),
        products: items
          .filter((item) => item.orderId === row.id)
          .map((item) => ({ name: itemName(item.storedName, item.versionName, item.currentName, locale), quantity: item.quantity })),
        netRappen: goods - includedVat(goods, row.vatRateBp),
        status: row.status,
        commissionRappen: commissionOf.get(row.id) ?? null,
      };
    }),
  };
}
