import type { Localized } from '../localized';
import type { SeedOption } from './types';

/** Format groups of the size options (shown as groups in the price list). */
const formatGroups = {
  classic: { de: 'Klassische Formate', fr: 'Formats classiques', it: 'Formati classici', en: 'Classic formats' },
  din: { de: 'DIN-Formate', fr: 'Formats DIN', it: 'Formati DIN', en: 'DIN formats' },
  panorama: { de: 'Panorama', fr: 'Panoramique', it: 'Panoramico', en: 'Panorama' },
  square: { de: 'Quadratisch', fr: 'Carré', it: 'Quadrato', en: 'Square' },
  large: { de: 'Grossformate', fr: 'Grands formats', it: 'Grandi formati', en: 'Large formats' },
} satisfies Record<string, Localized>;
type FormatGroup = keyof typeof formatGroups;

/** A catalogue size in landscape (or square) form: width x height in cm. */
export interface SizeSpec {
  width: number;
  height: number;
  group: FormatGroup;
  /** Option id stem and label for named formats (e.g. DIN A3); otherwise '<w>x<h>' and 'w × h cm'. */
  code?: string;
  label?: Localized;
  /** Extra working days, e.g. for large formats that need a second person in production. */
  extraDays?: number;
}

function decimal(value: number, locale: keyof Localized): string {
  const text = String(value);
  return locale === 'fr' || locale === 'it' ? text.replace('.', ',') : text;
}

function sizeName(width: number, height: number, label?: Localized): Localized {
  const name = (locale: keyof Localized) => {
    const dims = `${decimal(width, locale)} × ${decimal(height, locale)} cm`;
    return label ? `${label[locale]} (${dims})` : dims;
  };
  return { de: name('de'), fr: name('fr'), it: name('it'), en: name('en') };
}

function option(spec: SizeSpec, width: number, height: number): SeedOption {
  const orientation = width > height ? 'landscape' : width < height ? 'portrait' : 'square';
  const id = spec.code ? (orientation === 'square' ? spec.code : `${spec.code}-${orientation}`) : `${width}x${height}`;
  return {
    id,
    name: sizeName(width, height, spec.label),
    orientation,
    group: formatGroups[spec.group],
    modifications: {
      width,
      height,
      ...(spec.extraDays ? { minProductionTime: spec.extraDays, maxProductionTime: spec.extraDays } : {}),
    },
  };
}

/**
 * The size options of a product: every landscape size, then the same sizes turned to portrait, then the
 * squares. The product's print area has width and height 0; the chosen size option adds them.
 */
export function sizeOptions(landscape: SizeSpec[], squares: SizeSpec[]): SeedOption[] {
  for (const spec of landscape) {
    if (spec.width <= spec.height) throw new Error(`not a landscape size: ${spec.width}x${spec.height}`);
  }
  for (const spec of squares) {
    if (spec.width !== spec.height) throw new Error(`not a square size: ${spec.width}x${spec.height}`);
  }
  return [
    ...landscape.map((spec) => option(spec, spec.width, spec.height)),
    ...landscape.map((spec) => option(spec, spec.height, spec.width)),
    ...squares.map((spec) => option(spec, spec.width, spec.height)),
  ];
}

export const sizeTitle: Localized = { de: 'Grösse', fr: 'Taille', it: 'Dimensione', en: 'Size' };
