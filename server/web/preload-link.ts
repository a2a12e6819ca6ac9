/*
 * A page's largest picture as a Link header: the browser starts its download with the HTML's
 * headers, before it has parsed the <head> that names it (on the phone profile the parser reaches
 * that <link> 100–250 ms after the headers arrive, and by then the page's scripts compete for the
 * same slow line). React writes the <link rel="preload"> of the LCP picture (shell/components/
 * product-picture.tsx); the header repeats it, and the browser fetches the picture once.
 */

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replace(/&amp;/g, '&');

/** The Link header value for the page's high-priority image preload, or null when its <head> has none. */
export function lcpPreloadLink(html: string): string | null {
  const headEnd = html.indexOf('</head>');
  const head = headEnd < 0 ? html : html.slice(0, headEnd);
  for (const [tag] of head.matchAll(/<link\s[^>]*>/gi)) {
    if (attribute(tag, 'rel') !== 'preload' || attribute(tag, 'as') !== 'image' || attribute(tag, 'fetchPriority')?.toLowerCase() !== 'high') continue;
    const srcset = attribute(tag, 'imageSrcSet');
    // With a srcset the browser picks from it; the URL is what a browser without srcset support gets.
    const href = attribute(tag, 'href') ?? srcset?.trim().split(/\s+/)[0];
    if (!href) continue;
    const type = attribute(tag, 'type');
    const sizes = attribute(tag, 'imageSizes');
    return [
      `<${href}>`,
      'rel=preload',
      'as=image',
      ...(type ? [`type="${type}"`] : []),
      ...(srcset ? [`imagesrcset="${srcset}"`] : []),
      ...(sizes ? [`imagesizes="${sizes}"`] : []),
      'fetchpriority=high',
    ].join('; ');
  }
  return null;
}
