import { atom } from 'jotai';
import type { ChosenImage } from '../../shared/domain';
import { chosenImagesAtom, selectImagesAtom } from './design-rebuild';

/** Uploads started and not yet finished or failed; "next" waits for them. */
export const runningUploadsAtom = atom<readonly Promise<unknown>[]>([]);

export const trackUploadAtom = atom(null, (get, set, upload: Promise<unknown>) => {
  set(runningUploadsAtom, [...get(runningUploadsAtom), upload]);
  const done = () =>
    set(
      runningUploadsAtom,
      get(runningUploadsAtom).filter((running) => running !== upload),
    );
  upload.then(done, done);
});

/** Resolves once no upload runs, those started while waiting included. */
export const uploadsSettledAtom = atom(null, async (get) => {
  for (let running = get(runningUploadsAtom); running.length > 0; running = get(runningUploadsAtom)) await Promise.allSettled(running);
});

/**
 * Adds a finished upload to the images chosen at that moment, not to those chosen when its upload
 * began: several files of one pick finish one after another, and each must join the others.
 */
export const addChosenImageAtom = atom(null, (get, set, image: ChosenImage) => {
  const chosen = get(chosenImagesAtom);
  if (chosen.some((c) => c.orig.id === image.orig.id)) return;
  set(selectImagesAtom, [...chosen, image]);
});
