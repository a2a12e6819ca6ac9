import { describe, expect, it } from 'vitest';
import { pictureCaption, picturesOf } from './picture-catalogue';

const withEdge = {
  attributes: [
    { id: 'edge', title: 'Kante', type: 'select' as const, allowCustomSize: false, options: [{ id: 'mirrored', name: 'Gespiegelt', modifications: {} }] },
  ],
};

describe('pictureCaption', () => {
  it("names the option a picture shows in the product's words, and nothing for the product as it comes", () => {
    const [plain, ...options] = picturesOf('canvas');
    const mirrored = options.find((picture) => picture.option?.value === 'mirrored')!;
    expect(pictureCaption(mirrored, withEdge)).toBe('Kante: Gespiegelt');
    expect(pictureCaption(plain!, withEdge)).toBeNull();
    expect(pictureCaption(mirrored, { attributes: [] })).toBeNull();
  });
});
