import { describe, it, expect } from 'vitest';
import { emptySpecs, measuresOf } from './measures';
import { modifyPrintAreas } from './print-areas';

describe('measures of a print area', () => {
  it('uses the longer side as length, the shorter as width (portrait 400 x 600)', () => {
    const m = measuresOf({ ...emptySpecs, width: 400, height: 600, sideArea: 20, trim: 5 });
    // full 450 x 650; girthmass 650 + 2 x (450 + 20) = 1590
    expect(m).toMatchObject({ length: 600, width: 400, fullLength: 650, fullWidth: 450, girthmass: 1590, aspectratio: 1.5 });
  });

  it('has aspect ratio 1 for an empty area and Infinity for a line', () => {
    expect(measuresOf(emptySpecs).aspectratio).toBe(1);
    expect(measuresOf({ ...emptySpecs, width: 10 }).aspectratio).toBe(Infinity);
  });
});

describe('print area modifications', () => {
  it('adds every modification (cm x 10) to every print area, leaving the product alone', () => {
    const areas = [
      { id: 'a', name: 'A', specs: { ...emptySpecs, width: 5, trim: 3 } },
      { id: 'b', name: 'B', specs: { ...emptySpecs } },
    ];
    const result = modifyPrintAreas(areas, [
      { width: 1.1, whitespaceTop: 0.5, whitespaceLeft: 1 },
      { width: 2, height: 3, sideArea: 1.5, trim: 0.2, whitespaceRight: 0.3, whitespaceBottom: 0.4 },
    ]);
    expect(result[0]?.specs).toEqual({
      area: '',
      width: 5 + 11 + 20,
      height: 30,
      trim: 3 + 2,
      sideArea: 15,
      whitespaceTop: 5,
      whitespaceRight: 3,
      whitespaceBottom: 4,
      whitespaceLeft: 10,
    });
    expect(result[1]?.specs.width).toBe(31);
    expect(areas[0]?.specs.width).toBe(5);
  });
});
