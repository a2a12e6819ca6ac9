import { timingSafeEqual } from 'node:crypto';
import { hashSecret } from '../../plugins/app/auth';
import type { OrderRow } from './order-views';

/** A customer sees only their own orders; a guest only the order whose access token they hold. */
export function mayRead(order: OrderRow, customerId: number | null, access: string | undefined): boolean {
  if (order.customerId !== null) return order.customerId === customerId;
  if (!access || order.accessTokenHash === null) return false;
  return timingSafeEqual(Buffer.from(hashSecret(access)), Buffer.from(order.accessTokenHash));
}
