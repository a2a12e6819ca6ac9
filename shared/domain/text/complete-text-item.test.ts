import { describe, expect, it } from 'vitest';
import { textItemOf, titleSizeMm } from './complete-text-item';
import { TEXT_DEFAULTS } from './text-item';
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
    const specs = textItemOf(canvas, {
      text: 'x',
      font: 'comic-sans',
      weight: 900,
      sizeMm: 10_000,
      colour: 'red',
      align: 'justify',
      rotation: Number.NaN,
    })?.specs;
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

describe('titleSizeMm', () => {
  it("starts a text at a tenth of the front's shorter side, never below the 36 pt default", () => {
    expect(titleSizeMm(printArea(600, 400, 20, 5))).toBe(40);
    expect(titleSizeMm(printArea(200, 300, 0, 3))).toBe(20);
    expect(titleSizeMm(printArea(100, 100, 0, 3))).toBe(TEXT_DEFAULTS.sizeMm);
  });
});
