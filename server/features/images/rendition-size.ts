/**
 * The pixel size of an image of width x height fitted inside a square of `edge`, never enlarged.
 * Every place that needs a proxy's or rendition's size uses this one formula, so the sizes the API
 * reports are exactly the sizes sharp produces (resize is called with them, fit 'fill').
 */
export function fitInside(width: number, height: number, edge: number): { width: number; height: number } {
  const scale = Math.min(1, edge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
