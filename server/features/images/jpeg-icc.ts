/*
 * An ICC profile put into a JPEG as it is, without converting a pixel: sharp's withIccProfile
 * converts the pixels from sRGB into the profile, which is wrong for pixels already in it (a HEIC's
 * decoded Display P3). The profile goes into APP2 segments "ICC_PROFILE\0", each with its sequence
 * number and the count (ICC.1, annex B.4), right after the SOI and any APP0 (JFIF) segment.
 */

const MARKER = Buffer.from('ICC_PROFILE\0', 'latin1');
/** A segment holds at most 65 535 bytes with its length field, the marker and the two counters. */
const CHUNK = 65_535 - 2 - MARKER.length - 2;

/** The JPEG with `icc` embedded; the JPEG must carry no profile yet (sharp writes none without being asked). */
export function embedIccInJpeg(jpeg: Buffer, icc: Uint8Array): Buffer {
  if (jpeg.readUInt16BE(0) !== 0xffd8) throw new Error('not a JPEG');
  const count = Math.ceil(icc.byteLength / CHUNK);
  if (count === 0 || count > 255) throw new Error(`an ICC profile of ${icc.byteLength} bytes does not fit a JPEG`);
  const segments = Array.from({ length: count }, (_, index) => {
    const data = icc.subarray(index * CHUNK, (index + 1) * CHUNK);
    const head = Buffer.alloc(4);
    head.writeUInt16BE(0xffe2, 0);
    head.writeUInt16BE(2 + MARKER.length + 2 + data.byteLength, 2);
    return Buffer.concat([head, MARKER, Buffer.from([index + 1, count]), data]);
  });
  let at = 2;
  if (jpeg.readUInt16BE(at) === 0xffe0) at += 2 + jpeg.readUInt16BE(at + 2);
  return Buffer.concat([jpeg.subarray(0, at), ...segments, jpeg.subarray(at)]);
}
