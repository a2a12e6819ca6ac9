import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampPlacement, coverPlacement } from './placement';
import { type PlacedImage, layerPlan, rasterRect, sourcePoint } from './print-mapping';

/** The original point a layer plan draws at raster pixel (px, py): the plan's steps undone. */
function planPoint(image: PlacedImage, k: number, source: { width: number; height: number }, px: number, py: number) {
  const plan = layerPlan(image, k, source);
  const a = (plan.rotation * Math.PI) / 180;
  const ox = px + 0.5 - plan.centre.x;
  const oy = py + 0.5 - plan.centre.y;
  // Turned back (counter-clockwise), then from scaled pixels to the region's source pixels.
  const ux = ox * Math.cos(a) + oy * Math.sin(a);
  const uy = -ox * Math.sin(a) + oy * Math.cos(a);
  const sx = plan.region.left + plan.region.width / 2 + (ux * plan.region.width) / plan.scaled.width;
  const sy = plan.region.top + plan.region.height / 2 + (uy * plan.region.height) / plan.scaled.height;
  return { x: (sx * image.orig.width) / source.width, y: (sy * image.orig.height) / source.height };
}

const orig = { id: 'p', width: 6000, height: 4000 };

describe('print mapping', () => {
  it('a layer plan draws every pixel of its cell from the point sourcePoint names, for the original and for a proxy', () => {
    fc.assert(
      fc.property(
        fc.record({
          cell: fc.record({
            x: fc.integer({ min: 0, max: 200 }),
            y: fc.integer({ min: 0, max: 200 }),
            width: fc.integer({ min: 40, max: 900 }),
            height: fc.integer({ min: 40, max: 900 }),
          }),
          rotation: fc.constantFrom(0, 90, 180, 270, 13.5, 301),
          zoom: fc.double({ min: 1, max: 6, noNaN: true }),
          shiftX: fc.double({ min: -1, max: 1, noNaN: true }),
          shiftY: fc.double({ min: -1, max: 1, noNaN: true }),
          k: fc.constantFrom(0.5, 1, 3, 11.8),
          proxy: fc.constantFrom(1, 2048 / 6000, 400 / 6000),
          fx: fc.double({ min: 0.05, max: 0.95, noNaN: true }),
          fy: fc.double({ min: 0.05, max: 0.95, noNaN: true }),
        }),
        ({ cell, rotation, zoom, shiftX, shiftY, k, proxy, fx, fy }) => {
          const cover = coverPlacement(orig, cell, rotation);
          const placement = clampPlacement(orig, cell, {
            ...cover,
            scale: cover.scale * zoom,
            cx: cover.cx + (shiftX * cell.width) / 2,
            cy: cover.cy + (shiftY * cell.height) / 2,
          });
          const image = { orig, cell, placement };
          const source = { width: Math.round(orig.width * proxy), height: Math.round(orig.height * proxy) };
          const clip = rasterRect(cell, k);
          const px = clip.left + Math.floor(fx * clip.width);
          const py = clip.top + Math.floor(fy * clip.height);
          const expected = sourcePoint(image, (px + 0.5) / k, (py + 0.5) / k);
          if (!expected) return;
          const drawn = planPoint(image, k, source, px, py);
          // Within two source pixels (the region's margin) and a raster pixel (the plan rounds its sizes to whole pixels), in original pixels.
          const tolerance = (2 * orig.width) / source.width + 1 / (placement.scale * k);
          expect(Math.abs(drawn.x - expected.x)).toBeLessThanOrEqual(tolerance);
          expect(Math.abs(drawn.y - expected.y)).toBeLessThanOrEqual(tolerance);
        },
      ),
    );
  });

  it('sourcePoint: the cell centre of a centred cover placement is the original centre; outside the cell nothing', () => {
    const cell = { x: 10, y: 20, width: 300, height: 200 };
    const image = { orig, cell, placement: coverPlacement(orig, cell) };
    const centre = sourcePoint(image, 160, 120);
    expect(centre?.x).toBeCloseTo(3000, 6);
    expect(centre?.y).toBeCloseTo(2000, 6);
    expect(sourcePoint(image, 9, 120)).toBeNull();
    // A quarter turn clockwise: the cell's top-left corner shows the original's bottom-left.
    const turned = {
      orig: { ...orig, width: 4000 },
      cell: { x: 0, y: 0, width: 100, height: 100 },
      placement: coverPlacement({ width: 4000, height: 4000 }, { width: 100, height: 100 }, 90),
    };
    const corner = sourcePoint(turned, 0, 0);
    expect(corner?.x).toBeCloseTo(0, 6);
    expect(corner?.y).toBeCloseTo(4000, 6);
  });

  it('rasterRect tiles neighbouring cells without gap or overlap', () => {
    const a = rasterRect({ x: 0, y: 0, width: 33.3, height: 10 }, 3.7);
    const b = rasterRect({ x: 33.3, y: 0, width: 33.4, height: 10 }, 3.7);
    expect(a.left + a.width).toBe(b.left);
  });
});
