import type { StaffRole } from '../staff/roles';

/*
 * The life of an order: received -> paid -> in_production -> shipped, or cancelled before
 * production starts. Every change goes through `transition`, so the back office, the bank file
 * import and the payment provider all obey the same rules.
 */

export const ORDER_STATUSES = ['received', 'paid', 'in_production', 'shipped', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_EVENTS = ['markPaid', 'startProduction', 'ship', 'cancel'] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

/** What an order's history records: its status changes, and refunds, which leave the status as it is. */
export const HISTORY_EVENTS = [...ORDER_EVENTS, 'refund'] as const;
export type HistoryEvent = (typeof HISTORY_EVENTS)[number];

interface Rule {
  readonly from: readonly OrderStatus[];
  readonly to: OrderStatus;
  /** Staff roles that may cause it; money and cancellations are the office's, the workshop moves the parcel. */
  readonly roles: readonly StaffRole[];
}

const RULES: Record<OrderEvent, Rule> = {
  markPaid: { from: ['received'], to: 'paid', roles: ['owner', 'office'] },
  startProduction: { from: ['paid'], to: 'in_production', roles: ['owner', 'office', 'production'] },
  ship: { from: ['in_production'], to: 'shipped', roles: ['owner', 'office', 'production'] },
  // Once printing started the material is spent: stopping then is a matter for a person, not a button.
  cancel: { from: ['received', 'paid'], to: 'cancelled', roles: ['owner', 'office'] },
};

export type TransitionResult = { ok: true; to: OrderStatus } | { ok: false; reason: 'notAllowedFrom' | 'roleNotAllowed' };

/** The status an event leads to from `from`; a role is checked when a person causes it (null: the system). */
export function transition(from: OrderStatus, event: OrderEvent, role: StaffRole | null): TransitionResult {
  const rule = RULES[event];
  if (!rule.from.includes(from)) return { ok: false, reason: 'notAllowedFrom' };
  if (role !== null && !rule.roles.includes(role)) return { ok: false, reason: 'roleNotAllowed' };
  return { ok: true, to: rule.to };
}

/** The events a staff member may cause on an order in `status`, in the order of the order's life. */
export function possibleEvents(status: OrderStatus, role: StaffRole): OrderEvent[] {
  return ORDER_EVENTS.filter((event) => transition(status, event, role).ok);
}

/** The roles that may cause an event at all (for the API's role check before the order is read). */
export function rolesFor(event: OrderEvent): readonly StaffRole[] {
  return RULES[event].roles;
}

/** Whether the customer is told of reaching this status by mail (the first one is the confirmation). */
export function isAnnounced(status: OrderStatus): status is Exclude<OrderStatus, 'received'> {
  return status !== 'received';
}
