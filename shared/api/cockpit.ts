import { z } from 'zod/mini';
import {
  BACKLOG_SLICE_KEYS,
  type BacklogFilter,
  INVOICE_AGE_KEYS,
  type InvoiceAge,
  WAITING_REASONS,
  type WaitingReason,
} from '../domain/cockpit/cockpit-rules';
import type { AdminOrdersQuery } from './admin-orders';
import { rappen } from './basket-view';
import { endpointsTagged } from './endpoint';
import * as routes from './routes/cockpit';

const endpoint = endpointsTagged('admin');

const count = () => z.number().check(z.int(), z.nonnegative());

/** Orders placed in a period (cancelled ones left out) and their revenue net of VAT, gift vouchers sold apart. */
export const CockpitPeriod = z.object({ orders: count(), netRappen: rappen, voucherSalesRappen: rappen });
export type CockpitPeriod = z.infer<typeof CockpitPeriod>;

export const CockpitDay = z.object({ day: z.iso.date(), orders: count(), netRappen: rappen });
export type CockpitDay = z.infer<typeof CockpitDay>;

export const Cockpit = z.object({
  /** The Zurich calendar day the figures are of, and the first of its month. */
  today: z.iso.date(),
  monthStart: z.iso.date(),
  todays: CockpitPeriod,
  months: CockpitPeriod,
  /** Invoices not paid yet (of orders not cancelled), by days past their due date: the amount still due. */
  invoices: z.array(z.object({ age: z.enum(INVOICE_AGE_KEYS), count: count(), amountRappen: rappen })),
  /** Bank credits the import could not match, waiting for a person. */
  unmatchedCredits: z.object({ count: count(), amountRappen: z.number().check(z.int()) }),
  /** Orders released for production and not shipped, by their promised delivery day (late first); `undated` those without one. */
  backlog: z.array(z.object({ slice: z.enum(BACKLOG_SLICE_KEYS), count: count() })),
  backlogUndated: count(),
  /** Orders waiting for a person, by why (an order may wait for more than one reason). */
  waiting: z.array(z.object({ reason: z.enum(WAITING_REASONS), count: count() })),
  /** Every day of the revenue chart, oldest first, today last. */
  revenue: z.array(CockpitDay),
});
export type Cockpit = z.infer<typeof Cockpit>;

/** The order list's query each cockpit figure links to: the list's conditions are the figure's (server/features/cockpit/order-conditions.ts), so it lists exactly the orders counted. */
export const cockpitLists = {
  /** Placed from one Zurich day to another, cancelled orders left out as the period's figures leave them. */
  period: (from: string, to: string) => ({ from, to, cancelled: 'false' as const }),
  invoices: (invoiceAge: InvoiceAge) => ({ invoiceAge }),
  backlog: (backlog: BacklogFilter) => ({ backlog }),
  waiting: (waiting: WaitingReason) => ({ waiting }),
} satisfies Record<string, (...args: never[]) => AdminOrdersQuery>;

export const getCockpitSchemas = { response: Cockpit };
export const getCockpit = endpoint(routes.getCockpit, getCockpitSchemas, {
  summary:
    "The back office's first page in figures, as of now in Zurich: today's and this month's orders and revenue (net of VAT, gift vouchers sold apart), open invoices by age, unmatched bank credits, the production backlog by promised delivery day, orders waiting for a person, and the revenue of each of the last 30 days.",
});
