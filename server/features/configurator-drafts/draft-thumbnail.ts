import { THUMBNAIL_SIZE } from '../../../shared/api/images';
import type { DraftState } from '../../../shared/api/configurator-drafts';
import type { UsableImage } from '../basket/usable-images';
import type { ImageUrlSigner } from '../images/image-urls';

/** The picture of a draft's card: its first chosen image's thumbnail (the visitor's own or a template), or null. */
export function thumbnailOf(state: DraftState, usable: ReadonlyMap<string, UsableImage>, signer: ImageUrlSigner): string | null {
  const first = state.images[0];
  const image = first === undefined ? undefined : usable.get(first.orig.id);
  return image ? signer.url({ i: image.rowId, s: THUMBNAIL_SIZE }, image.name) : null;
}
