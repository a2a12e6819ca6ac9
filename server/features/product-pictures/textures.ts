import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Sharp } from 'sharp';
import sharp from '../images/sharp';
import { templateAssetsDir } from '../images/template-artwork';
import { rowBreak, type Texture } from './warp';

/** A seeded motif rasterized to cover exactly width x height pixels (cropped centrally, like a print). */
export async function motifTexture(motif: string, width: number, height: number): Promise<Texture> {
  const svg = await readFile(path.join(templateAssetsDir, `${path.basename(motif)}.svg`));
  const meta = await sharp(svg).metadata();
  const cover = Math.max(width / (meta.width ?? width), height / (meta.height ?? height));
  // SVG renders at 72 dpi: a density that gives at least the cover size, so the resize only shrinks.
  const density = Math.min(2400, Math.max(1, 72 * cover * 1.05));
  return rawTexture(sharp(svg, { density }).resize(width, height, { fit: 'cover' }));
}

export async function rawTexture(image: Sharp): Promise<Texture> {
  const { data, info } = await image.flatten({ background: '#ffffff' }).toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, channels: info.channels, data };
}

export const solidTexture = (hex: string): Texture => ({ width: 1, height: 1, channels: 3, data: Uint8Array.from(Buffer.from(hex.slice(1), 'hex')) });

/** The texture's mean colour: a face only a pixel or two wide would otherwise sample its stripes into dots. */
export function meanColour(t: Texture): Texture {
  const sum = [0, 0, 0];
  for (let i = 0; i < t.width * t.height; i++) for (let c = 0; c < 3; c++) sum[c] = (sum[c] as number) + (t.data[i * t.channels + c] as number);
  const n = t.width * t.height;
  return { width: 1, height: 1, channels: 3, data: Uint8Array.from(sum.map((s) => Math.round(s / n))) };
}

/** A rectangle of a texture, optionally mirrored. */
export function cropTexture(t: Texture, x: number, y: number, width: number, height: number, flip: { x?: boolean; y?: boolean } = {}): Texture {
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.round(height));
  const left = Math.round(x);
  const top = Math.round(y);
  const data = new Uint8Array(w * h * t.channels);
  for (let row = 0; row < h; row++) {
    const sy = Math.min(t.height - 1, Math.max(0, top + (flip.y ? h - 1 - row : row)));
    for (let col = 0; col < w; col++) {
      const sx = Math.min(t.width - 1, Math.max(0, left + (flip.x ? w - 1 - col : col)));
      for (let c = 0; c < t.channels; c++) data[(row * w + col) * t.channels + c] = t.data[(sy * t.width + sx) * t.channels + c] as number;
    }
  }
  return { width: w, height: h, channels: t.channels, data };
}

/** A small deterministic generator, so a picture renders to the same bytes every time. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * Print on brushed aluminium: the metal shows through where the print is light (no white
 * underprint), with fine horizontal streaks of the brushing.
 */
export function brushed(t: Texture): Texture {
  const next = random(7);
  const streaks = new Float32Array(t.height);
  let drift = 0;
  for (let y = 0; y < t.height; y++) {
    drift = drift * 0.85 + (next() - 0.5) * 0.5;
    streaks[y] = drift;
  }
  const data = new Uint8Array(t.data.length);
  for (let y = 0; y < t.height; y++) {
    for (let x = 0; x < t.width; x++) {
      const at = (y * t.width + x) * t.channels;
      const [r = 0, g = 0, b = 0] = [t.data[at], t.data[at + 1], t.data[at + 2]];
      const light = (0.3 * r + 0.59 * g + 0.11 * b) / 255;
      const metal = 176 + 26 * (streaks[y] as number) + 10 * (next() - 0.5);
      const mix = light * light * 0.85;
      const metalTint = [metal * 0.98, metal, metal * 1.03];
      for (let c = 0; c < 3; c++) {
        const ink = t.data[at + c] as number;
        data[at + c] = Math.max(0, Math.min(255, ink * (1 - mix) + (metalTint[c] as number) * mix));
      }
      if (t.channels === 4) data[at + 3] = 255;
    }
  }
  return { ...t, data };
}

/** Canvas is woven: a faint, regular texture keeps large flat areas from looking like a screen. */
export async function woven(t: Texture, pitch: number): Promise<Texture> {
  const data = new Uint8Array(t.data);
  const k = (2 * Math.PI) / Math.max(2, pitch);
  for (let y = 0; y < t.height; y++) {
    await rowBreak(y);
    for (let x = 0; x < t.width; x++) {
      const weave = 1 + 0.035 * Math.sin(x * k) * Math.sin(y * k);
      const at = (y * t.width + x) * t.channels;
      for (let c = 0; c < 3; c++) data[at + c] = Math.min(255, (t.data[at + c] as number) * weave);
    }
  }
  return { ...t, data };
}
