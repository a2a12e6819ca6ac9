import type { Localized } from '../localized';

/**
 * One print area of a seeded product (mm): no whitespace; width/height 0 when the size option
 * adds them (wall art), fixed for cards and samples.
 */
export function printArea(id: string, name: Localized, specs: { width?: number; height?: number; trim: number; sideArea?: number }) {
  return {
    id,
    name,
    specs: {
      area: 'front',
      width: specs.width ?? 0,
      height: specs.height ?? 0,
      trim: specs.trim,
      sideArea: specs.sideArea ?? 0,
      whitespaceTop: 0,
      whitespaceRight: 0,
      whitespaceBottom: 0,
      whitespaceLeft: 0,
    },
  };
}
