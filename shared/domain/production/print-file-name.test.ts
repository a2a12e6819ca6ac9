import { describe, expect, it } from 'vitest';
import { asciiSlug, printFileName } from './print-file-name';

describe('printFileName', () => {
  it('names a print file by order number, item, product and printed size', () => {
    expect(printFileName({ orderNumber: '100042', position: 1, productName: 'Leinwand', widthMm: 400, heightMm: 300 })).toBe(
      '100042-01-leinwand-400x300mm.pdf',
    );
  });

  it('sorts item 10 after item 9 of the same order', () => {
    const names = [10, 9, 1].map((position) => printFileName({ orderNumber: '100042', position, productName: 'Poster', widthMm: 300, heightMm: 400 }));
    expect(names.toSorted()).toEqual(['100042-01-poster-300x400mm.pdf', '100042-09-poster-300x400mm.pdf', '100042-10-poster-300x400mm.pdf']);
  });

  it('keeps the name ASCII, whatever the product is called', () => {
    expect(printFileName({ orderNumber: '100043', position: 2, productName: 'Acrylglas «Brillant» – Rückwand', widthMm: 599.6, heightMm: 400 })).toBe(
      '100043-02-acrylglas-brillant-rueckwand-600x400mm.pdf',
    );
    expect(asciiSlug('Tôle d’aluminium')).toBe('tole-d-aluminium');
  });
});
