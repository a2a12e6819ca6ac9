import type { ProductionItem } from '../../../shared/api/production-queue';

/** The workshop's view of an item: its print file ready to print, being made, failed, or the item printed. */
export const PRODUCTION_STATES = ['ready', 'making', 'failed', 'printed'] as const;
export type ProductionState = (typeof PRODUCTION_STATES)[number];

export function productionState(item: Pick<ProductionItem, 'printStatus' | 'printedAt'>): ProductionState {
  if (item.printedAt !== null) return 'printed';
  if (item.printStatus === 'done') return 'ready';
  if (item.printStatus === 'failed') return 'failed';
  return 'making';
}

export interface OrderGroup {
  orderId: number;
  orderNumber: string;
  orderStatus: ProductionItem['orderStatus'];
  items: ProductionItem[];
}

/** The items under their orders, in the queue's order (oldest order first). */
export function groupByOrder(items: readonly ProductionItem[]): OrderGroup[] {
  const groups = new Map<number, OrderGroup>();
  for (const item of items) {
    const group = groups.get(item.orderId) ?? { orderId: item.orderId, orderNumber: item.orderNumber, orderStatus: item.orderStatus, items: [] };
    group.items.push(item);
    groups.set(item.orderId, group);
  }
  return [...groups.values()];
}
