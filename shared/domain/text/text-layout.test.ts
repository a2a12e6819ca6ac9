import { describe, expect, it } from 'vitest';
import { BASELINE_EM, LINE_HEIGHT_EM, layoutText, textBounds } from './text-layout';

const specs = { sizeMm: 10, x: 100, y: 50, rotation: 0 };

describe('layoutText', () => {
  it('centres the block on the anchor and each line in it', () => {
    const layout = layoutText({ ...specs, align: 'center' }, ['long line', 'short'], [80, 40]);
    expect(layout.box).toEqual({ x: 60, y: 50 - (10 + 12) / 2, width: 80, height: 22 });
    expect(layout.lines.map((line) => line.left)).toEqual([60, 80]);
    expect(layout.lines.map((line) => line.baseline)).toEqual([39 + 10 * BASELINE_EM, 39 + 10 * (BASELINE_EM + LINE_HEIGHT_EM)]);
  });

  it('puts the anchor on the left edge for left and the right edge for right alignment', () => {
    expect(layoutText({ ...specs, align: 'left' }, ['a', 'b'], [80, 40]).lines.map((line) => line.left)).toEqual([100, 100]);
    expect(layoutText({ ...specs, align: 'right' }, ['a', 'b'], [80, 40]).lines.map((line) => line.left)).toEqual([20, 60]);
  });
});

describe('textBounds', () => {
  const box = { x: 60, y: 45, width: 80, height: 10 };

  it('is the box itself without a turn', () => {
    expect(textBounds(specs, box)).toEqual(box);
  });

  it('holds the block turned about the anchor', () => {
    const turned = textBounds({ ...specs, rotation: 90 }, box);
    expect(turned.x).toBeCloseTo(95);
    expect(turned.y).toBeCloseTo(10);
    expect(turned.width).toBeCloseTo(10);
    expect(turned.height).toBeCloseTo(80);
  });
});
