import { describe, expect, it } from 'vitest';
import { coverPlacement, type ImageItem } from '../../../shared/domain';
import { pinchRotate, pinchText } from './pinch-rotate';

const cell = { x: 0, y: 0, width: 300, height: 200 };
const orig = { id: 'a', width: 3000, height: 2000 };
const start = coverPlacement(orig, cell);
const item: ImageItem = { type: 'image', specs: { orig, cell, placement: start, src: '/a.jpg', layout: null } };
const from = { a: { x: 100, y: 100 }, b: { x: 200, y: 100 } };
/** The fingers `span` mm apart about the same middle, their line turned by `degrees` clockwise. */
function fingers(span: number, degrees: number) {
  const [dx, dy] = [(Math.cos((degrees * Math.PI) / 180) * span) / 2, (Math.sin((degrees * Math.PI) / 180) * span) / 2];
  return { a: { x: 150 - dx, y: 100 - dy }, b: { x: 150 + dx, y: 100 + dy } };
}

describe('a two-finger gesture on a photo', () => {
  it('zooms by how far the fingers spread, about the point between them', () => {
    const placed = pinchRotate(item, start, from, fingers(200, 0));
    expect(placed.scale).toBeCloseTo(start.scale * 2);
    expect(placed.rotation).toBe(0);
    expect(placed.cx).toBeCloseTo(150);
  });

  it('turns by the angle the fingers turned, any angle', () => {
    expect(pinchRotate(item, start, from, fingers(100, 30)).rotation).toBeCloseTo(30);
    expect(pinchRotate(item, start, from, fingers(100, -30)).rotation).toBeCloseTo(330);
  });

  it('snaps to a quarter turn within 4°', () => {
    expect(pinchRotate(item, start, from, fingers(100, 3)).rotation).toBe(0);
    expect(pinchRotate(item, start, from, fingers(100, 87)).rotation).toBe(90);
    expect(pinchRotate(item, start, from, fingers(100, 5)).rotation).toBeCloseTo(5);
  });

  it('keeps the photo covering its cell when the fingers pinch it smaller than the cell', () => {
    expect(pinchRotate(item, start, from, fingers(20, 0)).scale).toBeCloseTo(start.scale);
  });
});

describe('a two-finger gesture on a text', () => {
  const text = { sizeMm: 10, rotation: 0 };

  it('grows the text by how far the fingers spread, within the sizes a text may have', () => {
    expect(pinchText(text, from, fingers(150, 0)).sizeMm).toBeCloseTo(15);
    expect(pinchText(text, from, fingers(0.001, 0)).sizeMm).toBe(1);
    expect(pinchText({ ...text, sizeMm: 300 }, from, fingers(1000, 0)).sizeMm).toBe(400);
  });

  it('turns it as the fingers turned, snapped near a quarter turn', () => {
    expect(pinchText(text, from, fingers(100, 30)).rotation).toBeCloseTo(30);
    expect(pinchText(text, from, fingers(100, -30)).rotation).toBeCloseTo(330);
    expect(pinchText(text, from, fingers(100, 92)).rotation).toBe(90);
  });
});
