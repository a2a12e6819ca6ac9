import type { Mm } from '../units/units';

/*
 * A stretcher frame for a canvas: 2 bars of fullLength, 2 of fullWidth, and cross braces when a side
 * exceeds the grid distance: one brace per started grid step beyond the first. Braces that divide
 * the long side run across it, so they are fullWidth long; braces dividing the short side are
 * fullLength long. A grid distance of null or 0 means no braces.
 */

export interface FrameBar {
  readonly role: 'side' | 'brace';
  readonly lengthMm: Mm;
  readonly count: number;
}

/** Braces needed along a side: ceil(side / grid) - 1 when side > grid. */
export function bracesAlong(sideMm: number, gridDistance: number | null): number {
  if (gridDistance === null || gridDistance <= 0 || !(sideMm > gridDistance)) return 0;
  const steps = Math.ceil(sideMm / gridDistance);
  return Number.isFinite(steps) ? steps - 1 : 0;
}

export function stretcherFrameBars(fullLength: Mm, fullWidth: Mm, gridDistance: number | null): FrameBar[] {
  const bars: FrameBar[] = [
    { role: 'side', lengthMm: fullLength, count: 2 },
    { role: 'side', lengthMm: fullWidth, count: 2 },
  ];
  const acrossLength = bracesAlong(fullLength, gridDistance);
  if (acrossLength > 0) bars.push({ role: 'brace', lengthMm: fullWidth, count: acrossLength });
  const acrossWidth = bracesAlong(fullWidth, gridDistance);
  if (acrossWidth > 0) bars.push({ role: 'brace', lengthMm: fullLength, count: acrossWidth });
  return bars;
}
