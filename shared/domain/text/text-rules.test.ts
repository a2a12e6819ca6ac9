import { describe, expect, it } from 'vitest';
import { type TextItemSpecs, TEXT_DEFAULTS, ptToMm } from './text-item';
import { contrastRatio, textWarnings } from './text-rules';
import { printArea } from './text-test-fixtures';

// Front 400 x 300 from 25 to 425 / 25 to 325; the cut 5 mm in from the edge of the full 450 x 350.
const canvas = printArea(400, 300, 20, 5);
const text = (specs: Partial<TextItemSpecs>): TextItemSpecs => ({ text: 'Zürich', ...TEXT_DEFAULTS, sizeMm: 10, x: 225, y: 175, ...specs });

describe('textWarnings: the safe area', () => {
  it('has nothing to say of a text well inside the front', () => {
    expect(textWarnings(canvas, text({}), [60], null)).toEqual([]);
  });

  it('warns of a text that crosses into the wrap', () => {
    expect(textWarnings(canvas, text({ x: 40 }), [60], null)).toEqual([{ code: 'textOutsideSafeArea', into: 'wrap' }]);
  });

  it('warns of a text that reaches past the cut into the trim', () => {
    expect(textWarnings(canvas, text({ y: 8 }), [60], null)).toEqual([{ code: 'textOutsideSafeArea', into: 'trim' }]);
  });

  it('measures the turned block: a long line upright fits, turned by 90 degrees it does not', () => {
    expect(textWarnings(canvas, text({}), [380], null)).toEqual([]);
    expect(textWarnings(canvas, text({ rotation: 90 }), [380], null)).toEqual([{ code: 'textOutsideSafeArea', into: 'trim' }]);
  });
});

describe('textWarnings: size and contrast', () => {
  it('warns below 6 pt and not at 6 pt', () => {
    expect(textWarnings(canvas, text({ sizeMm: ptToMm(5.5) }), [20], null)).toEqual([{ code: 'textTooSmall', pt: 5.5 }]);
    expect(textWarnings(canvas, text({ sizeMm: ptToMm(6) }), [20], null)).toEqual([]);
  });

  it('warns of a colour close to the photo under it', () => {
    expect(textWarnings(canvas, text({ colour: '#ffffff' }), [60], '#dddddd')).toEqual([{ code: 'textLowContrast', ratio: expect.closeTo(1.36, 2) }]);
    expect(textWarnings(canvas, text({ colour: '#ffffff' }), [60], '#333333')).toEqual([]);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for equal colours, either way round', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('matches the WCAG figure of a mid grey on white (4.48:1)', () => {
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
