import type { postOrderStatusSchemas } from '../order-status';
import { anyStaff } from '../../domain/staff/roles';
import type { Route } from '../route';

export const postOrderStatus: Route<typeof postOrderStatusSchemas> = {
  method: 'POST',
  path: '/api/admin/orders/:id/status',
  summary:
    "Moves an order one step of its life (received -> paid -> in_production -> shipped, or cancelled before production), by the rules of shared/domain/orders: an invoice order goes into production unpaid and is marked paid later (its status stays), a prepaid or online one waits for its money. 409 when the order is not in a status the event starts from (e.g. a second click), is already paid, waits for its money, or has items not marked printed and no `unprintedReason` to ship them; 403 when the staff member's role may not cause it, 400 for a missing cancellation reason or a parcel number that is not Swiss Post's; 422 when cancelling an order paid online and Stripe refuses to give the money back (the reason is in the message; the order stays as it was), 503 when Stripe cannot be reached. The customer is mailed in the order's language when the status changes. Answers the order's status and history.",
  tags: ['admin'],
  errors: [401, 403, 404, 409, 422],
  // Each role may cause some events (shared/domain/orders); which ones is checked per event.
  staff: anyStaff,
};
