import { z } from 'zod/mini';
import { TOUCH_PAGE_MAX, TOUCH_PARAM_MAX } from '../domain/partners/attribution';
import { ATTRIBUTION_CHANNELS, ATTRIBUTION_PARAMS } from '../domain/partners/partner';

/**
 * What the widget on a partner page reports of that page with its draft and its handover
 * (EMBEDDING.md, "Attribution"): the page without query and fragment, and the campaign parameters
 * found on its URL. The shop keeps the parameters only for a partner that forwards them.
 */
export const TouchSent = z.strictObject({
  page: z.nullable(z.string().check(z.maxLength(TOUCH_PAGE_MAX))),
  params: z.partialRecord(z.enum(ATTRIBUTION_PARAMS), z.string().check(z.maxLength(TOUCH_PARAM_MAX))),
});

/** A touch as the shop recorded it. */
const TouchView = z.extend(TouchSent, {
  /** ISO 8601. */
  at: z.string(),
});

/** Where an order came from, for the staff: the partner, the channel (`embed` its widget, `return` a shopper back within the window) and both touches. */
export const OrderAttribution = z.object({
  partnerId: z.number().check(z.int()),
  partnerName: z.string(),
  channel: z.enum(ATTRIBUTION_CHANNELS),
  firstTouch: TouchView,
  lastTouch: TouchView,
});
export type OrderAttribution = z.infer<typeof OrderAttribution>;
