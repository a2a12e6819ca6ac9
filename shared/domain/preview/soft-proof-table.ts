/*
 * The soft proof's lookup table (GET /api/products/{id}/soft-proof): for each of N³ sRGB colours on
 * an even grid, the colour the material prints it as, seen on the screen (RGB), and whether it lies
 * in the printing condition's gamut (A: 255 inside, 0 outside). Red runs fastest, then green, then
 * blue: the layout of a WebGL 3D texture N wide, N high and N deep, which the preview's shader samples
 * with the same trilinear interpolation as sampleSoftProof. Pure: no DOM, no I/O.
 */

/** Grid points per channel: 33 keeps the table within ΔE00 1 of LittleCMS on average (soft-proof-table.test.ts on the server). */
export const SOFT_PROOF_SIZE = 33;

/** Bytes of a table: RGBA8 per grid point. */
export const SOFT_PROOF_BYTES = SOFT_PROOF_SIZE ** 3 * 4;

/** An interpolated gamut flag below this is out of gamut (halfway between the grid's 0 and 255). */
export const IN_GAMUT_FROM = 127.5;

/** The grid's colours in the table's order, RGB8 packed: what the server converts to make it. */
export function softProofGrid(size = SOFT_PROOF_SIZE): Uint8Array {
  const grid = new Uint8Array(size ** 3 * 3);
  const step = (i: number) => Math.round((i * 255) / (size - 1));
  let at = 0;
  for (let b = 0; b < size; b += 1)
    for (let g = 0; g < size; g += 1)
      for (let r = 0; r < size; r += 1) {
        grid[at++] = step(r);
        grid[at++] = step(g);
        grid[at++] = step(b);
      }
  return grid;
}

/** Where a channel's value (0-255) falls on the grid: the lower point and the weight of the upper one. */
function cell(value: number, size: number): [number, number] {
  const at = (value / 255) * (size - 1);
  const low = Math.min(Math.floor(at), size - 2);
  return [low, at - low];
}

/**
 * The table's RGBA (0-255, not rounded) for an sRGB colour: trilinear between the eight grid points
 * around it, as a GPU samples a 3D texture with linear filtering at the texel centres.
 */
export function sampleSoftProof(table: Uint8Array, r: number, g: number, b: number, size = SOFT_PROOF_SIZE): [number, number, number, number] {
  const [r0, fr] = cell(r, size);
  const [g0, fg] = cell(g, size);
  const [b0, fb] = cell(b, size);
  const out: [number, number, number, number] = [0, 0, 0, 0];
  for (let corner = 0; corner < 8; corner += 1) {
    const [dr, dg, db] = [corner & 1, (corner >> 1) & 1, (corner >> 2) & 1];
    const weight = (dr ? fr : 1 - fr) * (dg ? fg : 1 - fg) * (db ? fb : 1 - fb);
    if (weight === 0) continue;
    const at = (r0 + dr + size * (g0 + dg + size * (b0 + db))) * 4;
    for (let c = 0; c < 4; c += 1) out[c]! += weight * table[at + c]!;
  }
  return out;
}

/**
 * The proof of RGBA pixels (a canvas's ImageData), in place: each colour through the table, and with
 * `gamut` the colours the material cannot print hatched in magenta (diagonal stripes, `stripe` px
 * wide, every other one), as the WebGL preview draws them.
 */
export function applySoftProof(pixels: Uint8ClampedArray, width: number, table: Uint8Array, gamut: boolean, stripe = 3, size = SOFT_PROOF_SIZE): void {
  for (let at = 0; at < pixels.length; at += 4) {
    const [r, g, b, a] = sampleSoftProof(table, pixels[at]!, pixels[at + 1]!, pixels[at + 2]!, size);
    const pixel = at / 4;
    const hatched = gamut && a < IN_GAMUT_FROM && Math.floor(((pixel % width) + Math.floor(pixel / width)) / stripe) % 2 === 0;
    pixels[at] = hatched ? 255 : r;
    pixels[at + 1] = hatched ? 0 : g;
    pixels[at + 2] = hatched ? 255 : b;
  }
}

/** What a product's table is made from, and its URL's version: a new one when the condition or the intent changes (or how the table is made: the trailing revision). */
export const softProofVersion = (product: { readonly outputCondition: string; readonly renderingIntent: string }) =>
  `${product.outputCondition}.${product.renderingIntent}.1`;
