import type { OrderStatus } from '../orders/order-status';

/*
 * When a customer account can be anonymised (revDSG, art. 32: erasure on request): not while the
 * shop still owes the customer something or the customer owes the shop, since both need the person
 * to be reachable. Data in, data out.
 */

/** Statuses in which the shop still has work to do for the order. */
const OPEN_STATUSES: readonly OrderStatus[] = ['received', 'paid', 'in_production'];

/** Why an order keeps its customer from being anonymised, or null when it does not. */
export function openOrderReason(order: { status: OrderStatus; paid: boolean }): 'inProgress' | 'unpaid' | null {
  if (OPEN_STATUSES.includes(order.status)) return 'inProgress';
  // A shipped invoice order still waits for its money: the reminders need the address.
  if (order.status === 'shipped' && !order.paid) return 'unpaid';
  return null;
}
