import { describe, expect, it } from 'vitest';
import { isTextItem, mmToPt, ptToMm, textLines } from './text-item';

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
