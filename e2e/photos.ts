import sharp from 'sharp';

/**
 * A photo made on the spot: a mosaic of flat coloured blocks `block` px wide, so that how sharply
 * its edges show is easy to measure, and JPEG keeps even 24 MP small. The same seed makes the same
 * mosaic at any size.
 */
export async function mosaicPhoto(width: number, height: number, block: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      let h = Math.imul(Math.floor(x / block) + 1, 0x9e3779b1) ^ Math.imul(Math.floor(y / block) + 1, 0x85ebca77);
      h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
      h ^= h >>> 12;
      const at = (y * width + x) * 3;
      pixels[at] = h & 0xff;
      pixels[at + 1] = (h >>> 8) & 0xff;
      pixels[at + 2] = (h >>> 16) & 0xff;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}
