import { describe, expect, it } from 'vitest';
import { PrintArea } from '../product/product-schema';
import { DEFAULT_EDGE } from './edge';
import { imageDesign } from './image-design';
import { normalizeDesign } from './normalize-design';
import { MAX_TEXT_ITEMS, TEXT_DEFAULTS } from '../text/text-item';

const areaOf = (width: number, height: number) =>
  PrintArea.parse({
    id: 'front',
    name: 'Front',
    specs: { area: 'front', width, height, trim: 5, sideArea: 20, whitespaceTop: 0, whitespaceRight: 0, whitespaceBottom: 0, whitespaceLeft: 0 },
  });
const photo = { orig: { id: 'a', width: 6500, height: 4500 }, src: '/images/a.jpg' };

describe('normalizeDesign', () => {
  it('keeps a design made for this size as it is', () => {
    const area = areaOf(600, 400);
    const design = { front: imageDesign(area, [photo], null) };
    const normalized = normalizeDesign(area, design);
    expect(normalized.design).toEqual({ front: { ...design.front, edge: DEFAULT_EDGE } });
    expect(normalized.lowestDpi).toBeCloseTo(254, 6);
    expect(normalized.printdata.front?.items[0]?.crop.width).toBeCloseTo(6500, 6);
  });

  it('lays a design made for another size out again on the checked size', () => {
    const small = { front: imageDesign(areaOf(300, 200), [photo], null) };
    const normalized = normalizeDesign(areaOf(900, 600), small);
    const cell = normalized.printdata.front?.items[0]?.cell;
    expect(cell).toEqual({ x: 0, y: 0, width: 950, height: 650 });
    // 950 mm over 6500 px: 0.146 mm/px = 173.8 dpi
    expect(normalized.lowestDpi).toBeCloseTo((25.4 * 6500) / 950, 6);
  });

  it('drops tampered placements back to covering, and items of other areas', () => {
    const area = areaOf(600, 400);
    const design = imageDesign(area, [photo], null);
    const item = design.items[0] as (typeof design.items)[number] & { specs: Record<string, unknown> };
    const tampered = { front: { items: [{ ...item, specs: { ...item.specs, placement: { cx: 0, cy: 0, scale: 0.0001, rotation: 0 } } }] }, back: design };
    const normalized = normalizeDesign(area, tampered);
    expect(Object.keys(normalized.design)).toEqual(['front']);
    expect(normalized.lowestDpi).toBeCloseTo(254, 6);
  });

  it('answers an empty design for no images or no area', () => {
    expect(normalizeDesign(undefined, {})).toEqual({ design: {}, printdata: {}, lowestDpi: null });
    expect(normalizeDesign(areaOf(600, 400), { front: { items: [] } }).lowestDpi).toBeNull();
  });

  it('keeps the chosen edge of a framed print, and drops it where there is no side area', () => {
    const framed = areaOf(600, 400);
    const design = { front: { ...imageDesign(framed, [photo], null), edge: { mode: 'colour', colour: '#1A2B3C' } } };
    expect(normalizeDesign(framed, design).design.front?.edge).toEqual({ mode: 'colour', colour: '#1a2b3c' });
    const flat = PrintArea.parse({ ...framed, specs: { ...framed.specs, sideArea: 0 } });
    expect(normalizeDesign(flat, design).design.front).not.toHaveProperty('edge');
  });

  it('keeps a collage’s gap and background, and lays a collage without them out with 5 mm as before', () => {
    const area = areaOf(600, 400);
    const two = [photo, { ...photo, orig: { ...photo.orig, id: 'b' } }];
    const styled = { front: { ...imageDesign(area, two, 'columns-2'), collage: { gap: 20, background: '#ABCDEF' } } };
    const normalized = normalizeDesign(area, styled).design.front;
    expect(normalized?.collage).toEqual({ gap: 20, background: '#abcdef' });
    // 600 mm front, 20 mm gap: the second cell starts at 310 mm + the 25 mm margin
    expect(normalized?.items[1]?.specs.cell).toMatchObject({ x: 335 });
    const old = normalizeDesign(area, { front: imageDesign(area, two, 'columns-2') }).design.front;
    expect(old).not.toHaveProperty('collage');
    expect(old?.items[1]?.specs.cell).toMatchObject({ x: 327.5 });
  });

  it('keeps text items over the images, each completed from its defaults', () => {
    const area = areaOf(600, 400);
    const design = { front: { items: [{ type: 'text', specs: { text: 'Grosi 80' } }, ...imageDesign(area, [photo], null).items] } };
    const items = normalizeDesign(area, design).design.front?.items ?? [];
    expect(items.map((item) => item.type)).toEqual(['image', 'text']);
    expect(items[1]?.specs).toEqual({ ...TEXT_DEFAULTS, text: 'Grosi 80', x: 325, y: 225 });
  });

  it('keeps an area with text alone (without print data), and drops text items without text', () => {
    const area = areaOf(600, 400);
    const normalized = normalizeDesign(area, {
      front: {
        items: [
          { type: 'text', specs: { text: 'Titel', font: 'lora' } },
          { type: 'text', specs: { text: '' } },
        ],
      },
    });
    expect(normalized.design.front?.items).toEqual([{ type: 'text', specs: expect.objectContaining({ text: 'Titel', font: 'lora' }) }]);
    expect(normalized.printdata.front?.items).toEqual([]);
    expect(normalized.lowestDpi).toBeNull();
  });

  it('keeps at most MAX_TEXT_ITEMS text items', () => {
    const area = areaOf(600, 400);
    const many = Array.from({ length: MAX_TEXT_ITEMS + 3 }, (_, index) => ({ type: 'text', specs: { text: `line ${index}` } }));
    expect(normalizeDesign(area, { front: { items: many } }).design.front?.items).toHaveLength(MAX_TEXT_ITEMS);
  });
});
