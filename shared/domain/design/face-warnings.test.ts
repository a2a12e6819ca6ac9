import { describe, expect, it } from 'vitest';
import { PrintArea } from '../product/product-schema';
import { faceWarnings } from './face-warnings';
import { imageDesign, withPlacement } from './image-design';

// A 60 x 40 cm canvas front with a 20 mm wrap and 5 mm trim: full area 650 x 450 mm, 0.1 mm per pixel below.
const canvas = PrintArea.parse({
  id: 'front',
  name: 'Front',
  specs: { area: 'front', width: 600, height: 400, trim: 5, sideArea: 20, whitespaceTop: 0, whitespaceRight: 0, whitespaceBottom: 0, whitespaceLeft: 0 },
});
const face = { x: 300, y: 2000, width: 500, height: 500 };
const photo = { orig: { id: 'img-1', width: 6500, height: 4500, focus: { faces: [face], box: face } }, src: '/images/x/proxy.jpg' };
const centred = imageDesign(canvas, [photo], null);
/** The photo zoomed to 0.15 mm per pixel and moved so that the face's left edge lies `left` mm from the full area's left edge. */
const faceAt = (left: number) => withPlacement(centred, 0, { cx: left + (3250 - 300) * 0.15, cy: 225, scale: 0.15, rotation: 0 });

describe('faceWarnings', () => {
  it('is quiet while every face is on the front', () => {
    expect(faceWarnings(canvas, centred)).toEqual([]);
  });

  it('warns of the wrap when a face crosses the fold, and of the trim when it reaches past the cut', () => {
    expect(faceWarnings(canvas, faceAt(45))).toEqual([]);
    expect(faceWarnings(canvas, faceAt(20))).toEqual([{ code: 'faceAcrossEdge', into: 'wrap', item: 0 }]);
    expect(faceWarnings(canvas, faceAt(0))).toEqual([{ code: 'faceAcrossEdge', into: 'trim', item: 0 }]);
  });

  it('is quiet about a face the cell crops away entirely', () => {
    expect(faceWarnings(canvas, faceAt(-80))).toEqual([]);
  });

  it('ignores photos without faces', () => {
    expect(faceWarnings(canvas, imageDesign(canvas, [{ ...photo, orig: { id: 'img-2', width: 6500, height: 4500 } }], null))).toEqual([]);
  });
});
