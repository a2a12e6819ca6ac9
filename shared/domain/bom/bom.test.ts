import { describe, it, expect } from 'vitest';
import { measuresOf, emptySpecs } from '../print-area/measures';
import type { Resource } from '../product/product-schema';
import { billOfMaterials } from './bom';
import { bracesAlong, stretcherFrameBars } from './stretcher-frame';

// Front 600 x 400 mm, sideArea 20, trim 5: full 650 x 450, surface 0.24 m², perimeter 2 m.
const measures = measuresOf({ ...emptySpecs, width: 600, height: 400, sideArea: 20, trim: 5 });
const resource = (sizeType: Resource['productionResource']['sizeType'], quantity: number, grid: number | null = null): Resource => ({
  quantity,
  productionResource: { id: sizeType, name: sizeType, type: 'material', sizeType, canvasFrameGridDistance: grid },
});

describe('bill of materials', () => {
  it('measures each size type', () => {
    expect(
      billOfMaterials(
        [
          resource('piece', 3),
          resource('surface', 2), // 2 x 0.24 m²
          resource('fullsurface', 1), // 0.65 x 0.45 = 0.2925 m²
          resource('perimeter', 1.5), // 1.5 x 2 m
        ],
        measures,
      ).map(({ quantity, unit }) => [quantity, unit]),
    ).toEqual([
      [3, 'piece'],
      [0.48, 'm2'],
      [0.2925, 'm2'],
      [3, 'm'],
    ]);
  });

  it('multiplies a frame by its quantity: 2 frames of 650 x 450 without grid = 8 bars, 4.4 m', () => {
    const [line] = billOfMaterials([resource('frame', 2, null)], measures);
    expect(line).toMatchObject({
      quantity: 4.4, // 2 x (2 x 650 + 2 x 450) = 4400 mm
      unit: 'm',
      bars: [
        { role: 'side', lengthMm: 650, count: 4 },
        { role: 'side', lengthMm: 450, count: 4 },
      ],
    });
  });
});

describe('stretcher frame braces: one per started grid step beyond the first', () => {
  it.each([
    [500, 500, 0], // exactly the grid distance: no brace
    [500.001, 500, 1],
    [1000, 500, 1],
    [1000.5, 500, 2],
    [1600, 500, 3],
    [1600, 0, 0], // no grid
    [1600, null, 0],
  ])('side %f mm, grid %s -> %i braces', (side, grid, braces) => {
    expect(bracesAlong(side, grid)).toBe(braces);
  });

  it('runs braces across the side they divide', () => {
    expect(stretcherFrameBars(1250 as never, 850 as never, 500)).toEqual([
      { role: 'side', lengthMm: 1250, count: 2 },
      { role: 'side', lengthMm: 850, count: 2 },
      { role: 'brace', lengthMm: 850, count: 2 },
      { role: 'brace', lengthMm: 1250, count: 1 },
    ]);
  });
});
