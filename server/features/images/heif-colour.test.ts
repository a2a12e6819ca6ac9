import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { shippedProfile } from '../production/colour/icc-profiles';
import { profileOfHeif, readHeifColour } from './heif-colour';

/*
 * Fixtures, 64 x 40 (left half P3 green 0/255/0, right half 255/64/0, a grey strip at the bottom):
 * p3-green-orange-icc.heic was made with libheif 1.15's heif-enc (`-q 95 -p chroma=444`) from a JPEG of
 * those codes tagged with DisplayP3.icc; heif-enc carries the input's profile into a `prof` box.
 * heif-enc 1.15 writes no nclx box (libheif leaves it out for macOS' sake), so p3-green-orange-nclx.heic
 * is the same file with its `prof` box replaced by `nclx` 12/13/6 (P3 primaries, sRGB curve, BT.601
 * matrix as heif-enc codes) and a `free` box of the rest: no offset moves. heif-info names it nclx.
 */
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

/** An ISO BMFF box; a full box gets version and flags before its content. */
function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}
const u16 = (...values: number[]) => Buffer.from(values.flatMap((v) => [v >> 8, v & 0xff]));
const u32 = (value: number) => Buffer.from([value >>> 24, (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff]);
const fullBox = (type: string, ...content: Buffer[]) => box(type, u32(0), ...content);
const nclx = (primaries: number) => box('colr', Buffer.from('nclx'), u16(primaries, 13, 6), Buffer.from([0x80]));
const prof = (icc: Buffer) => box('colr', Buffer.from('prof'), icc);

/** A HEIF head: primary item 1 (a grid of item 2 where `grid`), the properties, and which item has which (1-based). */
function heif(properties: Buffer[], associations: Record<number, number[]>, grid = false): Buffer {
  const entries = Object.entries(associations).map(([item, indices]) => Buffer.concat([u16(Number(item)), Buffer.from([indices.length, ...indices])]));
  const iref = grid ? [fullBox('iref', box('dimg', u16(1, 1, 2)))] : [];
  const iprp = box('iprp', box('ipco', ...properties), fullBox('ipma', u32(entries.length), ...entries));
  return Buffer.concat([box('ftyp', Buffer.from('heic\0\0\0\0mif1heic')), fullBox('meta', fullBox('pitm', u16(1)), ...iref, iprp)]);
}

describe('readHeifColour', () => {
  it('reads the embedded ICC profile of the primary image as it is', () => {
    const colour = readHeifColour(fixture('p3-green-orange-icc.heic'));
    expect(colour && 'icc' in colour && colour.icc.equals(shippedProfile('DisplayP3.icc'))).toBe(true);
  });

  it('reads nclx code points', () => {
    expect(readHeifColour(fixture('p3-green-orange-nclx.heic'))).toEqual({ nclx: { primaries: 12, transfer: 13, matrix: 6, fullRange: true } });
  });

  it('answers null for a HEIC without a colr box and for bytes that are no HEIF', () => {
    expect(readHeifColour(fixture('red-left-blue-right.heic'))).toBeNull();
    expect(readHeifColour(Buffer.from('not a photo at all'))).toBeNull();
  });

  it('answers null for a HEIF cut off in its boxes, without throwing', () => {
    const whole = heif([nclx(12)], { 1: [1] });
    expect(readHeifColour(whole)).not.toBeNull();
    expect(readHeifColour(whole.subarray(0, whole.length - 3))).toBeNull();
  });

  it("takes the primary item's colour, not another item's", () => {
    expect(readHeifColour(heif([nclx(1), nclx(12)], { 1: [2], 2: [1] }))).toMatchObject({ nclx: { primaries: 12 } });
  });

  it('prefers the ICC profile where the item has both', () => {
    const icc = Buffer.from('an icc profile');
    expect(readHeifColour(heif([nclx(12), prof(icc)], { 1: [1, 2] }))).toEqual({ icc });
  });

  it("takes a grid's first tile's colour where the grid has none", () => {
    expect(readHeifColour(heif([nclx(12)], { 2: [1] }, true))).toMatchObject({ nclx: { primaries: 12 } });
  });
});

const code = (primaries: number, transfer = 13) => ({ nclx: { primaries, transfer, matrix: 6, fullRange: true } });

describe('profileOfHeif', () => {
  const p3 = shippedProfile('DisplayP3.icc');

  it('keeps an embedded profile as it is', () => {
    const icc = Buffer.from('embedded');
    expect(profileOfHeif({ icc }, p3)).toBe(icc);
  });

  it('gives nclx P3 the Display P3 profile', () => {
    expect(profileOfHeif(code(12), p3)).toBe(p3);
  });

  it('leaves sRGB, no colour, and primaries without a shipped profile (BT.2020) or an HDR curve untagged', () => {
    expect([profileOfHeif(code(1), p3), profileOfHeif(null, p3), profileOfHeif(code(9), p3), profileOfHeif(code(12, 16), p3)]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});
