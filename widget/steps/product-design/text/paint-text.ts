import { type TextItemSpecs, type TextLayout, cssFontFamily, fontCatalogue, layoutText, textLines } from '../../../../shared/domain/text';

/*
 * A text item painted on a 2D canvas, for every view of the design in the browser (the editor's
 * Konva canvas, the 3D and wall previews' textures). The lines are laid out by shared/domain's
 * layoutText, as the print file and the thumbnail lay them out; only the widths are measured here,
 * with the loaded font (or its fallback until it has arrived: drawn again once it has).
 */

/** What of a 2D context painting needs: a Konva context's own canvas context, a texture's, a test's fake. */
export type TextCanvas = Pick<
  CanvasRenderingContext2D,
  'save' | 'restore' | 'translate' | 'rotate' | 'fillText' | 'measureText' | 'font' | 'fillStyle' | 'textAlign' | 'textBaseline'
>;

/** The size (px) lines are measured at: large enough that rounding to device pixels does not move the widths. */
const MEASURE_PX = 100;

/** The CSS font of a text item at `px` pixels to the em. */
export const textFont = (specs: Pick<TextItemSpecs, 'font' | 'weight'>, px: number): string =>
  `${fontCatalogue[specs.font].weights[specs.weight]} ${px}px ${cssFontFamily(specs.font)}`;

/** The widths (mm on the print) of the text's lines, measured with its font: the same at every scale. */
export function measureLines(ctx: TextCanvas, specs: Pick<TextItemSpecs, 'text' | 'font' | 'weight' | 'sizeMm'>): number[] {
  ctx.save();
  ctx.font = textFont(specs, MEASURE_PX);
  const widths = textLines(specs.text).map((line) => (ctx.measureText(line).width / MEASURE_PX) * specs.sizeMm);
  ctx.restore();
  return widths;
}

/** The laid-out lines of a text item (mm, before the turn about its anchor), measured on `ctx`. */
export const textLayoutOn = (ctx: TextCanvas, specs: TextItemSpecs): TextLayout => layoutText(specs, textLines(specs.text), measureLines(ctx, specs));

/**
 * Paints a text item at `ppm` pixels per millimetre, with the full printed area's corner at the
 * context's origin: its colour, its lines by its alignment, turned about its anchor. Returns the
 * layout it painted (mm), for a caller that outlines or hit-tests the block.
 */
export function paintText(ctx: TextCanvas, specs: TextItemSpecs, ppm: number): TextLayout {
  const layout = textLayoutOn(ctx, specs);
  ctx.save();
  ctx.translate(specs.x * ppm, specs.y * ppm);
  ctx.rotate((specs.rotation * Math.PI) / 180);
  ctx.font = textFont(specs, specs.sizeMm * ppm);
  ctx.fillStyle = specs.colour;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  for (const line of layout.lines) ctx.fillText(line.text, (line.left - specs.x) * ppm, (line.baseline - specs.y) * ppm);
  ctx.restore();
  return layout;
}
