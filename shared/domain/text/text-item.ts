import type { DesignItem } from '../design/design-types';
import { areaGeometry } from '../design/image-design';
import type { PrintArea } from '../product/product-schema';
import { DEFAULT_FONT, type FontId, type FontWeight, fontWeights, isFontId } from './font-catalogue';

/*
 * A text item of a design: `{ type: 'text', specs: { text, ... } }`. Every spec but the text has a
 * default, so a partner's embedded settings may carry `{ text }` alone; `textItemOf` fills them.
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
/** Sizes a text may have on the print (mm): from a footnote to a poster headline. */
export const TEXT_SIZE_MM = { min: 1, max: 400 } as const;

const MM_PER_PT = 25.4 / 72;
export const ptToMm = (pt: number): number => pt * MM_PER_PT;
export const mmToPt = (mm: number): number => mm / MM_PER_PT;

export const TEXT_DEFAULTS = {
  font: DEFAULT_FONT,
  weight: 'regular',
  // 36 pt: a title that reads from across a room on a 30 x 40 cm print.
  sizeMm: ptToMm(36),
  colour: '#ffffff',
  align: 'center',
  rotation: 0,
} as const satisfies Omit<TextItemSpecs, 'text' | 'x' | 'y'>;

const HEX_COLOUR = /^#[0-9a-f]{6}$/;

export function isTextItem(item: DesignItem): item is TextItem {
  return item.type === 'text' && typeof item.specs.text === 'string';
}

/** The lines of a text: split at its line breaks only. */
export const textLines = (text: string): string[] => text.split(/\r\n|\r|\n/);

const finiteOr = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T => ((values as readonly unknown[]).includes(value) ? (value as T) : fallback);

/**
 * A complete text item from whatever specs a design carries (a partner's `{ text }`, an old
 * draft, a tampered request): missing or broken specs take their default (the anchor: the middle
 * of the front), the size is kept within TEXT_SIZE_MM, the text within MAX_TEXT_LENGTH. Null when
 * there is no text to print.
 */
export function textItemOf(area: PrintArea, specs: Readonly<Record<string, unknown>>): TextItem | null {
  // By code points, so a cut never halves an emoji.
  const text = typeof specs.text === 'string' ? [...specs.text].slice(0, MAX_TEXT_LENGTH).join('') : '';
  if (text.trim() === '') return null;
  const { full } = areaGeometry(area);
  const colour = typeof specs.colour === 'string' ? specs.colour.toLowerCase() : '';
  return {
    type: 'text',
    specs: {
      text,
      font: isFontId(specs.font) ? specs.font : TEXT_DEFAULTS.font,
      weight: oneOf(fontWeights, specs.weight, TEXT_DEFAULTS.weight),
      sizeMm: Math.min(TEXT_SIZE_MM.max, Math.max(TEXT_SIZE_MM.min, finiteOr(specs.sizeMm, TEXT_DEFAULTS.sizeMm))),
      colour: HEX_COLOUR.test(colour) ? colour : TEXT_DEFAULTS.colour,
      align: oneOf(textAligns, specs.align, TEXT_DEFAULTS.align),
      rotation: finiteOr(specs.rotation, TEXT_DEFAULTS.rotation) % 360,
      x: finiteOr(specs.x, full.width / 2),
      y: finiteOr(specs.y, full.height / 2),
    },
  };
}
