import { describe, expect, it } from 'vitest';
import { configuredPicture, pictureCaption, picturesOf } from './picture-catalogue';

const withEdge = {
  attributes: [
    { id: 'edge', title: 'Kante', type: 'select' as const, allowCustomSize: false, options: [{ id: 'mirrored', name: 'Gespiegelt', modifications: {} }] },
  ],
};

describe('pictureCaption', () => {
  it("names the option a picture shows in the product's words, and nothing for the product as it comes", () => {
    const [plain, ...options] = picturesOf('canvas');
    const mirrored = options.find((picture) => picture.option?.value === 'mirrored')!;
    expect(pictureCaption(mirrored, withEdge, 'de')).toBe('Kante: Gespiegelt');
    expect(pictureCaption(mirrored, withEdge, 'fr')).toBe('Kante\u202f: Gespiegelt');
    expect(pictureCaption(plain!, withEdge, 'de')).toBeNull();
    expect(pictureCaption(mirrored, { attributes: [] }, 'de')).toBeNull();
  });
});

describe('configuredPicture', () => {
  it('shows the chosen design of a gift voucher, the main picture for an option no picture shows, nothing for a product without pictures', () => {
    expect(configuredPicture('gift-voucher', { design: 'christmas', card: 'card-a6-350' })?.id).toBe('gift-voucher-christmas');
    expect(configuredPicture('gift-voucher', { design: 'neutral' })?.id).toBe('gift-voucher-neutral');
    expect(configuredPicture('gift-voucher', { design: 'unknown' })?.id).toBe('gift-voucher-neutral');
    expect(configuredPicture('no-such-product', {})).toBeUndefined();
  });
});
