import { describe, expect, it } from 'vitest';
import type { PrintAreaDesign } from '../../../../shared/domain';
import { MAX_TEXT_ITEMS, TEXT_DEFAULTS, titleSizeMm } from '../../../../shared/domain/text';
import { printArea } from '../../../../shared/domain/text/text-test-fixtures';
import { addText, changeText, removeText, textsOf } from './text-edit';

const area = printArea(400, 300, 20, 5);
const image = { type: 'image', specs: { orig: { id: 'a', width: 600, height: 400 }, placement: {} } };
const design: PrintAreaDesign = { items: [image] };

describe('text editing', () => {
  it('adds a text in the middle of the front at a title size, after the images', () => {
    const added = addText(area, design, 'Ihr Text');
    expect(added.items[0]).toBe(image);
    expect(textsOf(area, added)).toEqual([{ type: 'text', specs: { text: 'Ihr Text', ...TEXT_DEFAULTS, sizeMm: titleSizeMm(area), x: 225, y: 175 } }]);
  });

  it('adds no more than the design may hold', () => {
    const full = Array.from({ length: MAX_TEXT_ITEMS }).reduce<PrintAreaDesign>((d) => addText(area, d, 'x'), design);
    expect(addText(area, full, 'one more')).toBe(full);
  });

  it('changes one text by its index among the texts, keeping its specs valid', () => {
    const two = addText(area, addText(area, design, 'A'), 'B');
    const changed = changeText(area, two, 1, { font: 'lora', sizeMm: 10_000, x: 40 });
    expect(textsOf(area, changed).map((text) => text.specs)).toEqual([
      expect.objectContaining({ text: 'A', font: TEXT_DEFAULTS.font }),
      expect.objectContaining({ text: 'B', font: 'lora', sizeMm: 400, x: 40 }),
    ]);
  });

  it('reads a partner’s text of nothing but its words complete, and changes it so', () => {
    const partner: PrintAreaDesign = { items: [image, { type: 'text', specs: { text: 'Grosi 80' } }] };
    expect(textsOf(area, partner)[0]?.specs).toEqual({ text: 'Grosi 80', ...TEXT_DEFAULTS, x: 225, y: 175 });
    const changed = changeText(area, partner, 0, { font: 'lora' });
    expect(changed.items).toHaveLength(2);
    expect(changed.items[1]).toEqual({ type: 'text', specs: { text: 'Grosi 80', ...TEXT_DEFAULTS, font: 'lora', x: 225, y: 175 } });
  });

  it('removes a text emptied or deleted, and leaves the images alone', () => {
    const two = addText(area, addText(area, design, 'A'), 'B');
    expect(textsOf(area, changeText(area, two, 0, { text: ' ' })).map((text) => text.specs.text)).toEqual(['B']);
    const removed = removeText(area, two, 1);
    expect(removed.items).toHaveLength(2);
    expect(textsOf(area, removed).map((text) => text.specs.text)).toEqual(['A']);
  });
});
