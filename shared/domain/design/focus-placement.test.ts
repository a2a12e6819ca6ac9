import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ImageFocus, PixelBox } from './design-types';
import { boxOnFrame, focusPlacement, rectInside } from './focus-placement';
import { type Frame, type FrameRect, type Placement, clampPlacement, coverPlacement } from './placement';

/** A 400 x 300 mm canvas front with 25 mm of wrap and 5 mm of trim on each side: one photo's cell is the full area. */
const canvas: Frame = { width: 460, height: 360 };
const canvasFront: FrameRect = { x: 30, y: 30, width: 400, height: 300 };

const box = (x: number, y: number, width: number, height: number): PixelBox => ({ x, y, width, height });
const withFaces = (width: number, height: number, faces: PixelBox[], focusBox = box(0, 0, width, height)) => ({
  width,
  height,
  focus: { faces, box: focusBox } satisfies ImageFocus,
});

/** The placement still covers its frame: clamping it changes nothing. */
function expectCovers(image: { width: number; height: number }, frame: Frame, placement: Placement) {
  const clamped = clampPlacement(image, frame, placement);
  expect(clamped.cx).toBeCloseTo(placement.cx, 6);
  expect(clamped.cy).toBeCloseTo(placement.cy, 6);
  expect(clamped.scale).toBeCloseTo(placement.scale, 9);
}

describe('focusPlacement', () => {
  it('is the centred covering placement for a photo without focus', () => {
    expect(focusPlacement({ width: 6000, height: 4000 }, canvas, canvasFront)).toEqual(coverPlacement({ width: 6000, height: 4000 }, canvas));
  });

  it('moves a wide photo sideways so that a face near its right edge leaves the wrap, without zooming', () => {
    const face = box(5300, 1400, 400, 500);
    const image = withFaces(6000, 3000, [face]);
    const centred = coverPlacement(image, canvas);
    expect(rectInside(boxOnFrame(image, centred, face), canvasFront)).toBe(false);
    const placed = focusPlacement(image, canvas, canvasFront);
    expect(placed.scale).toBeCloseTo(centred.scale, 9);
    expect(rectInside(boxOnFrame(image, placed, face), canvasFront)).toBe(true);
    expectCovers(image, canvas, placed);
  });

  it('zooms in when a face near the edge of a photo of the frame’s own shape would stay on the wrap', () => {
    const face = box(300, 1500, 400, 500);
    const image = withFaces(4600, 3600, [face]);
    const placed = focusPlacement(image, canvas, canvasFront);
    expect(placed.scale).toBeGreaterThan(coverPlacement(image, canvas).scale);
    expect(rectInside(boxOnFrame(image, placed, face), canvasFront)).toBe(true);
    expectCovers(image, canvas, placed);
  });

  it('keeps the focus box when the photo has no face', () => {
    const focusBox = box(300, 200, 900, 900);
    const image = withFaces(6000, 3000, [], focusBox);
    const placed = focusPlacement(image, canvas, canvasFront);
    expect(rectInside(boxOnFrame(image, placed, focusBox), canvasFront)).toBe(true);
  });

  it('keeps a face on the visible part of a collage cell that touches the wrap on its left only', () => {
    const cell: Frame = { width: 200, height: 360 };
    const visible: FrameRect = { x: 30, y: 30, width: 170, height: 300 };
    const face = box(700, 1000, 500, 600);
    const image = withFaces(4000, 6000, [face]);
    const placed = focusPlacement(image, cell, visible);
    expect(rectInside(boxOnFrame(image, placed, face), visible)).toBe(true);
    expectCovers(image, cell, placed);
  });

  it('keeps the faces of one side whole when the group is wider than the front', () => {
    // Two faces close together on the left, one far right: centred on the three, the front would show none whole.
    const faces = [box(300, 1000, 300, 300), box(700, 1000, 300, 300), box(5400, 1000, 300, 300)];
    const image = withFaces(6000, 2000, faces);
    const visible: FrameRect = { x: 20, y: 20, width: 160, height: 260 };
    const placed = focusPlacement(image, { width: 200, height: 300 }, visible);
    expect(faces.filter((face) => rectInside(boxOnFrame(image, placed, face), visible))).toEqual(faces.slice(0, 2));
  });

  it('keeps a face on the front of a photo turned a quarter', () => {
    const face = box(1500, 5300, 500, 500);
    const image = withFaces(3000, 6000, [face]);
    const placed = focusPlacement(image, canvas, canvasFront, 90);
    expect(placed.rotation).toBe(90);
    expect(rectInside(boxOnFrame(image, placed, face), canvasFront)).toBe(true);
    expectCovers(image, canvas, placed);
  });

  it('always covers its frame, wherever the face is', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 500, max: 8000 }),
        fc.integer({ min: 500, max: 8000 }),
        fc.double({ min: 0, max: 0.9, noNaN: true }),
        fc.double({ min: 0, max: 0.9, noNaN: true }),
        fc.double({ min: 0.02, max: 0.5, noNaN: true }),
        fc.constantFrom(0, 90, 180, 270, 15),
        (width, height, fx, fy, size, rotation) => {
          const side = size * Math.min(width, height);
          const image = withFaces(width, height, [box(fx * (width - side), fy * (height - side), side, side)]);
          expectCovers(image, canvas, focusPlacement(image, canvas, canvasFront, rotation));
        },
      ),
    );
  });
});
