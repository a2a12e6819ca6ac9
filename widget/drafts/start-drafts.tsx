import { useState } from 'react';
import { ApiError, type ApiClient } from '../../shared/api/client';
import { useLoadOnce } from '../lib/use-load';
import { ContinueDesign } from './continue-design';
import { draftEndpoints } from './draft-endpoints';

/** Deletes a draft the shopper discards; one already gone (another tab) is as good. */
export async function discardDraft(api: ApiClient, productId: string): Promise<void> {
  try {
    const { deleteConfiguratorDraft } = await draftEndpoints();
    await api(deleteConfiguratorDraft, { params: { productId } });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

/** The start step's "continue your design": the latest draft, opened at its step. */
export function StartDrafts({ api, base, onContinue }: { api: ApiClient; base: string; onContinue: (productId: string) => void }) {
  const loaded = useLoadOnce(async () => api((await draftEndpoints()).getConfiguratorDrafts));
  const [discarded, setDiscarded] = useState<readonly string[]>([]);
  if (loaded.status !== 'ready') return null;
  const latest = loaded.data.drafts.find((draft) => !discarded.includes(draft.productId));
  if (!latest) return null;
  const startOver = async () => {
    setDiscarded((ids) => [...ids, latest.productId]);
    await discardDraft(api, latest.productId).catch((error: unknown) => console.error('[configurator] draft not deleted', error));
  };
  return <ContinueDesign draft={latest} base={base} onOpen={() => onContinue(latest.productId)} onStartOver={() => void startOver()} />;
}
