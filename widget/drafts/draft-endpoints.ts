import { chunk } from '../lib/chunk';

/**
 * The drafts' endpoints, a chunk apart from the first step: their schemas, the design's among them,
 * are built when a draft is first looked up or saved, not while the widget starts.
 */
export const draftEndpoints = chunk(() => import('../../shared/api/drafts'));
