import type { Cell } from '../../../../shared/domain';

const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0');

/** The mean colour (#rrggbb) of RGBA pixels, the transparent ones left out (nothing drawn there); null when all are. */
export function meanColour(rgba: Uint8ClampedArray): string | null {
  let [r, g, b, n] = [0, 0, 0, 0];
  for (let i = 0; i + 3 < rgba.length; i += 4) {
    if ((rgba[i + 3] ?? 0) === 0) continue;
    r += rgba[i] ?? 0;
    g += rgba[i + 1] ?? 0;
    b += rgba[i + 2] ?? 0;
    n += 1;
  }
  return n === 0 ? null : `#${hex(r / n)}${hex(g / n)}${hex(b / n)}`;
}

/**
 * The mean colour of what a canvas shows inside `bounds` (canvas pixels, clipped to the canvas),
 * or null: nothing drawn there, or pixels the page may not read (a picture of another origin
 * served without CORS taints the canvas).
 */
export function meanUnder(canvas: HTMLCanvasElement, bounds: Cell): string | null {
  const x = Math.max(0, Math.floor(bounds.x));
  const y = Math.max(0, Math.floor(bounds.y));
  const width = Math.min(canvas.width, Math.ceil(bounds.x + bounds.width)) - x;
  const height = Math.min(canvas.height, Math.ceil(bounds.y + bounds.height)) - y;
  if (width <= 0 || height <= 0) return null;
  try {
    const pixels = canvas.getContext('2d')?.getImageData(x, y, width, height).data;
    return pixels ? meanColour(pixels) : null;
  } catch {
    return null;
  }
}
