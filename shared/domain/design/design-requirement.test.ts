import { describe, expect, it } from 'vitest';
import { Product } from '../product/product-schema';
import { canvas, canvasInput, mug } from '../test-fixtures';
import { areasMissingImage, areasNeedingImage, designSatisfies } from './design-requirement';
import { imageDesign } from './image-design';

const front = canvas.printAreas[0]!;
const placed = imageDesign(front, [{ orig: { id: 'photo', width: 6000, height: 4000 }, src: '' }], null);
const twoSided = Product.parse({ ...canvasInput, printAreas: [...canvasInput.printAreas, { ...canvasInput.printAreas[0]!, id: 'back', name: 'Rückseite' }] });
const printsNothing = Product.parse({ ...canvasInput, printsDesign: false });

describe('which print areas need an image', () => {
  it('is every print area of a product that prints designs, the catalogue’s default', () => {
    expect(areasNeedingImage(twoSided)).toEqual(['front', 'back']);
    expect(canvas.printsDesign).toBe(true);
  });

  it('is none of a product the catalogue says prints nothing', () => {
    expect(areasNeedingImage(printsNothing)).toEqual([]);
  });
});

describe('whether a design satisfies its product', () => {
  it('refuses an empty design of a product that prints', () => {
    expect(designSatisfies(canvas, {})).toBe(false);
    expect(areasMissingImage(canvas, {})).toEqual(['front']);
  });

  it('refuses a print area whose items hold no placed image', () => {
    expect(designSatisfies(canvas, { front: { items: [] } })).toBe(false);
    expect(designSatisfies(canvas, { front: { items: [{ type: 'text', specs: {} }] } })).toBe(false);
    // An image that was never placed (no placement) is not yet on the product.
    expect(designSatisfies(canvas, { front: { items: [{ type: 'image', specs: { orig: { id: 'photo', width: 10, height: 10 } } }] } })).toBe(false);
  });

  it('refuses a print area with text but no photo, and accepts text beside a photo', () => {
    const title = { type: 'text', specs: { text: 'Grosi 80' } };
    expect(areasMissingImage(canvas, { front: { items: [title] } })).toEqual(['front']);
    expect(designSatisfies(canvas, { front: { items: [...placed.items, title] } })).toBe(true);
  });

  it('accepts a placed image in the print area', () => {
    expect(designSatisfies(canvas, { front: placed })).toBe(true);
  });

  it('names each print area still without an image', () => {
    expect(areasMissingImage(twoSided, { front: placed })).toEqual(['back']);
  });

  it('does not count an image placed in an area the product does not have', () => {
    expect(designSatisfies(canvas, { back: placed })).toBe(false);
  });

  it('accepts no design at all for a product that prints nothing', () => {
    expect(designSatisfies(printsNothing, {})).toBe(true);
    expect(designSatisfies({ ...mug, printsDesign: false }, {})).toBe(true);
  });
});
