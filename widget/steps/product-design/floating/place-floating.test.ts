import { describe, expect, it } from 'vitest';
import { placeFloating } from './place-floating';

const viewport = { left: 0, top: 0, width: 400, height: 300 };
const tooltip = { side: 'top', offset: 6, padding: 4, flip: true, shiftVertically: false } as const;
const bar = { side: 'bottom', offset: 8, padding: 8, flip: false, shiftVertically: true } as const;
const size = { width: 100, height: 20 };

describe('placeFloating', () => {
  it('centres the box on its side of the reference, the offset between them', () => {
    expect(placeFloating({ left: 150, top: 100, width: 40, height: 30 }, size, viewport, tooltip)).toEqual({ left: 120, top: 74 });
    expect(placeFloating({ left: 150, top: 100, width: 40, height: 30 }, size, viewport, bar)).toEqual({ left: 120, top: 138 });
  });

  it('flips to the other side where its own lacks room, and only where the other has it', () => {
    expect(placeFloating({ left: 150, top: 10, width: 40, height: 30 }, size, viewport, tooltip).top).toBe(46);
    expect(placeFloating({ left: 150, top: 10, width: 40, height: 280 }, size, viewport, tooltip).top).toBe(-16);
  });

  it('is pushed inside the boundary less the padding along the horizontal axis', () => {
    expect(placeFloating({ left: 0, top: 100, width: 20, height: 30 }, size, viewport, tooltip).left).toBe(4);
    expect(placeFloating({ left: 390, top: 100, width: 10, height: 30 }, size, viewport, tooltip).left).toBe(296);
  });

  it('is pushed up over the reference when asked to, never out of the boundary', () => {
    const canvas = { left: 50, top: 50, width: 300, height: 200 };
    expect(placeFloating({ left: 100, top: 150, width: 100, height: 100 }, size, canvas, bar).top).toBe(222);
    expect(placeFloating({ left: 100, top: 150, width: 100, height: 100 }, size, canvas, tooltip).top).toBe(124);
  });
});
