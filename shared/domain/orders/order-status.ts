import type { PaymentMethod } from '../payments/payment-methods';
import type { StaffRole } from '../staff/roles';
import { paymentHold, type ProductionHold } from './production-release';

/*
 * The life of an order: received -> paid -> in_production -> shipped, or cancelled before
 * production starts. Every change goes through `transition`, so the back office, the bank file
 * import and the payment provider all obey the same rules. Whether the money came is a fact of its
 * own beside the status: an invoice order is released for production when placed (the payment
 * method decides, production-release.ts), so it can be in production or shipped and be paid later.
 */

export const ORDER_STATUSES = ['received', 'paid', 'in_production', 'shipped', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_EVENTS = ['markPaid', 'startProduction', 'ship', 'cancel'] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

/** What an order's history records: its status changes, and refunds, which leave the status as it is. */
export const HISTORY_EVENTS = [...ORDER_EVENTS, 'refund'] as const;
export type HistoryEvent = (typeof HISTORY_EVENTS)[number];

/** What the rules read of an order. */
export interface OrderFacts {
  readonly status: OrderStatus;
  readonly paymentMethod: PaymentMethod;
  /** Whether its money came (or nothing was left to pay): orders.paid_at is set. */
  readonly paid: boolean;
}

interface Rule {
  /** The statuses the event starts from, each with the status it leads to. */
  readonly moves: Partial<Record<OrderStatus, OrderStatus>>;
  /** What must hold besides: the money not recorded yet, or production released by the payment method. */
  readonly needs?: 'unpaid' | 'released';
  /** Staff roles that may cause it; money and cancellations are the office's, the workshop moves the parcel. */
  readonly roles: readonly StaffRole[];
}

const RULES: Record<OrderEvent, Rule> = {
  // An invoice is paid after delivery: its money may come while the order is in production or shipped, which it stays.
  markPaid: { moves: { received: 'paid', in_production: 'in_production', shipped: 'shipped' }, needs: 'unpaid', roles: ['owner', 'office'] },
  startProduction: { moves: { received: 'in_production', paid: 'in_production' }, needs: 'released', roles: ['owner', 'office', 'production'] },
  ship: { moves: { in_production: 'shipped' }, roles: ['owner', 'office', 'production'] },
  // Once printing started the material is spent: stopping then is a matter for a person, not a button.
  cancel: { moves: { received: 'cancelled', paid: 'cancelled' }, roles: ['owner', 'office'] },
};

export type TransitionResult =
  | { ok: true; to: OrderStatus }
  | { ok: false; reason: 'notAllowedFrom' | 'roleNotAllowed' | 'alreadyPaid' }
  | { ok: false; reason: 'notReleased'; hold: ProductionHold };

/** The status an event leads to for `order`; a role is checked when a person causes it (null: the system). */
export function transition(order: OrderFacts, event: OrderEvent, role: StaffRole | null): TransitionResult {
  const rule = RULES[event];
  const to = rule.moves[order.status];
  if (to === undefined) return { ok: false, reason: 'notAllowedFrom' };
  if (rule.needs === 'unpaid' && order.paid) return { ok: false, reason: 'alreadyPaid' };
  const hold = rule.needs === 'released' ? paymentHold(order.paymentMethod, order.paid) : null;
  if (hold !== null) return { ok: false, reason: 'notReleased', hold };
  if (role !== null && !rule.roles.includes(role)) return { ok: false, reason: 'roleNotAllowed' };
  return { ok: true, to };
}

/** The events a staff member may cause on `order`, in the order of the order's life. */
export function possibleEvents(order: OrderFacts, role: StaffRole): OrderEvent[] {
  return ORDER_EVENTS.filter((event) => transition(order, event, role).ok);
}

/** Whether the order's items belong in the production queue: production may start, or has. */
export function releasedForProduction(order: OrderFacts): boolean {
  return order.status === 'in_production' || transition(order, 'startProduction', null).ok;
}

/** What an order that could go into production waits for (shown to the staff); null when nothing holds it. */
export function productionHold(order: OrderFacts): ProductionHold | null {
  const next = transition(order, 'startProduction', null);
  return !next.ok && next.reason === 'notReleased' ? next.hold : null;
}

/**
 * Shipping needs every item marked printed (the production queue's "Gedruckt"), so no order leaves
 * with an item never made; a staff member may still ship with a worded reason, which the audit log keeps.
 */
export function shipRefusal(unprintedItems: number, overrideReason: string): 'unprinted' | null {
  return unprintedItems > 0 && overrideReason.trim() === '' ? 'unprinted' : null;
}

/** Whether the customer is told of reaching this status by mail (the first one is the confirmation). */
export function isAnnounced(status: OrderStatus): status is Exclude<OrderStatus, 'received'> {
  return status !== 'received';
}
