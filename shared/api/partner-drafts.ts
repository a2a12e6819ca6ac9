import { z } from 'zod/mini';
import { BasketCount } from './basket';
import { endpoint } from './endpoint';
import { singleLineText } from './text';
import * as routes from './routes/partner-drafts';

/*
 * Drafts: the widget on a partner site has no shop cookie (the basket cookie is SameSite=Lax), so it
 * keeps its items and uploads in a server-side draft named by a token it sends in DRAFT_HEADER. To
 * order, it asks for a short-lived, single-use handover code and opens the shop's basket with it on
 * the shop's own origin, where the shop claims the draft into the visitor's own basket.
 */

/** The request header that names a draft (the long-lived token never goes into a URL). */
export const DRAFT_HEADER = 'X-Printshop-Draft';

export const DraftCreated = z.strictObject({ token: z.string().check(z.minLength(32)) });
export type DraftCreated = z.infer<typeof DraftCreated>;

export const HandoverCreated = z.strictObject({ code: z.string().check(z.minLength(32)), expiresAt: z.iso.datetime() });
export type HandoverCreated = z.infer<typeof HandoverCreated>;

export const HandoverClaim = z.strictObject({ code: singleLineText().check(z.minLength(1), z.maxLength(200)) });
export type HandoverClaim = z.infer<typeof HandoverClaim>;

export const HandoverClaimed = z.strictObject({ ...BasketCount.shape, moved: z.number().check(z.int(), z.nonnegative()) });
export type HandoverClaimed = z.infer<typeof HandoverClaimed>;

export const postDraftSchemas = { response: DraftCreated };
export const postDraft = endpoint(routes.postDraft, postDraftSchemas);

export const postHandoverSchemas = { response: HandoverCreated };
export const postHandover = endpoint(routes.postHandover, postHandoverSchemas);

export const postHandoverClaimSchemas = { body: HandoverClaim, response: HandoverClaimed };
export const postHandoverClaim = endpoint(routes.postHandoverClaim, postHandoverClaimSchemas);
