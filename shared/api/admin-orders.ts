import { z } from 'zod/mini';
import { OrderAttribution } from './attribution';
import { OrderLine, rappen } from './basket-view';
import { OrderDetail, PdfFile } from './checkout';
import { endpointsTagged } from './endpoint';
import { OrderStatusView } from './order-status';
import { BACKLOG_FILTERS, INVOICE_AGE_KEYS, WAITING_REASONS } from '../domain/cockpit/cockpit-rules';
import { ORDER_STATUSES } from '../domain/orders/order-status';
import { PAYMENT_METHODS } from '../domain/payments/payment-methods';
import { REMINDER_STEPS } from '../domain/payments/payment-reminders';
import { IdParams, pageQuery, rowId } from './id-params';
import { orderHead } from './selfcare';
import { singleLineText } from './text';
import * as routes from './routes/admin-orders';

const endpoint = endpointsTagged('admin');

/** The statuses an order can have (the order list filters by them). */
export const OrderStatus = z.enum(ORDER_STATUSES);
export const orderPaymentMethods = PAYMENT_METHODS;
/** The list's cancelled filter: `false` leaves cancelled orders out (as the cockpit's figures do), `true` lists only them. */
export const CANCELLED_FILTERS = ['false', 'true'] as const;

export const AdminOrderSummary = z.object({
  ...orderHead,
  email: z.string(),
  /** The billing address's person (and company, when there is one). */
  customerName: z.string(),
  customerId: z.nullable(z.number().check(z.int())),
  totalRappen: rappen,
  paymentMethod: z.string(),
  shippingName: z.string(),
  itemCount: z.number().check(z.int()),
  /** Print files of the order's items that are ready. */
  printFilesDone: z.number().check(z.int()),
  /** Print files the order needs: its items less those that print nothing (a sample set). */
  printFilesTotal: z.number().check(z.int()),
  /** The items, each with the thumbnail of its design. */
  items: z.array(OrderLine),
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummary>;

export const AdminOrderList = z.object({
  orders: z.array(AdminOrderSummary),
  /** The `before` of the next (older) page; null on the last page. */
  nextBefore: z.nullable(z.number().check(z.int())),
});
export type AdminOrderList = z.infer<typeof AdminOrderList>;

/** A calendar day asked for: PostgreSQL has no year 0 (nor any before it), so none is taken. */
const askedDay = () => z.iso.date().check(z.refine((day) => day >= '0001-01-01', 'a day from the year 1 on'));

export const AdminOrdersQuery = z.strictObject({
  /** Part of an order number, an e-mail address, a billing or delivery name, company, postcode or town, the QR reference or the tracking number (case-insensitive). */
  q: z.optional(singleLineText().check(z.trim(), z.maxLength(100))),
  status: z.optional(OrderStatus),
  payment: z.optional(z.enum(orderPaymentMethods)),
  /** Placed on or after this day (Zurich calendar day). */
  from: z.optional(askedDay()),
  /** Placed on or before this day (Zurich calendar day). */
  to: z.optional(askedDay()),
  cancelled: z.optional(z.enum(CANCELLED_FILTERS)),
  /** The cockpit's figures as filters: open invoices of one age, the production backlog of one slice of promised days, orders waiting for a person for one reason. */
  invoiceAge: z.optional(z.enum(INVOICE_AGE_KEYS)),
  backlog: z.optional(z.enum(BACKLOG_FILTERS)),
  waiting: z.optional(z.enum(WAITING_REASONS)),
  ...pageQuery,
});
export type AdminOrdersQuery = z.input<typeof AdminOrdersQuery>;
export type AdminOrdersFilter = z.output<typeof AdminOrdersQuery>;

export const getAdminOrdersSchemas = { query: AdminOrdersQuery, response: AdminOrderList };
export const getAdminOrders = endpoint(routes.getAdminOrders, getAdminOrdersSchemas, {
  summary:
    "The staff's order list, newest first, searched (`q`: order number, e-mail address, name, company, postcode, town, QR reference or tracking number) and filtered (status, payment method, days placed from/to in Zurich time, cancelled or not, and the cockpit's figures: invoice age, backlog slice, reason waiting for a person), a page at a time: `nextBefore` is the `before` of the next page.",
});

/** A mail the shop wrote about the order (mail outbox), as staff see it: never its text or links. */
export const OrderMail = z.object({
  id: z.number().check(z.int()),
  recipient: z.string(),
  /** Null while the worker has not written it yet. */
  subject: z.nullable(z.string()),
  status: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  sentAt: z.nullable(z.string()),
});

/** A payment reminder step of an unpaid invoice (shared/domain/payments/payment-reminders.ts): a mail sent, or listed for a person. */
export const OrderReminder = z.object({
  step: z.enum(REMINDER_STEPS),
  feeRappen: rappen,
  /** The day the reminder asked the money by (YYYY-MM-DD). */
  payBy: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
});

export const AdminOrderDetail = z.extend(OrderDetail, {
  customerId: z.nullable(z.number().check(z.int())),
  mails: z.array(OrderMail),
  /** The payment reminders taken, oldest first (invoice orders left unpaid). */
  reminders: z.array(OrderReminder),
  /** Every step of the order's life with who took it and why (the customer's `history` without names). */
  statusHistory: OrderStatusView.shape.history,
  progress: OrderStatusView.shape.progress,
  /** Where the order came from: a partner's widget or a shopper back from one within the window; null for the shop's own. */
  attribution: z.nullable(OrderAttribution),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>;

export const getAdminOrderSchemas = { params: IdParams, response: AdminOrderDetail };
export const getAdminOrder = endpoint(routes.getAdminOrder, getAdminOrderSchemas, {
  summary:
    'One order for the staff: items (design thumbnails, print file state), addresses, payment, vouchers, comment and the mails written to the customer about it. 404 for an unknown order.',
});

export const PrintFileParams = z.strictObject({ orderItemId: rowId() });

export const getPrintFileSchemas = { params: PrintFileParams, response: PdfFile };
export const getPrintFile = endpoint(routes.getPrintFile, getPrintFileSchemas, {
  summary:
    "The print-ready PDF of one ordered item (full size with bleed and wrap), as application/pdf, an attachment named by order number, item, product and printed size ({order}-{item, two digits}-{product}-{width}x{height}mm.pdf, ASCII) so that the workshop's folder sorts by order: 404 for an unknown item and until the print file is made. A file that failed its preflight (its job failed) is served too, for staff to see why.",
});
