import { Konva } from 'konva/lib/Global';

/**
 * At most 2 canvas px per CSS px for the design stage's layers, also on a phone's 2.625: each layer
 * (and the stage's buffer) then holds 0.58 of the pixels to clear, draw and composite, and the design
 * step's mount and every redraw of a drag shrink with them; at the canvas's size the photo and the
 * guides look the same (the preview caps its own canvases likewise, paint-preview.ts).
 */
const MAX_KONVA_PIXEL_RATIO = 2;

/** Sets Konva's pixel ratio for the canvases made from now on (Konva reads it as each canvas is made), and answers it. */
export function capKonvaPixelRatio(device = globalThis.devicePixelRatio || 1): number {
  Konva.pixelRatio = Math.min(MAX_KONVA_PIXEL_RATIO, device);
  return Konva.pixelRatio;
}
