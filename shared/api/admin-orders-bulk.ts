import { z } from 'zod/mini';
import { AdminOrdersQuery } from './admin-orders';
import { PdfFile } from './checkout';
import { endpointsTagged } from './endpoint';
import { multiLineText, singleLineText } from './text';
import * as routes from './routes/admin-orders-bulk';

const endpoint = endpointsTagged('admin');

/** The most orders one bulk action works on: a day's shipping of a small shop, with room to spare. */
export const BULK_MAX = 500;

/**
 * The orders a bulk action works on: those ticked (`ids`, comma-separated), or else every order
 * the list's filter finds (newest first, at most BULK_MAX).
 */
export const OrderSelection = z.strictObject({
  // Nine digits at most: an order id is a PostgreSQL integer (ten digits could pass its 2 147 483 647).
  ids: z.optional(z.string().check(z.regex(new RegExp(`^\\d{1,9}(,\\d{1,9}){0,${BULK_MAX - 1}}$`)))),
  q: AdminOrdersQuery.shape.q,
  status: AdminOrdersQuery.shape.status,
  payment: AdminOrdersQuery.shape.payment,
  from: AdminOrdersQuery.shape.from,
  to: AdminOrdersQuery.shape.to,
  cancelled: AdminOrdersQuery.shape.cancelled,
  invoiceAge: AdminOrdersQuery.shape.invoiceAge,
  backlog: AdminOrdersQuery.shape.backlog,
  waiting: AdminOrdersQuery.shape.waiting,
});
export type OrderSelection = z.infer<typeof OrderSelection>;

/** One order a bulk action changed. */
const BulkDone = z.object({ orderId: z.number().check(z.int()), number: z.string() });

/** One order (or pasted line) a bulk action left as it was, and why, in the request's language. */
const BulkRefused = z.object({
  orderId: z.nullable(z.number().check(z.int())),
  /** The order's number, or the pasted line's text when no order was read from it. */
  number: z.string(),
  reason: z.string(),
});

/** What a bulk action did: each order changed completely or not at all. */
export const BulkResult = z.object({ done: z.array(BulkDone), refused: z.array(BulkRefused) });
export type BulkResult = z.infer<typeof BulkResult>;

export const postBulkStartProductionSchemas = { body: OrderSelection, response: BulkResult };
export const postBulkStartProduction = endpoint(routes.postBulkStartProduction, postBulkStartProductionSchemas, {
  summary:
    'Starts production of the selected orders, each by the rules of POST /api/admin/orders/{id}/status (event startProduction) in a transaction of its own, audited and mailed as one at a time would be. Answers which orders moved and which were refused with the reason (in the request’s language).',
});

export const postBulkRemindersSchemas = { body: OrderSelection, response: BulkResult };
export const postBulkReminders = endpoint(routes.postBulkReminders, postBulkRemindersSchemas, {
  summary:
    'Sends each selected order the payment reminder due today (the first with a fresh QR-bill, the second with its fee, or lists the order for a person), by the rules and in the language of the scheduled reminder run, at once: each order in a transaction of its own, audited under the staff member. Orders not paid by invoice, paid, cancelled, already listed for a person or with no step due yet are refused with the reason (in the request’s language).',
});

export const BulkShip = z.strictObject({
  /** Pasted lines or a CSV file's text: "order number, tracking number" a line (shared/domain/orders/tracking-lines.ts). */
  lines: multiLineText().check(z.maxLength(100_000)),
  /** Why items not marked printed go out anyway, for every order of the list (kept in each one's audit entry). */
  unprintedReason: z.optional(singleLineText().check(z.maxLength(500))),
});
export type BulkShip = z.infer<typeof BulkShip>;

export const postBulkShipSchemas = { body: BulkShip, response: BulkResult };
export const postBulkShip = endpoint(routes.postBulkShip, postBulkShipSchemas, {
  summary:
    'Marks orders shipped from pasted lines or a CSV file’s text, "order number, tracking number" a line (comma, semicolon or tab; a header line is skipped): each order by the rules of the ship event, in a transaction of its own. Unreadable lines, unknown order numbers, an order listed twice and orders the rules refuse are answered as refused with the reason; the others are shipped.',
});

export const getPackingSlipsSchemas = {
  query: z.extend(OrderSelection, { format: z._default(z.enum(['a4', 'a6']), 'a4') }),
  response: PdfFile,
};
export const getPackingSlips = endpoint(routes.getPackingSlips, getPackingSlipsSchemas, {
  summary:
    'The packing slips of the selected orders as one PDF, a page per order (A4, or A6 for a label printer): the delivery address, the items with their design thumbnails and a Code 128 of the order number, each slip in its order’s language. 404 when the selection finds no order.',
  errors: [404],
});

const CsvFile = z.string().register(z.globalRegistry, { format: 'binary', contentMediaType: 'text/csv' });

export const getOrdersExportSchemas = { query: OrderSelection, response: CsvFile };
export const getOrdersExport = endpoint(routes.getOrdersExport, getOrdersExportSchemas, {
  summary:
    'The selected orders as CSV (UTF-8 with BOM, so that Excel reads the accents), one line per order: number, date, status, payment method, name, e-mail, delivery address, total in CHF and tracking number.',
});
