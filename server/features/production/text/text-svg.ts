import type { PlacedText } from './placed-text';

/*
 * Text items as an SVG of glyph outlines (fontkit's paths), for sharp to draw over a raster: no
 * system font is involved, so the thumbnail shows the very glyphs the print file embeds. `k` is
 * raster pixels per millimetre, `offset` the raster pixel the SVG's origin lies on.
 */

const escapeAttribute = (value: string) => value.replace(/[^#0-9a-f]/gi, '');

export function textSvg(texts: readonly PlacedText[], k: number, size: { width: number; height: number }, offset = { x: 0, y: 0 }): string {
  const groups = texts.map(({ specs, runs }) => {
    const paths = runs.flatMap((run) => {
      const { font } = run.file;
      const scale = (specs.sizeMm * k) / font.unitsPerEm;
      const glyphRun = font.layout(run.text);
      let pen = run.x * k;
      const baseline = run.baseline * k;
      return glyphRun.glyphs.map((glyph, index) => {
        const position = glyphRun.positions[index];
        const d = glyph.path
          .scale(scale, -scale)
          .translate(pen + (position?.xOffset ?? 0) * scale, baseline - (position?.yOffset ?? 0) * scale)
          .toSVG();
        pen += (position?.xAdvance ?? glyph.advanceWidth) * scale;
        return d;
      });
    });
    const turn = `rotate(${specs.rotation} ${specs.x * k} ${specs.y * k})`;
    return `<g transform="${turn}" fill="${escapeAttribute(specs.colour)}"><path d="${paths.join('')}"/></g>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}"><g transform="translate(${-offset.x} ${-offset.y})">${groups.join('')}</g></svg>`;
}
