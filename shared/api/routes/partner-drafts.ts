import type * as area from '../partner-drafts';
import type { RoutesOf } from '../route';

type Routes = RoutesOf<typeof area>;

/** Minutes a handover code can be claimed. */
export const HANDOVER_MINUTES = 10;

export const postDraft: Routes['postDraft'] = { method: 'POST', path: '/api/drafts' };

export const postHandover: Routes['postHandover'] = { method: 'POST', path: '/api/drafts/handover' };

export const postHandoverClaim: Routes['postHandoverClaim'] = { method: 'POST', path: '/api/basket/handover/claim', basketSession: 'opens' };
