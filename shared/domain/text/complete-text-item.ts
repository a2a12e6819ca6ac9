import { areaGeometry } from '../design/image-design';
import type { PrintArea } from '../product/product-schema';
import { fontWeights, isFontId } from './font-catalogue';
import { MAX_TEXT_LENGTH, TEXT_DEFAULTS, TEXT_SIZE_MM, type TextItem, textAligns } from './text-item';

const HEX_COLOUR = /^#[0-9a-f]{6}$/;

const finiteOr = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  (values as readonly unknown[]).includes(value) ? (value as T) : fallback;

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

/**
 * The size a new text starts with: a tenth of the front's shorter side (a title that reads as one
 * on any size: 40 mm, 113 pt, on a 60 × 40 cm canvas), never below the 36 pt default.
 */
export function titleSizeMm(area: PrintArea): number {
  const { front } = areaGeometry(area);
  return Math.max(TEXT_DEFAULTS.sizeMm, Math.round(Math.min(front.width, front.height)) / 10);
}
