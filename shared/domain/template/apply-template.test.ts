import { describe, expect, it } from 'vitest';
import { emptyCells, freeCells } from '../design/free-cells';
import { isImageItem } from '../design/image-design';
import { isTextItem } from '../text/text-item';
import { printArea } from '../text/text-test-fixtures';
import { applyTemplate, templatesFor } from './apply-template';
import { titled } from './template-test-fixtures';
import type { DesignTemplate } from './design-template';

const photo = (id: string) => ({ orig: { id, width: 3000, height: 2000 }, src: `/${id}.jpg` });
const photos = (count: number) => Array.from({ length: count }, (_, i) => photo(`p${i + 1}`));
// 600 x 400 front, 20 mm wrap and 5 mm bleed.
const canvas = printArea(600, 400, 20, 5);

describe('applyTemplate', () => {
  it('lays the photos out by the template’s layout and puts its texts on the front in the language', () => {
    const design = applyTemplate(canvas, photos(3), titled, 'fr');
    const images = design.items.filter(isImageItem);
    expect(images.map((item) => [item.specs.orig.id, item.specs.layout])).toEqual([
      ['p1', 'feature-left-3'],
      ['p2', 'feature-left-3'],
      ['p3', 'feature-left-3'],
    ]);
    expect(design.collage).toEqual({ gap: 5, background: '#ffffff' });
    const [text] = design.items.filter(isTextItem);
    // 8 % of the shorter side (400 mm) as asked: "Ferien 2026" fits 60 % of 600 mm at that size.
    expect(text?.specs).toEqual({
      text: 'Ferien 2026',
      font: 'lora',
      weight: 'bold',
      sizeMm: 32,
      colour: '#ffffff',
      align: 'center',
      rotation: 0,
      x: 25 + 0.35 * 600,
      y: 25 + 0.88 * 400,
    });
  });

  it('shrinks a text that would not fit its box and keeps it inside the safe area', () => {
    const long = { ...titled, slots: [{ ...titled.slots[0]!, y: 0.96, texts: { ...titled.slots[0]!.texts, en: 'A'.repeat(80) } }] };
    const [text] = applyTemplate(canvas, photos(3), long, 'en').items.filter(isTextItem);
    expect(text!.specs.sizeMm * 80 * 0.62).toBeCloseTo(0.6 * 600);
    const halfHeight = (1.2 * text!.specs.sizeMm) / 2;
    expect(text!.specs.y + halfHeight).toBeLessThanOrEqual(25 + 400 - 0.04 * 400 + 1e-9);
  });

  it('keeps the layout for fewer photos than cells (a cell left free), else the first layout for their number', () => {
    const two = applyTemplate(canvas, photos(2), titled, 'de').items.filter(isImageItem);
    expect(two.map((item) => item.specs.layout)).toEqual(['feature-left-3', 'feature-left-3']);
    const withGrid = { ...titled, layout: 'grid-2x2' as const };
    const fewer = applyTemplate(canvas, photos(1), withGrid, 'de').items.filter(isImageItem);
    expect(fewer.map((item) => item.specs.layout)).toEqual([null]);
    const one = applyTemplate(canvas, photos(1), titled, 'de').items.filter(isImageItem);
    expect(one).toHaveLength(1);
    expect(one[0]!.specs.cell).toEqual({ x: 0, y: 0, width: 650, height: 450 });
    expect(applyTemplate(canvas, photos(4), titled, 'de').items.filter(isImageItem)).toHaveLength(4);
  });

  it('puts a slot in the cell two photos leave free, so no cell is left empty', () => {
    const twoAndTitle: DesignTemplate = { ...titled, layout: 'feature-top-3', slots: [{ ...titled.slots[0]!, x: 0.75, y: 0.8, width: 0.4 }] };
    const design = applyTemplate(canvas, photos(2), twoAndTitle, 'en');
    expect(design.items.filter(isImageItem).map((item) => item.specs.layout)).toEqual(['feature-top-3', 'feature-top-3']);
    expect(freeCells(canvas, design)).toHaveLength(1);
    expect(emptyCells(canvas, design)).toEqual([]);
  });

  it('fits the same template to every size of its orientation', () => {
    const small = printArea(300, 200, 0, 3);
    const [text] = applyTemplate(small, photos(3), titled, 'it').items.filter(isTextItem);
    expect(text!.specs).toMatchObject({ sizeMm: 16, x: 3 + 0.35 * 300, y: 3 + 0.88 * 200 });
  });
});

describe('templatesFor', () => {
  const portrait: DesignTemplate = { ...titled, id: 'portrait', orientation: 'portrait' };
  const single: DesignTemplate = { ...titled, id: 'single', layout: null };

  it('offers the templates of the front’s orientation, those the photos fill first', () => {
    expect(templatesFor([titled, portrait, single], canvas, 1).map((t) => t.id)).toEqual(['single', 'three-and-title']);
    expect(templatesFor([titled, portrait, single], canvas, 3).map((t) => t.id)).toEqual(['three-and-title', 'single']);
    const twoAndTitle: DesignTemplate = { ...titled, id: 'two-and-title', layout: 'columns-2' };
    expect(templatesFor([single, titled, twoAndTitle], canvas, 2).map((t) => t.id)).toEqual(['two-and-title', 'three-and-title', 'single']);
    expect(templatesFor([titled, portrait, single], printArea(300, 400, 0, 3), 2).map((t) => t.id)).toEqual(['portrait']);
  });

  it('offers none without a photo', () => {
    expect(templatesFor([titled], canvas, 0)).toEqual([]);
  });
});
