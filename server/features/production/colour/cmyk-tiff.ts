/*
 * An uncompressed CMYK TIFF around pixels LittleCMS converted: sharp reads raw pixels as RGB (with
 * alpha for a fourth channel) and would convert them again; a TIFF says they are CMYK ink.
 */

const SHORT = 3;
const LONG = 4;
/** Small strips: libvips reads a strip at a time, and a single strip would be copied whole. */
const ROWS_PER_STRIP = 16;

export interface CmykTiff {
  /** The whole file, for sharp. */
  readonly tiff: Buffer;
  /** Its pixels (C, M, Y, K a byte each, row by row) inside it, to be filled. */
  readonly pixels: Buffer;
}

/** A TIFF of width x height CMYK pixels, all zero, with a view of its pixels to write them in. */
export function cmykTiff(width: number, height: number): CmykTiff {
  const stride = width * 4;
  const strips = Math.ceil(height / ROWS_PER_STRIP);
  const entries = 11;
  const ifd = 8;
  const bits = ifd + 2 + entries * 12 + 4;
  const offsets = bits + 8;
  const counts = offsets + strips * 4;
  const data = counts + strips * 4;
  const tiff = Buffer.alloc(data + stride * height);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(ifd, 4);
  tiff.writeUInt16LE(entries, ifd);
  // Tags in ascending order, as TIFF wants; a value of up to four bytes stands in the entry itself.
  const fields: Array<[tag: number, type: number, count: number, value: number]> = [
    [256, LONG, 1, width],
    [257, LONG, 1, height],
    [258, SHORT, 4, bits], // BitsPerSample: 8 each
    [259, SHORT, 1, 1], // no compression
    [262, SHORT, 1, 5], // separated (ink)
    [273, LONG, strips, strips === 1 ? data : offsets],
    [277, SHORT, 1, 4],
    [278, LONG, 1, ROWS_PER_STRIP],
    [279, LONG, strips, strips === 1 ? stride * height : counts],
    [284, SHORT, 1, 1], // chunky: CMYKCMYK
    [332, SHORT, 1, 1], // InkSet: CMYK
  ];
  fields.forEach(([tag, type, count, value], index) => {
    const at = ifd + 2 + index * 12;
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(type, at + 2);
    tiff.writeUInt32LE(count, at + 4);
    if (type === SHORT && count === 1) tiff.writeUInt16LE(value, at + 8);
    else tiff.writeUInt32LE(value, at + 8);
  });
  for (let channel = 0; channel < 4; channel++) tiff.writeUInt16LE(8, bits + channel * 2);
  for (let strip = 0; strip < strips; strip++) {
    const rows = Math.min(ROWS_PER_STRIP, height - strip * ROWS_PER_STRIP);
    tiff.writeUInt32LE(data + strip * ROWS_PER_STRIP * stride, offsets + strip * 4);
    tiff.writeUInt32LE(rows * stride, counts + strip * 4);
  }
  return { tiff, pixels: tiff.subarray(data) };
}
