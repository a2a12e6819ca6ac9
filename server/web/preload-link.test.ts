import { describe, expect, it } from 'vitest';
import { lcpPreloadLink } from './preload-link';

const srcset = '/assets/pictures/canvas-wrap-1axo3na-400.avif 400w, /assets/pictures/canvas-wrap-1axo3na-800.avif 800w';

/** A page's head as React renders it (shell/components/product-picture.tsx's preload). */
const page = (links: string) =>
  `<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"/>${links}<link rel="stylesheet" href="/app/index.css"/></head><body><h1>Leinwand</h1></body></html>`;

describe('lcpPreloadLink', () => {
  it("repeats the page's high-priority picture preload as a Link header, srcset and sizes quoted", () => {
    const html = page(
      `<link rel="preload" as="image" type="image/avif" fetchPriority="high" imageSrcSet="${srcset}" imageSizes="(min-width: 880px) 36rem, 100vw"/>`,
    );
    expect(lcpPreloadLink(html)).toBe(
      `</assets/pictures/canvas-wrap-1axo3na-400.avif>; rel=preload; as=image; type="image/avif"; imagesrcset="${srcset}"; imagesizes="(min-width: 880px) 36rem, 100vw"; fetchpriority=high`,
    );
  });

  it('takes an href where the preload has one', () => {
    expect(lcpPreloadLink(page('<link rel="preload" href="/a.jpg" as="image" fetchPriority="high"/>'))).toBe(
      '</a.jpg>; rel=preload; as=image; fetchpriority=high',
    );
  });

  it('is null for a page without one: no picture, a picture of normal priority, a preload in the body', () => {
    expect(lcpPreloadLink(page(''))).toBeNull();
    expect(lcpPreloadLink(page(`<link rel="preload" as="image" imageSrcSet="${srcset}"/>`))).toBeNull();
    expect(lcpPreloadLink(page('<link rel="modulepreload" href="/app/index.js" fetchPriority="low"/>'))).toBeNull();
    expect(lcpPreloadLink(page('').replace('<h1>', `<link rel="preload" as="image" fetchPriority="high" href="/b.jpg"/><h1>`))).toBeNull();
  });
});
