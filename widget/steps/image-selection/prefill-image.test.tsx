import { cleanup, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient } from '../../../shared/api/client';
import type { ImageInfo } from '../../../shared/api/images';
import { postPrefillImage } from '../../../shared/api/prefill-image';
import { compileCatalogue } from '../../../shared/i18n/compile-message';
import { catalogues } from '../../../shared/i18n/messages';
import { IntlProvider } from '../../../ui/intl/intl-provider';
import { chosenImagesAtom } from '../../state/design-atoms';
import { prefillImageAtom } from '../../state/prefill-atoms';
import { PrefillImage } from './prefill-image';

afterEach(cleanup);

const URL_OF_PARTNER = 'https://images.partner.example/sunset.jpg';
const image: ImageInfo = {
  id: 'img-1',
  kind: 'upload',
  format: 'jpeg',
  width: 640,
  height: 480,
  density: null,
  fileSize: 1000,
  name: 'sunset.jpg',
  thumbnailUrl: '/images/t.jpg',
  proxyUrl: '/images/p.jpg',
  proxyWidth: 640,
  proxyHeight: 480,
  focus: null,
  createdAt: '2026-11-29T10:00:00Z',
};

/** A promise the test settles. */
function deferred<T>() {
  const settle: { resolve?: (value: T) => void } = {};
  const promise = new Promise<T>((resolve) => (settle.resolve = resolve));
  return { promise, resolve: (value: T) => settle.resolve?.(value) };
}

/** The images step's prefill with the shop's answer given by the test. */
function renderPrefill(store: ReturnType<typeof createStore>, answer: () => Promise<ImageInfo>) {
  const api = vi.fn<() => Promise<ImageInfo>>(answer);
  const onUploaded = vi.fn<(image: ImageInfo) => void>();
  const view = (
    <Provider store={store}>
      <IntlProvider locale="en-CH" messages={compileCatalogue(catalogues.en)}>
        <PrefillImage api={api as unknown as ApiClient} onUploaded={onUploaded} />
      </IntlProvider>
    </Provider>
  );
  const { unmount } = render(view);
  return { api, onUploaded, unmount, again: () => render(view) };
}

function storeWith(url: string | null) {
  const store = createStore();
  store.set(prefillImageAtom, url);
  return store;
}

describe('the prefilled image', () => {
  it('is asked of the shop once per widget, and chosen like an upload', async () => {
    const store = storeWith(URL_OF_PARTNER);
    const answer = deferred<ImageInfo>();
    const { api, onUploaded, unmount, again } = renderPrefill(store, () => answer.promise);
    expect((await screen.findByRole('status')).textContent).toBe(catalogues.en['images.prefill.loading']);
    answer.resolve(image);
    await vi.waitFor(() => expect(onUploaded).toHaveBeenCalledWith(image));
    expect(screen.queryByRole('status')).toBeNull();
    expect(api).toHaveBeenCalledExactlyOnceWith(postPrefillImage, { body: { url: URL_OF_PARTNER } });
    // Back at the images step later: not fetched again.
    unmount();
    again();
    expect(api).toHaveBeenCalledOnce();
  });

  it('is not fetched over photos a restored draft already chose', () => {
    const store = storeWith(URL_OF_PARTNER);
    store.set(chosenImagesAtom, [{ orig: { id: 'mine', width: 10, height: 10 }, src: '/images/mine.jpg' }]);
    const { api } = renderPrefill(store, async () => image);
    expect(api).not.toHaveBeenCalled();
  });

  it("says why the shop refused it, in the shop's words", async () => {
    const reason = 'Images from elsewhere.example are not allowed for this partner site.';
    renderPrefill(storeWith(URL_OF_PARTNER), () => Promise.reject(new ApiError(422, 'unprocessable', reason)));
    expect((await screen.findByRole('alert')).textContent).toContain(reason);
  });

  it('asks nothing without a prefilled image', () => {
    const { api } = renderPrefill(storeWith(null), async () => image);
    expect(api).not.toHaveBeenCalled();
  });
});
