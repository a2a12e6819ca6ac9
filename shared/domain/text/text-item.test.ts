import { describe, expect, it } from 'vitest';
import { TEXT_DEFAULTS, isTextItem, mmToPt, ptToMm, textItemOf, textLines } from './text-item';
import { printArea } from './text-test-fixtures';

const canvas = printArea(400, 300, 20, 5);

describe('textItemOf', () => {
  it('fills every spec but the text from the defaults, anchored in the middle of the front', () => {
    expect(textItemOf(canvas, { text: 'Grosi 80' })).toEqual({
      type: 'text',
      specs: { text: 'Grosi 80', ...TEXT_DEFAULTS, x: 225, y: 175 },
    });
  });

  it('keeps valid specs and lower-cases the colour', () => {
    const specs = { text: 'A\nB', font: 'lora', weight: 'bold', sizeMm: 12, colour: '#A0B1C2', align: 'right', rotation: -15, x: 40, y: 50 };
    expect(textItemOf(canvas, specs)?.specs).toEqual({ ...specs, colour: '#a0b1c2' });
  });

  it('replaces broken specs by their defaults and keeps the size within limits', () => {
    const specs = textItemOf(canvas, { text: 'x', font: 'comic-sans', weight: 900, sizeMm: 10_000, colour: 'red', align: 'justify', rotation: Number.NaN })?.specs;
    expect(specs).toMatchObject({ font: TEXT_DEFAULTS.font, weight: 'regular', sizeMm: 400, colour: TEXT_DEFAULTS.colour, align: 'center', rotation: 0 });
  });

  it('drops an item without text to print', () => {
    expect(textItemOf(canvas, { text: '  \n ' })).toBeNull();
    expect(textItemOf(canvas, { font: 'lato' })).toBeNull();
  });

  it('cuts an overlong text at a whole character', () => {
    expect(textItemOf(canvas, { text: '😀'.repeat(600) })?.specs.text).toBe('😀'.repeat(500));
  });
});

describe('isTextItem', () => {
  it('tells text items from images', () => {
    expect(isTextItem({ type: 'text', specs: { text: 'a' } })).toBe(true);
    expect(isTextItem({ type: 'image', specs: { text: 'a' } })).toBe(false);
  });
});

describe('text units and lines', () => {
  it('converts points and millimetres (72 pt to the inch)', () => {
    expect(ptToMm(72)).toBeCloseTo(25.4, 10);
    expect(mmToPt(ptToMm(6))).toBeCloseTo(6, 10);
  });

  it('splits lines at line breaks only', () => {
    expect(textLines('Familie Müller\r\n2026\rZürich\nEnd')).toEqual(['Familie Müller', '2026', 'Zürich', 'End']);
  });
});
