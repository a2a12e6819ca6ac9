import type { postDraftSchemas, postHandoverClaimSchemas, postHandoverSchemas } from '../partner-drafts';
import type { Route } from '../route';

/** Minutes a handover code can be claimed. */
export const HANDOVER_MINUTES = 10;

export const postDraft: Route<typeof postDraftSchemas> = { method: 'POST', path: '/api/drafts' };

export const postHandover: Route<typeof postHandoverSchemas> = { method: 'POST', path: '/api/drafts/handover' };

export const postHandoverClaim: Route<typeof postHandoverClaimSchemas> = { method: 'POST', path: '/api/basket/handover/claim', basketSession: 'opens' };
