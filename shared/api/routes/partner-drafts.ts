import type * as area from '../partner-drafts';
import type { RoutesOf } from '../route';

type Routes = RoutesOf<typeof area>;

/** The request header that names a draft (the long-lived token never goes into a URL). Here, beside the routes, so the widget's first step reads it without the area's schemas. */
export const DRAFT_HEADER = 'X-Printshop-Draft';

/** The request header with the partner's public key (the embed's data-partner), sent by the widget on a partner page. */
export const PARTNER_HEADER = 'X-Printshop-Partner';

/** Minutes a handover code can be claimed. */
export const HANDOVER_MINUTES = 10;

export const postDraft: Routes['postDraft'] = { method: 'POST', path: '/api/drafts' };

export const postHandover: Routes['postHandover'] = { method: 'POST', path: '/api/drafts/handover' };

export const postHandoverClaim: Routes['postHandoverClaim'] = { method: 'POST', path: '/api/basket/handover/claim', basketSession: 'opens' };
