import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type FetchLike } from '../../shared/api/client';
import type { DraftState } from '../../shared/api/drafts';
import { createDraftSaver, SAVE_DELAY_MS } from './draft-saver';

const start: DraftState = { step: 'productSettings', configuration: {}, quantity: 1, images: [], layout: null, design: {} };
const changed: DraftState = { ...start, step: 'imageSelection', quantity: 2 };
const withPhoto: DraftState = { ...changed, images: [{ orig: { id: 'photo-1', width: 3000, height: 2000 }, src: '/photo-1.jpg' }] };

/** The saver over the shop's real client; the browser's fetch records what is sent. An upload runs until `finish`. */
function saverWithUpload() {
  const sent: DraftState[] = [];
  const fetch: FetchLike = async (_url, init) => {
    sent.push((JSON.parse(init.body ?? '{}') as { state: DraftState }).state);
    return { status: 200, ok: true, json: async () => ({ revision: sent.length, updatedAt: '2026-11-28T10:00:00.000Z' }), text: async () => '' };
  };
  let uploading = true;
  let settle!: () => void;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  const saver = createDraftSaver(
    {
      api: createApiClient({ baseUrl: '', fetch, language: () => 'de' }),
      productId: 'canvas',
      onStatus: () => undefined,
      onNewer: () => undefined,
      uploading: () => uploading,
      uploadsSettled: () => settled,
    },
    { revision: 0, saved: null },
  );
  const finish = () => {
    uploading = false;
    settle();
  };
  return { saver, sent, finish };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('draft saves while a photo uploads', () => {
  // A finished upload joins the chosen images, which schedules the state with it; a failed one brings nothing.
  it.each([
    ['wait for the upload and save the pick with its photo, once', withPhoto, withPhoto],
    ['save the change that waited when the upload failed', null, changed],
  ])('%s', async (_case, uploaded, saved) => {
    const { saver, sent, finish } = saverWithUpload();
    saver.schedule(start);
    saver.schedule(changed);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    finish();
    if (uploaded) saver.schedule(uploaded);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    await saver.flush(false);
    expect(sent).toEqual([saved]);
  });

  it('save at once when the page goes away, without the photo still uploading', async () => {
    const { saver, sent } = saverWithUpload();
    saver.schedule(start);
    saver.schedule(changed);
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    await saver.flush(true);
    expect(sent).toEqual([changed]);
  });
});
