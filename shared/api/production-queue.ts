import { z } from 'zod/mini';
import { ORDER_STATUSES } from '../domain/orders/order-status';
import { OrderLine } from './basket-view';
import { endpointsTagged } from './endpoint';
import { PrintFileParams } from './admin-orders';
import { Preflight } from './preflight';
import * as routes from './routes/production-queue';

const endpoint = endpointsTagged('admin');

/** Why a print file could not be made: the shopper's stored photo is missing, the file failed its preflight, or anything else (the detail says what). */
export const PRINT_FAILURES = ['photoMissing', 'preflight', 'other'] as const;
export type PrintFailure = (typeof PRINT_FAILURES)[number];

/** One ordered item as the workshop works it: its print file's state, and whether it is printed. */
export const ProductionItem = z.object({
  orderItemId: z.number().check(z.int()),
  orderId: z.number().check(z.int()),
  orderNumber: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  line: OrderLine,
  /** The print file: being made (pending, running), ready (done), or failed (error says why; retry). */
  printStatus: z.enum(['pending', 'running', 'done', 'failed']),
  /** Why it failed, for staff in their language; printError is the technical detail. */
  printFailure: z.nullable(z.enum(PRINT_FAILURES)),
  printError: z.nullable(z.string()),
  attempts: z.number().check(z.int()),
  /** The preflight of the file last made (also of one that failed it); null before the first or for an item without a file. */
  preflight: z.nullable(Preflight),
  printedAt: z.nullable(z.iso.datetime()),
});
export type ProductionItem = z.infer<typeof ProductionItem>;

export const ProductionQueue = z.object({
  /** The items of paid orders and orders in production, oldest order first. */
  items: z.array(ProductionItem),
});
export type ProductionQueue = z.infer<typeof ProductionQueue>;

export const getProductionQueueSchemas = { response: ProductionQueue };
export const getProductionQueue = endpoint(routes.getProductionQueue, getProductionQueueSchemas, {
  summary:
    'The workshop’s queue: every item of the orders released for production by their payment method (paid, or an invoice at once; shared/domain/orders/production-release.ts) and of those in production (oldest first, at most 500), with its print file’s state and whether it is printed. An order whose items are all printed is ready to ship.',
});

export const postPrintRetrySchemas = { params: PrintFileParams, response: ProductionItem };
export const postPrintRetry = endpoint(routes.postPrintRetry, postPrintRetrySchemas, {
  summary: 'Makes a failed print file again now (409 unless it failed).',
  errors: [409],
});

export const postItemPrintedSchemas = { params: PrintFileParams, response: ProductionItem };
export const postItemPrinted = endpoint(routes.postItemPrinted, postItemPrintedSchemas, {
  summary:
    'The workshop printed an item (its print file must be ready; once only, 409 after). The first item printed of an order released for production moves the order into production.',
  errors: [409],
});
