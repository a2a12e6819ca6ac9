import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_ZOOM,
  type Frame,
  type Placement,
  clampPlacement,
  coverPlacement,
  cropOf,
  minCoverScale,
  moveBy,
  placementDpi,
  rotateTo,
  zoomAt,
} from './placement';
import type { PixelSize } from './image-quality';

/** Every frame corner lies inside the turned image (with a hair of tolerance for floating point). */
function covers(image: PixelSize, frame: Frame, p: Placement): boolean {
  const a = (p.rotation * Math.PI) / 180;
  const halfW = (image.width * p.scale) / 2;
  const halfH = (image.height * p.scale) / 2;
  const tolerance = 1e-6 * Math.max(frame.width, frame.height, 1);
  return [
    [0, 0],
    [frame.width, 0],
    [0, frame.height],
    [frame.width, frame.height],
  ].every(([x, y]) => {
    const dx = (x as number) - p.cx;
    const dy = (y as number) - p.cy;
    const u = dx * Math.cos(a) + dy * Math.sin(a);
    const v = -dx * Math.sin(a) + dy * Math.cos(a);
    return Math.abs(u) <= halfW + tolerance && Math.abs(v) <= halfH + tolerance;
  });
}

const photo: PixelSize = { width: 6000, height: 4000 };
const landscape: Frame = { width: 600, height: 400 };

describe('cover placement (worked examples)', () => {
  it('fills a frame of the same shape exactly: 600 mm / 6000 px = 0.1 mm per px = 254 dpi', () => {
    const p = coverPlacement(photo, landscape);
    expect(p).toEqual({ cx: 300, cy: 200, scale: 0.1, rotation: 0 });
    expect(placementDpi(p)).toBeCloseTo(254, 6);
  });

  it('turned 90°, the 4000 px side must span 600 mm: 0.15 mm per px', () => {
    expect(minCoverScale(photo, landscape, 90)).toBeCloseTo(0.15, 9);
  });

  it('turned 45°, the frame diagonal box (1000/√2 + ...) sets the scale', () => {
    // corners along the turned axes span (600 + 400) / √2 = 707.1 mm in both directions;
    // the 4000 px side limits: 707.1 / 4000 = 0.1768 mm per px
    expect(minCoverScale(photo, landscape, 45)).toBeCloseTo(1000 / Math.SQRT2 / 4000, 9);
  });

  it('a portrait photo in a landscape frame is cropped top and bottom', () => {
    const p = coverPlacement({ width: 3000, height: 4500 }, landscape);
    expect(p.scale).toBeCloseTo(0.2, 9); // 600 mm / 3000 px
    const crop = cropOf({ width: 3000, height: 4500 }, landscape, p);
    expect(crop).toMatchObject({ centerX: 1500, centerY: 2250, width: 3000, height: 2000 });
  });
});

describe('moving, zooming, turning', () => {
  it('cannot drag the image so far that a gap opens', () => {
    const p = coverPlacement(photo, landscape);
    expect(moveBy(photo, landscape, p, 50, 0)).toEqual(p);
    const zoomed = zoomAt(photo, landscape, p, 2);
    const moved = moveBy(photo, landscape, zoomed, 1000, -1000);
    // at 0.2 mm/px the image is 1200 x 800 mm: its centre may go at most 300 mm right of the frame centre
    expect(moved.cx).toBeCloseTo(600, 9);
    expect(moved.cy).toBeCloseTo(0, 9);
  });

  it('zooms about the anchor point and never below covering nor above MAX_ZOOM', () => {
    const p = coverPlacement(photo, landscape);
    const zoomed = zoomAt(photo, landscape, p, 2, { x: 0, y: 0 });
    expect(zoomed).toMatchObject({ cx: 600, cy: 400, scale: 0.2 });
    expect(zoomAt(photo, landscape, zoomed, 0.1).scale).toBeCloseTo(0.1, 9);
    expect(zoomAt(photo, landscape, p, 100).scale).toBeCloseTo(0.1 * MAX_ZOOM, 9);
    expect(zoomAt(photo, landscape, p, Number.NaN)).toEqual(p);
  });

  it('keeps the zoom factor when turning', () => {
    const zoomed = zoomAt(photo, landscape, coverPlacement(photo, landscape), 1.5);
    const turned = rotateTo(photo, landscape, zoomed, 90);
    expect(turned.rotation).toBe(90);
    expect(turned.scale).toBeCloseTo(0.15 * 1.5, 9);
    expect(rotateTo(photo, landscape, zoomed, -90).rotation).toBe(270);
  });
});

describe('properties', () => {
  const size = fc.integer({ min: 50, max: 12_000 });
  const mm = fc.double({ min: 10, max: 3000, noNaN: true });
  const arbitraryCase = fc.record({
    image: fc.record({ width: size, height: size }),
    frame: fc.record({ width: mm, height: mm }),
    placement: fc.record({
      cx: fc.double({ min: -5000, max: 5000, noNaN: true }),
      cy: fc.double({ min: -5000, max: 5000, noNaN: true }),
      scale: fc.double({ min: 1e-4, max: 50, noNaN: true }),
      rotation: fc.double({ min: -720, max: 720, noNaN: true }),
    }),
  });

  it('any clamped placement covers its frame', () => {
    fc.assert(fc.property(arbitraryCase, ({ image, frame, placement }) => covers(image, frame, clampPlacement(image, frame, placement))));
  });

  it('clamping a covering placement changes nothing', () => {
    fc.assert(
      fc.property(arbitraryCase, ({ image, frame, placement }) => {
        const once = clampPlacement(image, frame, placement);
        const twice = clampPlacement(image, frame, once);
        return Math.abs(twice.cx - once.cx) < 1e-6 && Math.abs(twice.cy - once.cy) < 1e-6 && Math.abs(twice.scale / once.scale - 1) < 1e-12;
      }),
    );
  });

  it('moves and zooms keep covering', () => {
    fc.assert(
      fc.property(
        arbitraryCase,
        fc.double({ min: -2000, max: 2000, noNaN: true }),
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        ({ image, frame, placement }, d, f) => {
          const start = clampPlacement(image, frame, placement);
          return covers(image, frame, moveBy(image, frame, start, d, -d)) && covers(image, frame, zoomAt(image, frame, start, f, { x: d, y: d }));
        },
      ),
    );
  });
});
