import type { getAdminOrderSchemas, getAdminOrdersSchemas, getPrintFileSchemas } from '../admin-orders';
import { anyStaff } from '../../domain/staff/roles';
import type { Route } from '../route';

export const getAdminOrders: Route<typeof getAdminOrdersSchemas> = {
  method: 'GET',
  path: '/api/admin/orders',
  summary:
    "The staff's order list, newest first, searched (`q`: order number, e-mail address or name) and filtered (status, payment method, days placed from/to in Zurich time), a page at a time: `nextBefore` is the `before` of the next page.",
  tags: ['admin'],
  errors: [401, 403],
  staff: anyStaff,
};

export const getAdminOrder: Route<typeof getAdminOrderSchemas> = {
  method: 'GET',
  path: '/api/admin/orders/:id',
  summary:
    'One order for the staff: items (design thumbnails, print file state), addresses, payment, vouchers, comment and the mails written to the customer about it. 404 for an unknown order.',
  tags: ['admin'],
  errors: [401, 403, 404],
  staff: anyStaff,
};

export const getPrintFile: Route<typeof getPrintFileSchemas> = {
  method: 'GET',
  path: '/api/admin/print-files/:orderItemId',
  summary:
    "The print-ready PDF of one ordered item (full size with bleed and wrap), as application/pdf, an attachment named by order number, item, product and printed size ({order}-{item, two digits}-{product}-{width}x{height}mm.pdf, ASCII) so that the workshop's folder sorts by order: 404 for an unknown item and until the print file is made.",
  tags: ['admin'],
  errors: [401, 403, 404],
  staff: anyStaff,
};
