import { describe, expect, it } from 'vitest';
import { areaGeometry } from '../design/image-design';
import { TEXT_DEFAULTS, TEXT_SIZE_MM, type TextItemSpecs } from './text-item';
import { textOnResizedArea } from './text-on-resized-area';
import { printArea } from './text-test-fixtures';

// 600 x 400 mm front with 20 mm of wrap and 5 of bleed on each side: the front starts at 25 mm.
const landscape = areaGeometry(printArea(600, 400, 20, 5));
const title: TextItemSpecs = { ...TEXT_DEFAULTS, text: 'Grosi 80', sizeMm: 40, x: 25 + 300, y: 25 + 100 };

describe('a text on a resized print area', () => {
  it('stays as it is on an area of the same size, even off the front', () => {
    expect(textOnResizedArea(title, landscape, areaGeometry(printArea(600, 400, 20, 5)))).toBe(title);
    const onWrap = { ...title, x: 10 };
    expect(textOnResizedArea(onWrap, landscape, landscape)).toBe(onWrap);
  });

  it('keeps its place on the front and scales with it', () => {
    const double = areaGeometry(printArea(1200, 800, 20, 5));
    expect(textOnResizedArea(title, landscape, double)).toEqual({ ...title, x: 25 + 600, y: 25 + 200, sizeMm: 80 });
  });

  it('follows a new wrap: the front moves, the place on it does not', () => {
    const deep = areaGeometry(printArea(600, 400, 40, 5));
    expect(textOnResizedArea(title, landscape, deep)).toEqual({ ...title, x: 45 + 300, y: 45 + 100 });
  });

  it('scales by the smaller factor, so a text that fitted the front still fits it', () => {
    const portrait = areaGeometry(printArea(400, 600, 20, 5));
    // Across 600 -> 400 mm (2/3), down 400 -> 600 mm (3/2): the size takes 2/3.
    const turned = textOnResizedArea(title, landscape, portrait);
    expect(turned.x).toBeCloseTo(25 + 200);
    expect(turned.y).toBeCloseTo(25 + 150);
    expect(turned.sizeMm).toBeCloseTo(40 * (2 / 3));
  });

  it('brings an anchor off the front onto it, and keeps the size within its limits', () => {
    const small = areaGeometry(printArea(60, 40, 20, 5));
    const offFront = textOnResizedArea({ ...title, x: 5, y: 700, sizeMm: 5 }, landscape, small);
    expect(offFront).toMatchObject({ x: 25, y: 25 + 40, sizeMm: TEXT_SIZE_MM.min });
    const huge = textOnResizedArea({ ...title, sizeMm: 300 }, small, landscape);
    expect(huge.sizeMm).toBe(TEXT_SIZE_MM.max);
  });
});
