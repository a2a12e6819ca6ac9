import type { Point } from './camera';

export interface Framing {
  toImage(point: Point): Point;
}

/** Scales and centres projected points so they fill `fill` of the frame (width or height, whichever binds). */
export function frame(points: readonly Point[], size: { width: number; height: number }, fill: number, shift: Point = [0, 0]): Framing {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const k = Math.min((size.width * fill) / (maxX - minX), (size.height * fill) / (maxY - minY));
  const ox = size.width / 2 - ((minX + maxX) / 2) * k + shift[0];
  const oy = size.height / 2 - ((minY + maxY) / 2) * k + shift[1];
  return { toImage: ([x, y]) => [x * k + ox, y * k + oy] };
}
