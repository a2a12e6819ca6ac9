import { areaGeometry, rasterRect, type PrintArea } from '../../../../shared/domain';
import type { FaceOp } from '../../../../shared/domain/preview/preview-face';
import type { TextItemSpecs } from '../../../../shared/domain/text';
import { type TextCanvas, paintText } from '../text/paint-text';
import { FACE_K, type PreviewFace } from './scene';

/*
 * The design's texts in the previews: painted by the text tool's own paintText (the layout the
 * print file and the thumbnail use) on a transparent picture of the full printed area, which every
 * face drawn from the face drawing shows as its last step, over the photos and the edge, as the
 * print file puts its texts over its raster. An OffscreenCanvas: WebGL takes it as a texture as it
 * is, premultiplied; where there is none (jsdom) the previews show no text.
 */

/** What the previews draw from: a photo's decoded proxy, or the texts' layer. */
export type PreviewImage = ImageBitmap | OffscreenCanvas;

/** The largest side of the layer, px: like the 2D preview's texture (draw-2d.ts). */
const MAX_SIDE = 2048;

export interface TextLayer {
  readonly canvas: OffscreenCanvas;
  /** Layer px per millimetre. */
  readonly ppm: number;
}

/** The texts painted in order at `ppm` px/mm (within MAX_SIDE), or null with no texts or no OffscreenCanvas. */
export function paintTextLayer(area: PrintArea, texts: readonly TextItemSpecs[], ppm: number): TextLayer | null {
  if (texts.length === 0 || typeof OffscreenCanvas === 'undefined') return null;
  const { full } = areaGeometry(area);
  const scale = Math.min(ppm, MAX_SIDE / Math.max(full.width, full.height));
  const canvas = new OffscreenCanvas(Math.ceil(full.width * scale), Math.ceil(full.height * scale));
  const context = canvas.getContext('2d') as TextCanvas | null;
  if (!context) return null;
  for (const text of texts) paintText(context, text, scale);
  return { canvas, ppm: scale };
}

/**
 * The faces with the layer as the last step of each one drawn from the face drawing (the front,
 * a canvas's sides), read from `images[item]`: over the whole printed area, each raster pixel
 * (FACE_K per mm) from the layer's pixel at the same millimetre.
 */
export function withTextLayer(area: PrintArea, faces: readonly PreviewFace[], layer: TextLayer, item: number): PreviewFace[] {
  const full = rasterRect({ x: 0, y: 0, ...areaGeometry(area).full }, FACE_K);
  // The whole layer enlarged (or reduced) to the whole raster, upright.
  const region = { left: 0, top: 0, width: layer.canvas.width, height: layer.canvas.height };
  const scaled = { width: full.width, height: full.height };
  const s = layer.ppm / FACE_K;
  const op: FaceOp = {
    kind: 'image',
    target: { left: 0, top: 0, right: full.width, bottom: full.height },
    layer: { item, plan: { region, scaled, rotation: 0, centre: { x: full.width / 2, y: full.height / 2 }, clip: full }, detail: scaled, overlay: true },
    map: [s, 0, 0, s, 0, 0],
  };
  return faces.map((face) => (face.rect ? { ...face, ops: [...face.ops, op] } : face));
}
