import type { postDraftSchemas, postHandoverClaimSchemas, postHandoverSchemas } from '../partner-drafts';
import type { Route } from '../route';

/** Minutes a handover code can be claimed. */
export const HANDOVER_MINUTES = 10;

export const postDraft: Route<typeof postDraftSchemas> = {
  method: 'POST',
  path: '/api/drafts',
  summary:
    'Starts an anonymous draft for the widget on a partner site; answers its token (send it in X-Printshop-Draft). A write naming a draft the shop no longer keeps (unchanged for DRAFT_RETENTION_DAYS) answers 410 gone and stores nothing: start a new draft and send it again.',
  tags: ['drafts'],
};

export const postHandover: Route<typeof postHandoverSchemas> = {
  method: 'POST',
  path: '/api/drafts/handover',
  summary: `A single-use code (valid ${HANDOVER_MINUTES} minutes) that hands the draft named by X-Printshop-Draft to the shop's basket; 422 (fields.design) when an item of the draft lacks a picture its product prints.`,
  tags: ['drafts'],
  errors: [404, 422],
};

export const postHandoverClaim: Route<typeof postHandoverClaimSchemas> = {
  method: 'POST',
  path: '/api/basket/handover/claim',
  summary: "Moves a handed-over draft's items and images into the visitor's own basket (single use; 404 unknown, 410 used or expired).",
  tags: ['basket', 'drafts'],
  basketSession: 'opens',
  errors: [404, 410],
};
