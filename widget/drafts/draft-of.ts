import type { ApiClient } from '../../shared/api/client';
import { type ConfiguratorDraft, getConfiguratorDrafts } from '../../shared/api/configurator-drafts';

/** The visitor's draft of the product, or null; a failed look-up costs the draft, never the configurator. */
export async function draftOf(api: ApiClient, productId: string): Promise<ConfiguratorDraft | null> {
  try {
    const { drafts } = await api(getConfiguratorDrafts);
    return drafts.find((draft) => draft.productId === productId) ?? null;
  } catch (error) {
    console.error('[configurator] drafts not loaded', error);
    return null;
  }
}
