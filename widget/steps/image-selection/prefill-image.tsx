import { useSetAtom, useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { ApiError, type ApiClient } from '../../../shared/api/client';
import type { ImageInfo } from '../../../shared/api/images';
import { postPrefillImage } from '../../../shared/api/prefill-image';
import { useT } from '../../../ui/intl/use-t';
import { chosenImagesAtom } from '../../state/design-atoms';
import { prefillImageAtom } from '../../state/prefill-atoms';
import { trackUploadAtom } from '../../state/upload-atoms';

type Status = 'idle' | 'loading' | { reason: string };

/**
 * The image a partner page prefilled (data-image): when the images step first shows, the shop's
 * server fetches it into the widget's draft (the draft is started for it, as for an upload), and it
 * is chosen like a finished upload. Once per widget, the first time the step shows without a chosen photo.
 */
export function PrefillImage({ api, onUploaded }: { api: ApiClient; onUploaded: (image: ImageInfo) => void }) {
  const t = useT();
  const store = useStore();
  const track = useSetAtom(trackUploadAtom);
  // Read, not taken, while rendering: the effect takes it, once.
  const [url] = useState(() => (store.get(chosenImagesAtom).length === 0 ? store.get(prefillImageAtom) : null));
  const [status, setStatus] = useState<Status>(url === null ? 'idle' : 'loading');
  useEffect(() => {
    if (url === null || store.get(prefillImageAtom) !== url) return;
    store.set(prefillImageAtom, null);
    track(
      api(postPrefillImage, { body: { url } }).then(
        (image) => {
          setStatus('idle');
          onUploaded(image);
        },
        (error: unknown) => setStatus({ reason: error instanceof ApiError ? error.message : '' }),
      ),
    );
  }, [api, store, track, onUploaded, url]);
  if (status === 'idle') return null;
  if (status === 'loading')
    return (
      <p className="prefill-status" role="status" aria-busy="true">
        {t('images.prefill.loading')}
      </p>
    );
  return (
    <p className="upload-error" role="alert">
      {t('images.prefill.failed', { reason: status.reason })}
    </p>
  );
}
