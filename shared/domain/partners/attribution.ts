import { ATTRIBUTION_PARAMS, ATTRIBUTION_WINDOW_DAYS, type Attribution, type AttributionParam, type Touch } from './partner';

/*
 * The rules of attribution (EMBEDDING.md, "Attribution"): the widget on a partner page reports the
 * page and its campaign parameters with the draft and the handover; the draft keeps the first touch
 * and replaces the last; the handover moves both to the shopper's basket and leaves a signed cookie
 * on the shop, so an order placed within the window without the widget still counts.
 */

/** The longest host page URL a touch keeps: touches travel in the shop's cookie, which has room for about 4 kB. */
export const TOUCH_PAGE_MAX = 500;
/** The longest value of one campaign parameter a touch keeps. */
export const TOUCH_PARAM_MAX = 100;

/** What the widget reports of the page it is on; the shop adds the moment. */
export type TouchInput = Omit<Touch, 'at'>;

/** The page's address without query and fragment (those may hold the shopper's data), or null for anything not http(s). */
function pageOf(href: string | null | undefined): string | null {
  if (!href) return null;
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? `${url.origin}${url.pathname}`.slice(0, TOUCH_PAGE_MAX) : null;
  } catch {
    return null;
  }
}

/** The campaign parameters among what `read` finds, each trimmed and cut to TOUCH_PARAM_MAX; empty ones left out. */
function campaignOf(read: (name: AttributionParam) => string | null | undefined): Touch['params'] {
  const params: Touch['params'] = {};
  for (const name of ATTRIBUTION_PARAMS) {
    const value = read(name)?.trim().slice(0, TOUCH_PARAM_MAX);
    if (value) params[name] = value;
  }
  return params;
}

/** What the widget reports of the host page at `href`. */
export function hostTouch(href: string): TouchInput {
  const { searchParams } = new URL(href);
  return { page: pageOf(href), params: campaignOf((name) => searchParams.get(name)) };
}

/**
 * The touch the shop records of what a widget reported: the page cleaned as the widget should have,
 * the campaign parameters only when the partner forwards them (whatever the caller sent).
 */
export function receivedTouch(input: TouchInput | undefined, at: Date, forwardsCampaign: boolean): Touch {
  return {
    at: at.toISOString(),
    page: pageOf(input?.page),
    params: forwardsCampaign ? campaignOf((name) => input?.params[name]) : {},
  };
}

/** A basket's or draft's partner and how it came, as stored beside each other. */
export type Attributed = { partnerId: number; attribution: Attribution };

/** A draft's attribution after a touch: the first touch kept while the partner stays the same, the last one replaced. */
export function withTouch(previous: Attributed | null, partnerId: number, touch: Touch): Attributed {
  const firstTouch = previous?.partnerId === partnerId ? previous.attribution.firstTouch : touch;
  return { partnerId, attribution: { channel: 'embed', firstTouch, lastTouch: touch } };
}

/**
 * The shopper's basket after claiming a draft a partner's widget made: the draft's partner takes it
 * (the latest handover counts); a basket that came from the same partner before keeps its first touch.
 */
export function claimedAttribution(basket: Attributed | null, draft: Attributed): Attributed {
  const earlier = basket?.partnerId === draft.partnerId ? basket.attribution.firstTouch : draft.attribution.firstTouch;
  return { partnerId: draft.partnerId, attribution: { channel: 'embed', firstTouch: earlier, lastTouch: draft.attribution.lastTouch } };
}

/** What the shop's attribution cookie names: the partner, when the handover set it and its basket's touches then. */
export type ReturnVisit = { partnerId: number; handedOverAt: string; firstTouch: Touch; lastTouch: Touch };

const WINDOW_MS = ATTRIBUTION_WINDOW_DAYS * 24 * 3600 * 1000;

/**
 * Whom an order is attributed to at confirm: the basket's partner (its widget's handover), else the
 * partner of a return visit whose handover is less than ATTRIBUTION_WINDOW_DAYS old (channel
 * `return`); only an active partner counts. `returned` must come from a verified cookie.
 */
export function attributionAtConfirm(
  basket: { partnerId: number | null; attribution: Attribution | null },
  returned: ReturnVisit | null,
  activePartners: ReadonlySet<number>,
  now: Date,
): Attributed | null {
  if (basket.partnerId !== null && basket.attribution !== null && activePartners.has(basket.partnerId)) {
    return { partnerId: basket.partnerId, attribution: basket.attribution };
  }
  if (returned === null || !activePartners.has(returned.partnerId)) return null;
  const age = now.getTime() - Date.parse(returned.handedOverAt);
  if (!(age >= 0 && age < WINDOW_MS)) return null;
  return { partnerId: returned.partnerId, attribution: { channel: 'return', firstTouch: returned.firstTouch, lastTouch: returned.lastTouch } };
}
