import { Konva } from 'konva/lib/Global';
import { describe, expect, it } from 'vitest';
import { capKonvaPixelRatio } from './konva-pixel-ratio';

describe('capKonvaPixelRatio', () => {
  it('draws a phone of ratio 2.625 at 2 canvas px per CSS px', () => {
    expect(capKonvaPixelRatio(2.625)).toBe(2);
    expect(Konva.pixelRatio).toBe(2);
  });

  it('keeps a lower ratio as the device has it', () => {
    expect(capKonvaPixelRatio(1.5)).toBe(1.5);
    expect(capKonvaPixelRatio(1)).toBe(1);
  });
});
