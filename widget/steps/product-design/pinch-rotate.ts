import { rotateTo, zoomAt, type ImageItem, type Placement } from '../../../shared/domain';

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
  const rotation = start.rotation + angleOf(to) - angleOf(from);
  const quarter = Math.round(rotation / 90) * 90;
  return rotateTo(orig, cell, zoomed, Math.abs(rotation - quarter) <= SNAP_DEGREES ? quarter : rotation);
}
