/*
 * A partner embeds the configurator on its own site and earns a commission on the orders it brings.
 * Its public key (`pk_…`) is what its embed names (`data-partner`); it is not a secret: the partner's
 * allowed origins are what keep another site from using it.
 */

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
export type AttributionChannel = (typeof ATTRIBUTION_CHANNELS)[number];

export type Attribution = { channel: AttributionChannel; firstTouch: Touch; lastTouch: Touch };

/** Days after a handover during which the shopper's order still counts for the partner. */
export const ATTRIBUTION_WINDOW_DAYS = 30;
