import type { FastifyBaseLogger } from 'fastify';
import type { Stripe } from 'stripe';
import type { Company } from '../../../shared/api/company';
import type { Locale } from '../../../shared/i18n/locales';
import type { Db } from '../../db/database';
import type { StatusContext } from '../order-status/change-status';

/** What the online-payment services need: the database (or a transaction), the SDK, the moment, the shop's settings. */
export interface OnlinePaymentContext {
  db: Db;
  stripe: Stripe;
  now: Date;
  log: FastifyBaseLogger;
  settings: OnlinePaymentSettings;
}

interface OnlinePaymentSettings {
  publicUrl: string;
  /** How long an order whose page failed or expired waits for the customer to pay again. */
  graceMinutes: number;
  company: Company;
  trackingUrlTemplate: string;
}

/** The same context inside a transaction. */
export const within = (ctx: OnlinePaymentContext, tx: Db): OnlinePaymentContext => ({ ...ctx, db: tx });

/** What a status change the provider causes needs (refusals would be worded in the order's language). */
export function statusContextOf(ctx: OnlinePaymentContext, locale: Locale): StatusContext {
  return {
    db: ctx.db,
    now: ctx.now,
    locale,
    company: ctx.settings.company,
    publicUrl: ctx.settings.publicUrl,
    trackingUrlTemplate: ctx.settings.trackingUrlTemplate,
  };
}

export const graceEnd = (ctx: OnlinePaymentContext, from: Date = ctx.now) => new Date(from.getTime() + ctx.settings.graceMinutes * 60_000);

/**
 * The start of the idempotency keys of an order's requests to Stripe: its number and the moment it
 * was placed, so a key is the order's alone, even across databases sharing one Stripe account (a
 * test shop set up anew numbers its orders from the start again).
 */
export const orderKey = (order: { number: string; createdAt: Date }) => `order-${order.number}-${order.createdAt.getTime()}`;
