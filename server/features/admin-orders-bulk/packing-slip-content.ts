import { asc, inArray } from 'drizzle-orm';
import type { AddressSnapshot, Design, PrintArea } from '../../../shared/domain';
import type { Locale } from '../../../shared/i18n/locales';
import type { Db } from '../../db/database';
import { orderItems } from '../../db/schema';
import { itemDetails } from '../invoice/invoice-content';
import type { OrderRow } from '../orders/order-views';

/** A design's thumbnail as JPEG, null for a design without an image (app.ts hands in the production's). */
export type DesignThumbnailJpeg = (printAreas: readonly PrintArea[], design: Design) => Promise<Buffer | null>;

interface PackingSlipItem {
  product: string;
  details: string;
  quantity: number;
  thumbnail: Buffer | null;
}

/** What one packing slip shows: never a price, as the parcel may be a present. */
export interface PackingSlip {
  number: string;
  language: Locale;
  placedAt: Date;
  deliverTo: AddressSnapshot;
  items: PackingSlipItem[];
}

/**
 * The slips of `selected` orders, in their order. A thumbnail that cannot be made (an image gone
 * from storage) leaves its item without a picture rather than the whole batch without slips.
 */
export async function packingSlips(db: Db, thumbnail: DesignThumbnailJpeg, selected: readonly OrderRow[]): Promise<PackingSlip[]> {
  const ids = selected.map((order) => order.id);
  const items = ids.length === 0 ? [] : await db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.position));
  return Promise.all(
    selected.map(async (order) => ({
      number: order.number,
      language: order.language,
      placedAt: order.createdAt,
      deliverTo: order.deliveryAddress,
      items: await Promise.all(
        items
          .filter((item) => item.orderId === order.id)
          .map(async (item) => ({
            product: item.productName,
            details: itemDetails(order.language, item),
            quantity: item.quantity,
            thumbnail: await thumbnail(item.instruction.printAreas ?? [], item.design).catch(() => null),
          })),
      ),
    })),
  );
}
