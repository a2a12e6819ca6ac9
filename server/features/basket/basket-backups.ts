import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { Product } from '../../../shared/domain';
import { localize } from '../../../shared/i18n/localize';
import { basketBackups, basketItems, products } from '../../db/schema';
import type { WithBasketToken } from '../../http/basket-cookie';
import type { ServiceContext } from '../../http/context';
import { notFound } from '../../http/http-error';
import type { Visitor } from '../../http/visitor';
import { hashSecret } from '../../plugins/app/auth';
import { ensureBasket } from './basket-session';

/*
 * basketBackup: baskets a visitor or customer may want back. Kept 30 days, owned by the customer or
 * by the visitor's basket cookie (its hash), and restored by adding the items to the current
 * basket (they are priced anew when read), never by replacing it.
 */

export const BACKUP_DAYS = 30;

type Owner = { customerId: number } | { tokenHash: string };

function ownerOf(visitor: Visitor): Owner | null {
  if (visitor.customerId !== null) return { customerId: visitor.customerId };
  return visitor.basketToken !== null ? { tokenHash: hashSecret(visitor.basketToken) } : null;
}

function ownedAndFresh(owner: Owner, now: Date) {
  const since = new Date(now.getTime() - BACKUP_DAYS * 24 * 3600 * 1000);
  const who = 'customerId' in owner ? eq(basketBackups.customerId, owner.customerId) : eq(basketBackups.tokenHash, owner.tokenHash);
  return and(who, gt(basketBackups.createdAt, since));
}

export async function listBackups({ db, visitor, locale, now }: ServiceContext) {
  const owner = ownerOf(visitor);
  if (!owner) return { backups: [] };
  const rows = await db.select().from(basketBackups).where(ownedAndFresh(owner, now)).orderBy(desc(basketBackups.createdAt), desc(basketBackups.id)).limit(20);
  const productIds = [...new Set(rows.flatMap((row) => row.items.map((item) => item.productId)))];
  const names = new Map<string, string>();
  if (productIds.length) {
    for (const row of await db.select({ id: products.id, definition: products.definition }).from(products).where(inArray(products.id, productIds))) {
      names.set(row.id, Product.parse(localize(row.definition, locale)).name);
    }
  }
  return {
    backups: rows.map((row) => ({
      id: row.id,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
      count: row.items.length,
      items: row.items.map((item) => ({
        productId: item.productId,
        productName: names.get(item.productId) ?? item.productId,
        quantity: item.quantity,
        customerDetails: item.instruction.customerDetails ?? [],
      })),
    })),
  };
}

export async function restoreBackup(ctx: ServiceContext, backupId: number): Promise<WithBasketToken<void>> {
  const { db, now } = ctx;
  const owner = ownerOf(ctx.visitor);
  if (!owner) throw notFound('backup');
  const [backup] = await db
    .select()
    .from(basketBackups)
    .where(and(eq(basketBackups.id, backupId), ownedAndFresh(owner, now)))
    .limit(1);
  if (!backup) throw notFound('backup');
  const { basketId, basketToken } = await ensureBasket(ctx);
  // Restored items take the product's current version: the basket prices them anew.
  const versions = new Map((await db.select({ id: products.id, version: products.version }).from(products)).map((p) => [p.id, p.version]));
  const items = backup.items.flatMap((item) => {
    const productVersion = versions.get(item.productId);
    return productVersion === undefined ? [] : [{ ...item, productVersion, basketId }];
  });
  if (items.length) await db.insert(basketItems).values(items);
  return { value: undefined, basketToken };
}
