import { ApiError, type ApiClient } from '../../shared/api/client';
import type { ConfiguratorDraft } from '../../shared/api/drafts';
import { draftEndpoints } from './draft-endpoints';

/** Tries of the look-up: a busy shop answers 503 now and then, and a draft left behind there would look lost. */
const TRIES = 3;
const RETRY_AFTER_MS = 1000;

const worthRetry = (error: unknown) => !(error instanceof ApiError) || error.status === 503 || error.status === 429;

/** The visitor's draft of the product, or null; a failed look-up costs the draft, never the configurator. */
export async function draftOf(api: ApiClient, productId: string): Promise<ConfiguratorDraft | null> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { getConfiguratorDrafts } = await draftEndpoints();
      const { drafts } = await api(getConfiguratorDrafts);
      return drafts.find((draft) => draft.productId === productId) ?? null;
    } catch (error) {
      if (attempt >= TRIES || !worthRetry(error)) {
        console.error('[configurator] drafts not loaded', error);
        return null;
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS * attempt));
    }
  }
}
