/*
 * A collage's spacing and background, per print area: the gap between cells (mm) and the colour
 * that shows in it. A design without them (made before they could be chosen) keeps today's look:
 * 5 mm of white.
 */

export interface CollageStyle {
  /** Between neighbouring cells, mm (none at the outer edge, where the print bleeds). */
  readonly gap: number;
  /** #rrggbb, seen in the gaps. */
  readonly background: string;
}

export const DEFAULT_COLLAGE_STYLE: CollageStyle = { gap: 5, background: '#ffffff' };

/** The gaps offered to choose from, mm. */
export const COLLAGE_GAPS = [0, 2, 5, 10, 20] as const;
/** The widest gap a design may carry, mm. */
export const MAX_COLLAGE_GAP = 50;

/** A valid style from whatever a design carries (a missing or broken value is the default's). */
export function collageStyleOf(value: unknown): CollageStyle {
  if (typeof value !== 'object' || value === null) return DEFAULT_COLLAGE_STYLE;
  const { gap, background } = value as { gap?: unknown; background?: unknown };
  return {
    gap: typeof gap === 'number' && gap >= 0 && gap <= MAX_COLLAGE_GAP ? gap : DEFAULT_COLLAGE_STYLE.gap,
    background: typeof background === 'string' && /^#[0-9a-f]{6}$/i.test(background) ? background.toLowerCase() : DEFAULT_COLLAGE_STYLE.background,
  };
}
