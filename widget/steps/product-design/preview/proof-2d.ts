import { applySoftProof } from '../../../../shared/domain/preview/soft-proof-table';
import type { ProofSetting } from './gl-preview';
import type { PreviewImage } from './text-layer';

/*
 * The soft proof for the 2D preview (no WebGL): each photo through the proof's table on the CPU,
 * once per photo and setting, kept while it is shown (every frame of a drag draws from it).
 */

const proofed = new WeakMap<PreviewImage, { proof: ProofSetting; image: OffscreenCanvas }>();

function proofedImage(image: ImageBitmap, proof: ProofSetting): PreviewImage {
  const kept = proofed.get(image);
  if (kept?.proof.table === proof.table && kept.proof.gamut === proof.gamut) return kept.image;
  const canvas = new OffscreenCanvas(image.width, image.height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return image;
  context.drawImage(image, 0, 0);
  const pixels = context.getImageData(0, 0, image.width, image.height);
  // Stripes about 1/150 of the photo wide: a few view px wherever it is shown.
  applySoftProof(pixels.data, image.width, proof.table, proof.gamut, Math.max(3, Math.round(Math.max(image.width, image.height) / 150)));
  context.putImageData(pixels, 0, 0);
  proofed.set(image, { proof, image: canvas });
  return canvas;
}

/** The photos as the proof shows them (the texts' layer, not a photo, as it is). */
export function proofedImages(images: readonly (PreviewImage | null)[], proof: ProofSetting | null): (PreviewImage | null)[] {
  if (!proof || typeof OffscreenCanvas === 'undefined') return [...images];
  return images.map((image) => (image instanceof ImageBitmap ? proofedImage(image, proof) : image));
}
