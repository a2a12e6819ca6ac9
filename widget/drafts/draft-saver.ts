import { ApiError, type ApiClient } from '../../shared/api/client';
import type { ConfiguratorDraft, DraftState } from '../../shared/api/drafts';
import { draftContentKey, draftKey } from '../state/draft-atoms';
import { draftEndpoints } from './draft-endpoints';

/** Quiet pause after the last change before a save: a drag or typing saves once, not at every step. */
export const SAVE_DELAY_MS = 800;

export type DraftStatus = 'idle' | 'saved' | 'failed' | 'replaced';

export interface DraftSaverDeps {
  api: ApiClient;
  productId: string;
  onStatus: (status: DraftStatus) => void;
  /** The server holds a newer draft (another tab saved it): the configurator takes it. */
  onNewer: (draft: ConfiguratorDraft) => void;
  /** Resolves once no photo uploads (at once when none does). */
  uploadsSettled: () => Promise<void>;
  /** Whether a photo is uploading now. */
  uploading: () => boolean;
}

/**
 * Saves the configurator's draft as the shopper works: debounced, one save at a time, each over the
 * revision the last one answered. A save refused as stale (409: another tab saved meanwhile) takes
 * the server's draft instead; the first writer wins and nothing saved is overwritten unseen.
 * No draft is made for a state that is only the starting point (the product's defaults, or what just
 * went to the basket), so browsing products leaves none behind.
 * A save waits while photos upload: each joins the chosen images when it is done, so the save then
 * holds the whole pick, and a draft never names a photo the server has not stored yet.
 */
export function createDraftSaver(deps: DraftSaverDeps, start: { revision: number; saved: DraftState | null }) {
  let revision = start.revision;
  let savedJson = start.saved === null ? null : draftKey(start.saved);
  /** The starting point's content; null: take the next scheduled state as it. */
  let baselineKey: string | null = null;
  let latest: DraftState | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** A save came due while photos uploaded: it waits for them. */
  let awaitingUploads = false;
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  let stopped = false;

  const due = (draft: DraftState) => draftKey(draft) !== savedJson && (revision > 0 || draftContentKey(draft) !== baselineKey);

  /** Takes what the server has now: a newer draft, or none (it went to the basket, or was started over, elsewhere). */
  async function sync(): Promise<void> {
    const { getConfiguratorDrafts } = await draftEndpoints();
    const { drafts } = await deps.api(getConfiguratorDrafts);
    const found = drafts.find((draft) => draft.productId === deps.productId);
    if (stopped || (found?.revision ?? 0) === revision) return;
    if (!found) {
      revision = 0;
      savedJson = null;
      baselineKey = latest === null ? null : draftContentKey(latest);
      return;
    }
    revision = found.revision;
    savedJson = draftKey(found.state);
    deps.onNewer(found);
    deps.onStatus('replaced');
  }

  async function save(draft: DraftState, keepalive: boolean): Promise<void> {
    if (!due(draft)) return;
    try {
      const { putConfiguratorDraft } = await draftEndpoints();
      const saved = await deps.api(putConfiguratorDraft, { params: { productId: deps.productId }, body: { revision, state: draft }, keepalive });
      revision = saved.revision;
      savedJson = draftKey(draft);
      if (!stopped) deps.onStatus('saved');
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) await sync();
      else if (!stopped) deps.onStatus('failed');
    }
  }

  /** Queued behind the save running, so every save names the revision the one before answered. */
  function enqueue(work: () => Promise<void>): Promise<void> {
    running = running.then(async () => {
      busy = true;
      try {
        await work();
      } catch (error) {
        console.error('[configurator] draft not saved', error);
        if (!stopped) deps.onStatus('failed');
      } finally {
        busy = false;
      }
    });
    return running;
  }

  /** Takes a save that waits (for its quiet pause or for uploads); true when there was one. */
  function takePending(): boolean {
    const waited = awaitingUploads;
    awaitingUploads = false;
    if (timer === null) return waited;
    clearTimeout(timer);
    timer = null;
    return true;
  }

  /** The configurator's state changed: saved after SAVE_DELAY_MS of quiet, and once no photo uploads. */
  function schedule(draft: DraftState): void {
    latest = draft;
    baselineKey ??= draftContentKey(draft);
    takePending();
    if (stopped || !due(draft)) return;
    // A save is coming: its endpoints load now, not when the page goes away and may be gone first.
    void draftEndpoints().catch(() => undefined);
    timer = setTimeout(() => {
      timer = null;
      if (!deps.uploading()) {
        void enqueue(() => save(draft, false));
        return;
      }
      awaitingUploads = true;
      void deps.uploadsSettled().then(afterUploads);
    }, SAVE_DELAY_MS);
  }

  /** The uploads are done: a finished one changed the state and is scheduled already; after failed ones, what waited is saved. */
  function afterUploads(): void {
    if (awaitingUploads && latest !== null) schedule(latest);
  }

  return {
    /** The configurator's state changed: saved after SAVE_DELAY_MS of quiet. */
    schedule,
    /** Saves a waiting change now; `keepalive` when the page goes away (the request outlives it). */
    flush(keepalive: boolean): Promise<void> {
      if (!takePending() || latest === null) return running;
      const draft = latest;
      // Nothing runs: sent at once, the page may be gone before a queued save would start.
      return busy ? enqueue(() => save(draft, keepalive)) : save(draft, keepalive);
    },
    /** Another tab may have saved meanwhile (the page is shown again): take its draft, unless a change of ours waits. */
    refresh(): Promise<void> {
      if (timer !== null || awaitingUploads) return running;
      return enqueue(sync);
    },
    /**
     * The draft is gone: it went to the basket (what is shown now is the new starting point), or the
     * shopper starts over (`fromNext`: the state about to be shown, the product's defaults, is).
     */
    reset(fromNext: boolean): void {
      takePending();
      revision = 0;
      savedJson = null;
      baselineKey = fromNext || latest === null ? null : draftContentKey(latest);
    },
    /** The configurator closes: a waiting change is saved, nothing after. */
    stop(): void {
      if (takePending() && latest !== null) {
        const draft = latest;
        void enqueue(() => save(draft, false));
      }
      stopped = true;
    },
  };
}

export type DraftSaver = ReturnType<typeof createDraftSaver>;
