/*
 * The roles of the shop's staff. The owner runs the shop and its staff; the office works orders,
 * payments and customers; production prints and ships. Which role may call which back-office
 * operation is declared on each operation of the API contract (shared/api, `staff`).
 */
export const staffRoles = ['owner', 'office', 'production'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Every role: operations every staff member may use (their own session, the order list). */
export const anyStaff: readonly StaffRole[] = staffRoles;
/** Money and customers: payments, bank files, vouchers. */
export const officeStaff: readonly StaffRole[] = ['owner', 'office'];
/** The owner alone: the staff accounts. */
export const ownerOnly: readonly StaffRole[] = ['owner'];
