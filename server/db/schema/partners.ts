import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CommissionRates } from '../../../shared/domain/partners/partner';
import { serialId, timestamps } from './columns';

/**
 * A partner site that embeds the configurator (shared/domain/partners). The allowed origins are the
 * source of truth for which pages may use the embed; PARTNER_ORIGINS only seeds them.
 */
export const partners = pgTable(
  'partners',
  {
    id: serialId(),
    name: text('name').notNull(),
    contactName: text('contact_name').notNull().default(''),
    contactEmail: text('contact_email').notNull(),
    /** The language of its statements and mails. */
    language: text('language', { enum: ['de', 'fr', 'it', 'en'] })
      .notNull()
      .default('de'),
    /** The public key its embed names (`pk_…`); not a secret. */
    publicKey: text('public_key').notNull(),
    /** Origins (scheme://host[:port]) whose pages may use the embed. */
    origins: jsonb('origins').$type<string[]>().notNull().default([]),
    commissionRates: jsonb('commission_rates').$type<CommissionRates>().notNull().default({ defaultBp: 0, byProduct: {} }),
    /** Where the monthly payout goes (a Swiss or Liechtenstein IBAN, stored without spaces); null until the partner gives one. */
    payoutIban: text('payout_iban'),
    /** Whether the widget forwards the host page's UTM parameters and gclid with the draft. */
    forwardsCampaign: boolean('forwards_campaign').notNull().default(false),
    /** Hosts (exact names) our server may fetch a prefilled image from. */
    imageHosts: jsonb('image_hosts').$type<string[]>().notNull().default([]),
    /** An inactive partner's embed is refused (origin_not_allowed) and earns nothing new. */
    active: boolean('active').notNull().default(true),
    /** Where the partner's server receives the signed order events (https); null: no webhooks. */
    webhookUrl: text('webhook_url'),
    /**
     * The key of the events' HMAC signature (`whsec_` and 64 hex digits), random from the start; kept
     * as it is, not hashed, because the partner reads it to check the signatures. Rolled on request.
     */
    webhookSecret: text('webhook_secret')
      .notNull()
      .default(sql`('whsec_' || replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''))`),
    ...timestamps(),
  },
  (t) => [uniqueIndex('partners_public_key').on(t.publicKey), check('partners_public_key_format', sql`${t.publicKey} ~ '^pk_[A-Za-z0-9]{24}$'`)],
);
