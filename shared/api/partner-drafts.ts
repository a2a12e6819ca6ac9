import { z } from 'zod/mini';
import { TouchSent } from './attribution';
import { BasketCount } from './basket';
import { endpointsTagged } from './endpoint';
import { singleLineText } from './text';
import * as routes from './routes/partner-drafts';

const endpoint = endpointsTagged('drafts');

/*
 * Drafts: the widget on a partner site has no shop cookie (the basket cookie is SameSite=Lax), so it
 * keeps its items and uploads in a server-side draft named by a token it sends in DRAFT_HEADER. To
 * order, it asks for a short-lived, single-use handover code and opens the shop's basket with it on
 * the shop's own origin, where the shop claims the draft into the visitor's own basket.
 */

export { DRAFT_HEADER, PARTNER_HEADER } from './routes/partner-drafts';

export const DraftCreated = z.strictObject({ token: z.string().check(z.minLength(32)) });
export type DraftCreated = z.infer<typeof DraftCreated>;

export const HandoverCreated = z.strictObject({ code: z.string().check(z.minLength(32)), expiresAt: z.iso.datetime() });
export type HandoverCreated = z.infer<typeof HandoverCreated>;

export const HandoverClaim = z.strictObject({ code: singleLineText().check(z.minLength(1), z.maxLength(200)) });
export type HandoverClaim = z.infer<typeof HandoverClaim>;

export const HandoverClaimed = z.strictObject({ ...BasketCount.shape, moved: z.number().check(z.int(), z.nonnegative()) });
export type HandoverClaimed = z.infer<typeof HandoverClaimed>;

/** A draft's start and its handover carry the touch of the page the widget is on; an older widget sends no body. */
export const TouchReport = z.nullish(z.strictObject({ touch: z.optional(TouchSent) }));

export const postDraftSchemas = { body: TouchReport, response: DraftCreated };
export const postDraft = endpoint(routes.postDraft, postDraftSchemas, {
  summary:
    "Starts an anonymous draft for the widget on a partner site; answers its token (send it in X-Printshop-Draft). With the partner's key in X-Printshop-Partner, the touch in the body (the host page and its campaign parameters) attributes the draft to an active partner; the campaign parameters are kept only when the partner forwards them. A write naming a draft the shop no longer keeps (unchanged for DRAFT_RETENTION_DAYS) answers 410 gone and stores nothing: start a new draft and send it again.",
});

export const postHandoverSchemas = { body: TouchReport, response: HandoverCreated };
export const postHandover = endpoint(routes.postHandover, postHandoverSchemas, {
  summary: `A single-use code (valid ${routes.HANDOVER_MINUTES} minutes) that hands the draft named by X-Printshop-Draft to the shop's basket, recording the touch in the body as the draft's last; 422 (fields.design) when an item of the draft lacks a picture its product prints.`,
  errors: [404, 422],
});

export const postHandoverClaimSchemas = { body: HandoverClaim, response: HandoverClaimed };
export const postHandoverClaim = endpoint(routes.postHandoverClaim, postHandoverClaimSchemas, {
  summary: "Moves a handed-over draft's items and images into the visitor's own basket (single use; 404 unknown, 410 used or expired).",
  tags: ['basket', 'drafts'],
  errors: [404, 410],
});
