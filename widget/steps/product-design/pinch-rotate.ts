import { rotateTo, zoomAt, type ImageItem, type Placement } from '../../../shared/domain';
import { TEXT_SIZE_MM } from '../../../shared/domain/text/text-size';
import type { TextItemSpecs } from '../../../shared/domain/text';

/** A point on the print area, in millimetres. */
interface AreaPoint {
  x: number;
  y: number;
}

/** The two fingers of a gesture, on the print area. */
export interface TwoTouches {
  a: AreaPoint;
  b: AreaPoint;
}

/** Within this many degrees of a quarter turn the photo snaps to it: straight again without a steady hand. */
const SNAP_DEGREES = 4;

const spanOf = ({ a, b }: TwoTouches) => Math.hypot(b.x - a.x, b.y - a.y);
const angleOf = ({ a, b }: TwoTouches) => (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;

/**
 * The placement a two-finger gesture gives the image, from where it stood when the fingers came
 * down (`start`): zoomed by how far the fingers spread, about the point between them, and turned
 * by the angle the line between them turned (the domain takes any angle and keeps the cell
 * covered), snapped to a quarter turn near one.
 */
export function pinchRotate(item: ImageItem, start: Placement, from: TwoTouches, to: TwoTouches): Placement {
  const { orig, cell } = item.specs;
  const span = spanOf(from);
  if (!(span > 0)) return start;
  const anchor = { x: (from.a.x + from.b.x) / 2 - cell.x, y: (from.a.y + from.b.y) / 2 - cell.y };
  const zoomed = zoomAt(orig, cell, start, spanOf(to) / span, anchor);
  return rotateTo(orig, cell, zoomed, snapped(start.rotation + angleOf(to) - angleOf(from)));
}

function snapped(rotation: number): number {
  const quarter = Math.round(rotation / 90) * 90;
  return Math.abs(rotation - quarter) <= SNAP_DEGREES ? quarter : rotation;
}

/**
 * The size and turn a two-finger gesture gives a text, from its `start`: grown by how far the
 * fingers spread (within the sizes a text may have), turned as the line between them turned,
 * snapped to a quarter turn near one. The text stays where it is anchored.
 */
export function pinchText(start: Pick<TextItemSpecs, 'sizeMm' | 'rotation'>, from: TwoTouches, to: TwoTouches): Pick<TextItemSpecs, 'sizeMm' | 'rotation'> {
  const span = spanOf(from);
  if (!(span > 0)) return { sizeMm: start.sizeMm, rotation: start.rotation };
  const sizeMm = Math.min(TEXT_SIZE_MM.max, Math.max(TEXT_SIZE_MM.min, (start.sizeMm * spanOf(to)) / span));
  return { sizeMm, rotation: (snapped(start.rotation + angleOf(to) - angleOf(from)) + 360) % 360 };
}
