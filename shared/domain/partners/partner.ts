/*
 * A partner embeds the configurator on its own site and earns a commission on the orders it brings.
 * Its public key (`pk_…`) is what its embed names (`data-partner`); it is not a secret: the partner's
 * allowed origins are what keep another site from using it.
 */

import { parseIban, swissIid } from '../payments/iban';

/** `pk_` and 24 characters of [A-Za-z0-9] (about 143 random bits). */
export const PARTNER_KEY_PATTERN = /^pk_[A-Za-z0-9]{24}$/;

/** Commission in basis points of the net amount (1000 = 10 %). */
export type CommissionRates = {
  /** What every product earns unless it is named in `byProduct`. */
  defaultBp: number;
  /** Per product group (a product id of the catalogue: canvas, poster, …). */
  byProduct: Record<string, number>;
};

/** The rate in basis points that an item of this product earns the partner. */
export function commissionBpFor(rates: CommissionRates, productId: string): number {
  return rates.byProduct[productId] ?? rates.defaultBp;
}

/** What a shopper's visit carried when the widget on a partner page started or handed over a draft. */
export type Touch = {
  /** When the touch happened (ISO 8601). */
  at: string;
  /** The host page's URL without its query and fragment (those may hold the shopper's data). */
  page: string | null;
  /** utm_source, utm_medium, utm_campaign, utm_term, utm_content and gclid: only those, and only when the partner enabled forwarding. */
  params: Partial<Record<AttributionParam, string>>;
};

export const ATTRIBUTION_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid'] as const;
export type AttributionParam = (typeof ATTRIBUTION_PARAMS)[number];

/**
 * How an order came: `embed` through a partner's widget and its handover, `return` a shopper who came
 * back to the shop within the attribution window after a handover (the first-party cookie).
 */
export const ATTRIBUTION_CHANNELS = ['embed', 'return'] as const;
type AttributionChannel = (typeof ATTRIBUTION_CHANNELS)[number];

export type Attribution = { channel: AttributionChannel; firstTouch: Touch; lastTouch: Touch };

/** Days after a handover during which the shopper's order still counts for the partner. */
export const ATTRIBUTION_WINDOW_DAYS = 30;

/** Hosts a partner's page may be served from over plain http: a developer's own machine. */
const LOCAL_HOSTS: readonly string[] = ['localhost', '127.0.0.1'];

/**
 * Whether `value` is an origin a partner may list: scheme://host[:port] exactly as a browser sends it
 * in its Origin header (lower case, no path, no default port), over https but on a local host.
 */
export function isPartnerOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.origin !== value) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.includes(url.hostname));
}

/** A host name our server may fetch a partner's image from: lower case, labels of letters, digits and hyphens, no port. */
export function isImageHost(value: string): boolean {
  return value.length <= 253 && /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/.test(value);
}

/** The highest commission: the whole net amount. */
export const COMMISSION_MAX_BP = 10_000;

/** How much a partner record may hold. */
export const PARTNER_LIMITS = { name: 100, contactName: 100, email: 254, origins: 20, imageHosts: 20 } as const;

/**
 * A payout account as stored (no spaces), or null: a Swiss or Liechtenstein IBAN with a right check,
 * and not a QR-IBAN (IID 30000–31999), which takes only payments with a QR reference.
 */
export function payoutIbanOf(text: string): string | null {
  const parsed = parseIban(text);
  if (!parsed.ok || !/^(CH|LI)/.test(parsed.iban)) return null;
  const iid = Number(swissIid(parsed.iban));
  return iid >= 30_000 && iid <= 31_999 ? null : parsed.iban;
}
