import { describe, expect, it } from 'vitest';
import { imageDesign } from '../domain/design/image-design';
import { printArea } from '../domain/text/text-test-fixtures';
import { DesignSchema } from './basket-items';

const [photo] = imageDesign(printArea(200, 150, 0, 0), [{ orig: { id: 'a', width: 4000, height: 3000 }, src: '/api/images/a/proxy' }], null).items;
const text = (specs: Record<string, unknown>) => ({ type: 'text', specs: { text: 'Grosi 80', ...specs } });

describe('DesignSchema with text items', () => {
  it('takes a text item with nothing but its text (a partner’s settings), beside photos', () => {
    expect(DesignSchema.safeParse({ front: { items: [photo, text({})] } }).success).toBe(true);
  });

  it('takes every spec of a text item, the text over several lines', () => {
    const full = text({
      text: 'Grosi 80\nFamilie Müller',
      font: 'lora',
      weight: 'bold',
      sizeMm: 12,
      colour: '#A0B1C2',
      align: 'right',
      rotation: -12,
      x: 40,
      y: 50,
    });
    expect(DesignSchema.safeParse({ front: { items: [full] } }).success).toBe(true);
  });

  it('refuses an unknown font, a size beyond the limits, a broken colour and an unknown spec', () => {
    for (const specs of [{ font: 'comic-sans' }, { sizeMm: 0.1 }, { colour: 'red' }, { shadow: true }])
      expect(DesignSchema.safeParse({ front: { items: [text(specs)] } }).success, JSON.stringify(specs)).toBe(false);
  });

  it('refuses control characters but tab and line breaks in the text', () => {
    expect(DesignSchema.safeParse({ front: { items: [text({ text: 'a\tb\r\nc' })] } }).success).toBe(true);
    expect(DesignSchema.safeParse({ front: { items: [text({ text: 'a\u0000b' })] } }).success).toBe(false);
  });

  it('takes twelve texts and nine photos in an area, not more', () => {
    const texts = Array.from({ length: 12 }, () => text({}));
    const photos = Array.from({ length: 9 }, () => photo);
    expect(DesignSchema.safeParse({ front: { items: [...photos, ...texts] } }).success).toBe(true);
    expect(DesignSchema.safeParse({ front: { items: [...photos, ...texts, text({})] } }).success).toBe(false);
    expect(DesignSchema.safeParse({ front: { items: [...photos, photo] } }).success).toBe(false);
  });
});

/** A design whose photo was moved into layout cell `cellIndex`. */
const moved = (cellIndex: unknown) => ({ front: { items: [{ ...photo, specs: { ...photo!.specs, cellIndex } }] } });

describe('DesignSchema with a photo moved into a free cell', () => {
  it('takes a cell index of a layout, not beyond the largest', () => {
    expect(DesignSchema.safeParse(moved(2)).success).toBe(true);
    expect(DesignSchema.safeParse(moved(9)).success).toBe(false);
    expect(DesignSchema.safeParse(moved(1.5)).success).toBe(false);
  });
});
