/*
 * The colour of a HEIF's primary image, read from its `colr` property (ISO/IEC 23008-12 and
 * ISO/IEC 14496-12): an ICC profile (`prof`, or `rICC` for a restricted one) or the code points of
 * ITU-T H.273 (`nclx`). heic-decode answers pixels only, so the boxes are read here: ftyp, meta ->
 * pitm (the primary item), iprp -> ipco (the properties) and ipma (which item has which), and
 * iref -> dimg for a grid. libheif converts YCbCr to RGB by the nclx matrix itself; what is left is
 * to say which RGB the pixels are in.
 */

export type HeifColour = { icc: Buffer } | { nclx: { primaries: number; transfer: number; matrix: number; fullRange: boolean } };

interface Box {
  type: string;
  /** The box's content, after its header. */
  body: Buffer;
}

function boxes(bytes: Buffer): Box[] {
  const found: Box[] = [];
  for (let at = 0; at + 8 <= bytes.length;) {
    let size = bytes.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      size = Number(bytes.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = bytes.length - at;
    if (size < header || at + size > bytes.length) break;
    found.push({ type: bytes.toString('latin1', at + 4, at + 8), body: bytes.subarray(at + header, at + size) });
    at += size;
  }
  return found;
}

const child = (parent: Buffer | undefined, type: string): Buffer | undefined => (parent ? boxes(parent).find((box) => box.type === type)?.body : undefined);

/** A full box's version; its content starts after version and flags. */
const version = (body: Buffer) => body.readUInt8(0);

function primaryItem(pitm: Buffer): number {
  return version(pitm) === 0 ? pitm.readUInt16BE(4) : pitm.readUInt32BE(4);
}

/** The 1-based ipco indices of each item's properties. */
function associations(ipma: Buffer): Map<number, number[]> {
  const wide = (ipma.readUInt32BE(0) & 1) === 1;
  const count = ipma.readUInt32BE(4);
  const byItem = new Map<number, number[]>();
  let at = 8;
  for (let entry = 0; entry < count; entry++) {
    const item = version(ipma) < 1 ? ipma.readUInt16BE(at) : ipma.readUInt32BE(at);
    at += version(ipma) < 1 ? 2 : 4;
    const n = ipma.readUInt8(at++);
    const indices: number[] = [];
    for (let k = 0; k < n; k++) {
      indices.push(wide ? ipma.readUInt16BE(at) & 0x7fff : ipma.readUInt8(at) & 0x7f);
      at += wide ? 2 : 1;
    }
    byItem.set(item, indices);
  }
  return byItem;
}

/** The items a grid (or overlay) item is made of, in order: its `dimg` references. */
function tilesOf(iref: Buffer | undefined, item: number): number[] {
  if (!iref) return [];
  const small = version(iref) === 0;
  for (const { type, body } of boxes(iref.subarray(4))) {
    const from = small ? body.readUInt16BE(0) : body.readUInt32BE(0);
    if (type !== 'dimg' || from !== item) continue;
    let at = small ? 2 : 4;
    const count = body.readUInt16BE(at);
    at += 2;
    return Array.from({ length: count }, (_, k) => (small ? body.readUInt16BE(at + k * 2) : body.readUInt32BE(at + k * 4)));
  }
  return [];
}

function colourOf(colr: Buffer): HeifColour | null {
  const kind = colr.toString('latin1', 0, 4);
  if (kind === 'prof' || kind === 'rICC') return { icc: Buffer.from(colr.subarray(4)) };
  if (kind === 'nclx')
    return {
      nclx: { primaries: colr.readUInt16BE(4), transfer: colr.readUInt16BE(6), matrix: colr.readUInt16BE(8), fullRange: (colr.readUInt8(10) & 0x80) !== 0 },
    };
  return null;
}

/**
 * The primary image's colour: its ICC profile before its nclx where it has both (the profile says
 * more), a grid's first tile's where the grid has none (as libheif does); null without any, or for
 * bytes that are no readable HEIF (the decoder says why).
 */
export function readHeifColour(bytes: Buffer): HeifColour | null {
  try {
    const meta = boxes(bytes)
      .find((box) => box.type === 'meta')
      ?.body.subarray(4);
    const pitm = child(meta, 'pitm');
    const iprp = child(meta, 'iprp');
    const ipco = child(iprp, 'ipco');
    const ipma = child(iprp, 'ipma');
    if (!pitm || !ipco || !ipma) return null;
    const properties = boxes(ipco);
    const byItem = associations(ipma);
    const colours = (item: number) =>
      (byItem.get(item) ?? [])
        .map((index) => properties[index - 1])
        .filter((box) => box?.type === 'colr')
        .map((box) => colourOf((box as Box).body))
        .filter((colour) => colour !== null);
    const primary = primaryItem(pitm);
    const [firstTile] = tilesOf(child(meta, 'iref'), primary);
    const own = colours(primary);
    const found = own.length > 0 || firstTile === undefined ? own : colours(firstTile);
    return found.find((colour) => 'icc' in colour) ?? found[0] ?? null;
  } catch (error) {
    // A box that claims more bytes than the file has: the decoder refuses such a file with its own reason.
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** H.273 colour primaries 12: P3 with the D65 white point, Display P3's. */
const P3_D65 = 12;
/** H.273 transfer characteristics of HDR (PQ, HLG): no ICC profile describes them for an 8-bit JPEG. */
const HDR_TRANSFERS = new Set([16, 18]);

/**
 * The profile the stored JPEG carries: the HEIC's own ICC profile as it is, Display P3 for nclx P3
 * (iPhones' SDR photos use the sRGB curve with it, as Display P3 does); none for sRGB primaries
 * (1) or none named, which browsers and print read as sRGB. Other primaries (BT.2020 for HDR) have
 * no shipped profile and stay untagged as before: read as sRGB, dulled but not broken.
 */
export function profileOfHeif(colour: HeifColour | null, displayP3: Uint8Array): Uint8Array | null {
  if (colour === null) return null;
  if ('icc' in colour) return colour.icc;
  return colour.nclx.primaries === P3_D65 && !HDR_TRANSFERS.has(colour.nclx.transfer) ? displayP3 : null;
}
