/** A box in the viewport's coordinates (px), as getBoundingClientRect gives it. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Placement {
  /** The side of the reference the floating box prefers. */
  side: 'top' | 'bottom';
  /** The gap between the reference and the floating box. */
  offset: number;
  /** The least distance kept from the boundary's edges. */
  padding: number;
  /** Whether the box goes to the other side when its own side has no room in the boundary. */
  flip: boolean;
  /** Whether the box is pushed along the vertical axis too (over the reference) to stay inside the boundary. */
  shiftVertically: boolean;
}

/**
 * Where a floating box of `size` goes (its left and top, fixed in the viewport): centred on the
 * reference's side, flipped to the other side when the preferred one lacks room, then pushed inside the
 * boundary (less the padding) along the horizontal axis and, if asked, the vertical one. What the
 * widget's bars and tooltips needed of floating-ui (placement, offset, flip, shift), ~11 kB gzip less.
 */
export function placeFloating(reference: Box, size: { width: number; height: number }, boundary: Box, placement: Placement): { left: number; top: number } {
  const above = reference.top - placement.offset - size.height;
  const below = reference.top + reference.height + placement.offset;
  const minTop = boundary.top + placement.padding;
  const maxTop = boundary.top + boundary.height - placement.padding - size.height;
  let top = placement.side === 'top' ? above : below;
  if (placement.flip) {
    if (placement.side === 'top' && above < minTop && below <= maxTop) top = below;
    if (placement.side === 'bottom' && below > maxTop && above >= minTop) top = above;
  }
  if (placement.shiftVertically) top = clamp(top, minTop, maxTop);
  const centred = reference.left + reference.width / 2 - size.width / 2;
  const left = clamp(centred, boundary.left + placement.padding, boundary.left + boundary.width - placement.padding - size.width);
  return { left, top };
}

/** `value` within [min, max]; `min` wins when the range is empty (a box larger than its boundary keeps its start edge inside). */
const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(value, max));
