import { describe, expect, it } from 'vitest';
import { TEXT_DEFAULTS, type TextItem } from '../text/text-item';
import { printArea } from '../text/text-test-fixtures';
import { areaGeometry, imageDesign } from './image-design';
import { keptOnRebuild } from './kept-on-rebuild';

const area = printArea(600, 400, 20, 5);
const geometry = areaGeometry(area);
const photo = (id: string) => ({ orig: { id, width: 6000, height: 4000 }, src: `/images/${id}.jpg` });
const title: TextItem = { type: 'text', specs: { ...TEXT_DEFAULTS, text: 'Grosi 80', x: 325, y: 100 } };

describe('what a rebuilt design keeps', () => {
  it("keeps each photo's adjustment by its original, wherever the photo now lies", () => {
    const before = imageDesign(area, [photo('a'), photo('b')], 'columns-2').items;
    const adjusted = before.map((item, index) => (index === 0 ? { ...item, specs: { ...item.specs, adjust: 'bw' } } : item));
    const swapped = imageDesign(area, [photo('b'), photo('a'), photo('c')], null).items;
    const kept = keptOnRebuild(adjusted, swapped, geometry, geometry);
    expect(kept.map((item) => [item.specs.orig?.id, item.specs.adjust])).toEqual([
      ['b', undefined],
      ['a', 'bw'],
      ['c', undefined],
    ]);
    expect(kept[0]).toBe(swapped[0]);
  });

  it('keeps the texts over the photos, moved with the front on a new size', () => {
    const before = [...imageDesign(area, [photo('a')], null).items, title];
    const laidOut = imageDesign(area, [photo('a'), photo('b')], null).items;
    expect(keptOnRebuild(before, laidOut, geometry, geometry)).toEqual([...laidOut, title]);
    const larger = areaGeometry(printArea(1200, 800, 20, 5));
    expect(keptOnRebuild(before, laidOut, geometry, larger).at(-1)).toEqual({
      ...title,
      specs: { ...title.specs, x: 25 + 600, y: 25 + 150, sizeMm: 2 * title.specs.sizeMm },
    });
  });
});
