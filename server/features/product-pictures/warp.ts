import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Point } from './camera';

/*
 * Draws a texture onto a quadrilateral of a picture by inverse mapping: each pixel inside the quad
 * is traced back through the projective map to its texture position and sampled bilinearly, so
 * a face seen in perspective keeps straight lines and correct foreshortening (sharp's affine
 * transform cannot foreshorten). Edges are antialiased from each pixel's distance to the quad's sides.
 */

/** RGB pixels, 0-255, row by row (the picture being drawn). */
export interface Raster {
  readonly width: number;
  readonly height: number;
  readonly data: Float32Array;
}

/** An image to map: packed RGB or RGBA bytes, as sharp's raw output gives them. */
export interface Texture {
  readonly width: number;
  readonly height: number;
  readonly channels: number;
  readonly data: Uint8Array;
}

/** Light on a face at texture position (u, v) in 0..1: colour * multiply + add (in 0..1 of white). */
export type Shader = (u: number, v: number) => readonly [multiply: number, add: number];

const flat: Shader = () => [1, 0];

export const createRaster = (width: number, height: number): Raster => ({ width, height, data: new Float32Array(width * height * 3) });

/** The 3x3 projective map of the unit square onto the quad (Heckbert's square-to-quad). */
function squareToQuad(q: readonly Point[]): number[] {
  const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = q as [Point, Point, Point, Point];
  const dx3 = x0 - x1 + x2 - x3;
  const dy3 = y0 - y1 + y2 - y3;
  let g = 0;
  let h = 0;
  if (Math.abs(dx3) > 1e-9 || Math.abs(dy3) > 1e-9) {
    const dx1 = x1 - x2;
    const dx2 = x3 - x2;
    const dy1 = y1 - y2;
    const dy2 = y3 - y2;
    const det = dx1 * dy2 - dx2 * dy1;
    g = (dx3 * dy2 - dx2 * dy3) / det;
    h = (dx1 * dy3 - dx3 * dy1) / det;
  }
  return [x1 - x0 + g * x1, x3 - x0 + h * x3, x0, y1 - y0 + g * y1, y3 - y0 + h * y3, y0, g, h, 1];
}

function invert3(m: number[]): number[] {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0, i = 0] = m;
  const A = e * i - f * h;
  const B = c * h - b * i;
  const C = b * f - c * e;
  const D = f * g - d * i;
  const E = a * i - c * g;
  const F = c * d - a * f;
  const G = d * h - e * g;
  const H = b * g - a * h;
  const I = a * e - b * d;
  return [A, B, C, D, E, F, G, H, I];
}

function sample(texture: Texture, u: number, v: number, out: number[]): void {
  const { width, height, channels, data } = texture;
  const x = Math.min(Math.max(u * width - 0.5, 0), width - 1);
  const y = Math.min(Math.max(v * height - 0.5, 0), height - 1);
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const x1 = Math.min(x0 + 1, width - 1);
  const y1 = Math.min(y0 + 1, height - 1);
  const fx = x - x0;
  const fy = y - y0;
  for (let c = 0; c < 3; c++) {
    const p00 = data[(y0 * width + x0) * channels + c] as number;
    const p10 = data[(y0 * width + x1) * channels + c] as number;
    const p01 = data[(y1 * width + x0) * channels + c] as number;
    const p11 = data[(y1 * width + x1) * channels + c] as number;
    out[c] = (p00 * (1 - fx) + p10 * fx) * (1 - fy) + (p01 * (1 - fx) + p11 * fx) * fy;
  }
}

/**
 * Lets neighbouring faces overlap by a fraction of a pixel: two antialiased edges that meet would
 * otherwise each let half the background through along the fold.
 */
const SEAM_OVERLAP = 0.4;

/**
 * Rows of pixels worked on between two turns of the event loop. A face is up to a few hundred
 * thousand pixels (0.1 to 0.3 s of CPU, seconds on a busy machine): painted at one go, it held up
 * every other request, and the load shedding then refused the page's other pictures (503, which
 * a browser never asks for again). A band of rows is a few milliseconds.
 */
const ROWS_PER_TURN = 32;

/** Awaited before each row of a pixel loop (counted from 0): every ROWS_PER_TURN rows it lets other work run. */
export const rowBreak = (row: number): Promise<void> | undefined => (row > 0 && row % ROWS_PER_TURN === 0 ? nextTurn() : undefined);

/** Paints the texture into the quad (corners: the texture's top-left, top-right, bottom-right, bottom-left). */
export async function drawQuad(raster: Raster, quad: readonly Point[], texture: Texture, shader: Shader = flat): Promise<void> {
  const inverse = invert3(squareToQuad(quad));
  const [n0 = 0, n1 = 0, n2 = 0, n3 = 0, n4 = 0, n5 = 0, n6 = 0, n7 = 0, n8 = 0] = inverse;
  let area = 0;
  for (let i = 0; i < 4; i++) {
    const [x1, y1] = quad[i] as Point;
    const [x2, y2] = quad[(i + 1) % 4] as Point;
    area += x1 * y2 - x2 * y1;
  }
  const sign = Math.sign(area);
  const edges = quad.map((p, i) => {
    const q = quad[(i + 1) % 4] as Point;
    const length = Math.hypot(q[0] - p[0], q[1] - p[1]) || 1;
    return { x: p[0], y: p[1], dx: (sign * (q[0] - p[0])) / length, dy: (sign * (q[1] - p[1])) / length };
  });
  const xs = quad.map((p) => p[0]);
  const ys = quad.map((p) => p[1]);
  const left = Math.max(0, Math.floor(Math.min(...xs)));
  const right = Math.min(raster.width - 1, Math.ceil(Math.max(...xs)));
  const top = Math.max(0, Math.floor(Math.min(...ys)));
  const bottom = Math.min(raster.height - 1, Math.ceil(Math.max(...ys)));
  const colour = [0, 0, 0];
  for (let y = top; y <= bottom; y++) {
    await rowBreak(y - top);
    const py = y + 0.5;
    for (let x = left; x <= right; x++) {
      const px = x + 0.5;
      let inside = Number.POSITIVE_INFINITY;
      for (const e of edges) inside = Math.min(inside, e.dx * (py - e.y) - e.dy * (px - e.x));
      const coverage = Math.min(1, inside + 0.5 + SEAM_OVERLAP);
      if (coverage <= 0) continue;
      const w = n6 * px + n7 * py + n8;
      const u = (n0 * px + n1 * py + n2) / w;
      const v = (n3 * px + n4 * py + n5) / w;
      sample(texture, u, v, colour);
      const [multiply, lift] = shader(Math.min(Math.max(u, 0), 1), Math.min(Math.max(v, 0), 1));
      const at = (y * raster.width + x) * 3;
      for (let c = 0; c < 3; c++) {
        const value = Math.min(255, (colour[c] as number) * multiply + lift * 255);
        raster.data[at + c] = (raster.data[at + c] as number) * (1 - coverage) + value * coverage;
      }
    }
  }
}
