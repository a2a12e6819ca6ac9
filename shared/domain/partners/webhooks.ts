import type { HistoryEvent } from '../orders/order-status';

/*
 * Signed webhooks tell a partner's server what became of the orders its embed brought: placed, paid,
 * cancelled, refunded. Each event is written to an outbox with the change that causes it and posted
 * until the partner's server answers 2xx, with back-off, for WEBHOOK_GIVE_UP_HOURS at most.
 */

/** The payload's shape; a change that could break a partner's parser gets a new version. */
export const WEBHOOK_API_VERSION = '2026-11';

/** An order's events, and `ping`: the test event a partner (or staff) sends to check its receiver. */
export const WEBHOOK_EVENT_TYPES = ['order.placed', 'order.paid', 'order.cancelled', 'order.refunded', 'ping'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The order history's steps that a partner is told of (the first step, null, is the placing); production and shipping are ours. */
const EVENT_OF_STEP: Record<HistoryEvent | 'placed', WebhookEventType | null> = {
  placed: 'order.placed',
  markPaid: 'order.paid',
  cancel: 'order.cancelled',
  refund: 'order.refunded',
  startProduction: null,
  ship: null,
};

/** The webhook event of an order history step (null: the placing), or null when partners are not told of it. */
export const webhookEventOfStep = (event: HistoryEvent | null): WebhookEventType | null => EVENT_OF_STEP[event ?? 'placed'];

/**
 * A delivery's states: pending waits for its next try, delivering has a try on it, delivered got a
 * 2xx, failed was given up (staff or the partner may send it again).
 */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivering', 'delivered', 'failed'] as const;

/** What a partner receives of an order: its number, amounts and products; never the shopper's name, address or e-mail. */
interface WebhookOrder {
  number: string;
  /** What the shopper pays, VAT included, in rappen. */
  amount_total: number;
  /** The total without VAT and without gift vouchers sold in it (the commission's base), in rappen. */
  amount_net: number;
  currency: 'CHF';
  items: { product_id: string; quantity: number }[];
}

export interface WebhookPayload {
  id: string;
  type: WebhookEventType;
  api_version: typeof WEBHOOK_API_VERSION;
  /** When the event happened, in Unix seconds. */
  created: number;
  /** Null for a ping. */
  data: { order: WebhookOrder; refund?: { amount: number } } | null;
}

/** Back-off of failed tries: the first waits a minute, each next twice as long, up to six hours apart, for three days. */
export const WEBHOOK_RETRY = { firstDelaySeconds: 60, maxDelaySeconds: 6 * 3600, giveUpHours: 72 } as const;

/**
 * Seconds to wait after `failedTries` (1 or more) failed tries: the doubling delay, capped, of which
 * half is fixed and half drawn from `random` (0 to 1), so receivers that failed together are not
 * hit together again ("equal jitter").
 */
export function webhookRetryDelaySeconds(failedTries: number, random: number): number {
  const full = Math.min(WEBHOOK_RETRY.maxDelaySeconds, WEBHOOK_RETRY.firstDelaySeconds * 2 ** Math.max(0, failedTries - 1));
  return Math.round(full / 2 + (full / 2) * Math.min(1, Math.max(0, random)));
}

/** When to try again after a failed try at `now`; null once that would be past `giveUpAt`: the delivery is given up. */
export function nextWebhookTry(failedTries: number, now: Date, giveUpAt: Date, random: number): Date | null {
  const next = new Date(now.getTime() + webhookRetryDelaySeconds(failedTries, random) * 1000);
  return next.getTime() > giveUpAt.getTime() ? null : next;
}

/** The moment a delivery written (or sent again) at `from` is given up if no try succeeded. */
export const webhookGiveUpAt = (from: Date): Date => new Date(from.getTime() + WEBHOOK_RETRY.giveUpHours * 3600 * 1000);

/** When the tries that end at `giveUpAt` began: the delivery's writing, or its last replay. */
export const webhookRunStart = (giveUpAt: Date): Date => new Date(giveUpAt.getTime() - WEBHOOK_RETRY.giveUpHours * 3600 * 1000);

/** The hosts a test or development setting lets webhooks reach over plain http (IPv6 without brackets). */
export const WEBHOOK_LOCAL_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '::1'];

/**
 * Why events may not go to `url`, or null when they may: https only (no address in the URL's user
 * part), and plain http to this machine only where a test or development setting allows it.
 */
export function webhookUrlRefusal(url: string, allowLocalHttp: boolean): 'invalid' | 'notHttps' | null {
  if (!URL.canParse(url)) return 'invalid';
  const parsed = new URL(url);
  if (parsed.username !== '' || parsed.password !== '') return 'invalid';
  if (parsed.protocol === 'https:') return null;
  return parsed.protocol === 'http:' && allowLocalHttp && WEBHOOK_LOCAL_HOSTS.includes(parsed.hostname.replace(/^\[(.*)\]$/, '$1')) ? null : 'notHttps';
}
