import type { TextCanvas } from './paint-text';

let context: TextCanvas | null | undefined;

/** A 2D context for measuring lines (never shown), made once; null where the browser has no canvas. */
export function measureCanvas(): TextCanvas | null {
  if (context === undefined) context = document.createElement('canvas').getContext('2d');
  return context;
}
