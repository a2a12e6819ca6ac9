import type { DesignItem } from '../design/design-types';
import { DEFAULT_FONT, type FontId, type FontWeight } from './font-catalogue';

/*
 * A text item of a design: `{ type: 'text', specs: { text, ... } }`. Every spec but the text has a
 * default, so a partner's embedded settings may carry `{ text }` alone; `textItemOf`
 * (complete-text-item.ts) fills them. Lean on purpose: the API's schema imports this file.
 * Sizes and places are print-area millimetres on the full printed area (the coordinates of image
 * cells); the shopper sees the size in points. Lines come only from explicit line breaks: no
 * renderer wraps, so the preview and the print measure the same lines with the same font.
 */

export const textAligns = ['left', 'center', 'right'] as const;
export type TextAlign = (typeof textAligns)[number];

// A type, not an interface: it must fit DesignItem's open record of specs.
export type TextItemSpecs = {
  readonly text: string;
  readonly font: FontId;
  readonly weight: FontWeight;
  /** The font size (one em) on the print, mm. */
  readonly sizeMm: number;
  /** #rrggbb */
  readonly colour: string;
  readonly align: TextAlign;
  /** Degrees, clockwise, about the anchor. */
  readonly rotation: number;
  /** The anchor (mm on the full printed area): horizontally the lines' left edge, centre or right edge by `align`, vertically the middle of the lines. */
  readonly x: number;
  readonly y: number;
};

export interface TextItem extends DesignItem {
  readonly type: 'text';
  readonly specs: TextItemSpecs;
}

export const MAX_TEXT_LENGTH = 500;
export const MAX_TEXT_ITEMS = 12;
export { TEXT_SIZE_MM } from './text-size';

const MM_PER_PT = 25.4 / 72;
export const ptToMm = (pt: number): number => pt * MM_PER_PT;
export const mmToPt = (mm: number): number => mm / MM_PER_PT;

export const TEXT_DEFAULTS = {
  font: DEFAULT_FONT,
  weight: 'regular',
  // 36 pt (ptToMm(36), written out: a call here would keep this module in the widget's first step):
  // a title that reads from across a room on a 30 x 40 cm print.
  sizeMm: 12.7,
  colour: '#ffffff',
  align: 'center',
  rotation: 0,
} as const satisfies Omit<TextItemSpecs, 'text' | 'x' | 'y'>;

export function isTextItem(item: DesignItem): item is TextItem {
  return item.type === 'text' && typeof item.specs.text === 'string';
}

/** The lines of a text: split at its line breaks only. */
export const textLines = (text: string): string[] => text.split(/\r\n|\r|\n/);
