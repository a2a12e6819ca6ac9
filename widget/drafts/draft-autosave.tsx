import { useAtomValue, useStore } from 'jotai';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useIntl } from '../../ui/intl/intl-provider';
import type { ApiClient } from '../../shared/api/client';
import type { ConfiguratorDraft, DraftState, DraftStep } from '../../shared/api/drafts';
import type { MessageKey } from '../../shared/i18n/messages';
import { chooseProductAtom, configuratorStateAtom } from '../state/configurator-atoms';
import { basketAddedAtom, draftContentAtom, restoreDraftAtom, settleDraftAtom } from '../state/draft-atoms';
import { runningUploadsAtom, uploadsSettledAtom } from '../state/upload-atoms';
import { prefetchWhenIdle } from '../lib/may-prefetch';
import { draftEndpoints } from './draft-endpoints';
import { createDraftSaver, type DraftSaver, type DraftStatus } from './draft-saver';
import { discardDraft } from './start-drafts';

const statusText: Record<DraftStatus, MessageKey | null> = {
  idle: null,
  saved: 'configurator.draft.saved',
  failed: 'configurator.draft.failed',
  replaced: 'configurator.draft.replaced',
};

interface DraftAutosaveProps {
  api: ApiClient;
  productId: string;
  step: DraftStep;
  /** The draft restored on opening, or null. */
  restored: ConfiguratorDraft | null;
  onGo: (step: DraftStep) => void;
}

/**
 * Saves the configurator's draft as the shopper works (see draft-saver.ts), and at once when the page
 * is hidden or left; takes a newer draft another tab saved when the page is shown again. Says so
 * quietly (a polite status), and offers to start over after a restore.
 */
export function DraftAutosave({ api, productId, step, restored, onGo }: DraftAutosaveProps) {
  const intl = useIntl();
  const store = useStore();
  const content = useAtomValue(draftContentAtom);
  const added = useAtomValue(basketAddedAtom);
  const [status, setStatus] = useState<DraftStatus>('idle');
  const [offerStartOver, setOfferStartOver] = useState(restored !== null);
  const saver = useRef<DraftSaver | null>(null);
  // The step as it is when a newer draft arrives, not when the saver was made.
  const takeNewer = useEffectEvent((newer: ConfiguratorDraft) => {
    const product = store.get(configuratorStateAtom).product;
    if (product) store.set(restoreDraftAtom, { product, draft: newer.state });
    if (newer.state.step !== step) onGo(newer.state.step);
  });
  // The draft restored on opening is where the saver starts; read once, when it is made.
  const [start] = useState(restored);
  const draft = useMemo<DraftState>(() => ({ step, ...content }), [content, step]);

  useEffect(() => {
    const made = createDraftSaver(
      {
        api,
        productId,
        onStatus: setStatus,
        onNewer: takeNewer,
        uploading: () => store.get(runningUploadsAtom).length > 0,
        uploadsSettled: () => store.set(uploadsSettledAtom),
      },
      { revision: start?.revision ?? 0, saved: start?.state ?? null },
    );
    saver.current = made;
    const settling = { settle: () => made.flush(false) };
    store.set(settleDraftAtom, settling);
    const onPageHide = () => void made.flush(true);
    const onVisibility = () => void (document.visibilityState === 'hidden' ? made.flush(true) : made.refresh());
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibility);
      made.stop();
      saver.current = null;
      if (store.get(settleDraftAtom) === settling) store.set(settleDraftAtom, null);
    };
  }, [api, productId, start, store]);

  useEffect(() => saver.current?.schedule(draft), [draft]);

  // Ahead of the first save, where loading ahead is allowed (draft-endpoints.ts).
  useEffect(() => prefetchWhenIdle(() => void draftEndpoints().catch(() => undefined)), []);

  // The server deleted the draft with the item it put into the basket.
  useEffect(() => {
    if (added > 0) saver.current?.reset(false);
  }, [added]);

  const startOver = async () => {
    saver.current?.reset(true);
    setOfferStartOver(false);
    setStatus('idle');
    await discardDraft(api, productId).catch((error: unknown) => console.error('[configurator] draft not deleted', error));
    const product = store.get(configuratorStateAtom).product;
    if (product) store.set(chooseProductAtom, product);
    onGo('productSettings');
  };

  const text = statusText[status];
  return (
    <div className="draft-status">
      {offerStartOver && (
        <p className="draft-restored">
          {intl.formatMessage({ id: 'configurator.draft.restored' })}{' '}
          <button type="button" className="link" onClick={() => void startOver()}>
            {intl.formatMessage({ id: 'configurator.draft.startOver' })}
          </button>
        </p>
      )}
      <p className="draft-saved" role="status" data-testid="draft-status">
        {text === null ? '' : intl.formatMessage({ id: text })}
      </p>
    </div>
  );
}
