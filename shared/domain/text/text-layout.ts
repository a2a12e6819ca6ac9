import type { Cell } from '../design/collage';
import type { TextItemSpecs } from './text-item';

/*
 * Where the lines of a text item go, for every renderer (the editor's canvas, the design
 * thumbnail, the print file). Each renderer measures its lines' widths with the same font file and
 * hands them in; the rest is fixed here, not taken from the font's own metrics, so a canvas
 * (alphabetic baseline) and pdfkit put every baseline at the same millimetre.
 */

export interface LaidOutLine {
  readonly text: string;
  /** The line's left end, mm, before the turn. */
  readonly left: number;
  /** The line's baseline, mm, before the turn. */
  readonly baseline: number;
  readonly width: number;
}

export interface TextLayout {
  readonly lines: readonly LaidOutLine[];
  /** The em boxes of all lines, mm, before the turn (which is about the anchor `specs.x`, `specs.y`). */
  readonly box: Cell;
}

/** Baseline to baseline, in ems. */
export const LINE_HEIGHT_EM = 1.2;
/** From the top of a line's em box to its baseline, in ems (the rest, 0.2 em, is for descenders). */
export const BASELINE_EM = 0.8;

/** The lines laid out by the alignment, the block's middle on the anchor; `widths` are the measured widths (mm) of `lines`. */
export function layoutText(specs: Pick<TextItemSpecs, 'sizeMm' | 'align' | 'x' | 'y'>, lines: readonly string[], widths: readonly number[]): TextLayout {
  const size = specs.sizeMm;
  const width = Math.max(0, ...widths);
  const height = size * (1 + (lines.length - 1) * LINE_HEIGHT_EM);
  const left = specs.align === 'left' ? specs.x : specs.align === 'right' ? specs.x - width : specs.x - width / 2;
  const top = specs.y - height / 2;
  return {
    lines: lines.map((text, index) => {
      const lineWidth = widths[index] ?? 0;
      const start = specs.align === 'left' ? left : specs.align === 'right' ? left + width - lineWidth : left + (width - lineWidth) / 2;
      return { text, left: start, baseline: top + size * (BASELINE_EM + index * LINE_HEIGHT_EM), width: lineWidth };
    }),
    box: { x: left, y: top, width, height },
  };
}

/** The upright rectangle (mm) that holds the text block turned by `rotation` degrees about the anchor. */
export function textBounds(specs: Pick<TextItemSpecs, 'rotation' | 'x' | 'y'>, box: Cell): Cell {
  const a = (specs.rotation * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const corners = [
    [box.x, box.y],
    [box.x + box.width, box.y],
    [box.x, box.y + box.height],
    [box.x + box.width, box.y + box.height],
  ].map(([px = 0, py = 0]) => {
    const dx = px - specs.x;
    const dy = py - specs.y;
    return { x: specs.x + dx * cos - dy * sin, y: specs.y + dx * sin + dy * cos };
  });
  const xs = corners.map((corner) => corner.x);
  const ys = corners.map((corner) => corner.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}
