import { THUMBNAIL_SIZE } from '../../../shared/api/images';
import type { DraftState } from '../../../shared/api/drafts';
import { checkConfiguration, type PrintArea, type Product, toConfiguration } from '../../../shared/domain';
import type { UsableImage } from '../basket/usable-images';
import type { ImageUrlSigner } from '../images/image-urls';

/**
 * The print areas a draft's design is laid out on: its configuration checked as the configurator
 * checks it, so the card's thumbnail shows the crop and collage the shopper left, on that size.
 */
export function draftPrintAreas(product: Product, state: Pick<DraftState, 'configuration' | 'quantity'>, today: Date): readonly PrintArea[] {
  return checkConfiguration(product, toConfiguration(state.configuration), state.quantity, today).printAreas ?? [];
}

/** The card's picture while the draft has no laid-out design yet: its first chosen image's thumbnail, or null. */
export function thumbnailOf(state: DraftState, usable: ReadonlyMap<string, UsableImage>, signer: ImageUrlSigner): string | null {
  const first = state.images[0];
  const image = first === undefined ? undefined : usable.get(first.orig.id);
  return image ? signer.url({ i: image.rowId, s: THUMBNAIL_SIZE }, image.name) : null;
}
