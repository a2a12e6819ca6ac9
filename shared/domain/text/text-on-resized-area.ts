import type { AreaGeometry } from '../design/image-design';
import type { TextItemSpecs } from './text-item';
import { TEXT_SIZE_MM } from './text-size';

/*
 * A text when its print area changes size (a new format): it keeps its place relative to the
 * front, each direction scaled with the front, and its size scales by the smaller of the two
 * factors, so a text that fitted the front still fits it (a landscape title stays on a portrait
 * print). The anchor then stays on the front, the size within TEXT_SIZE_MM. The same area leaves
 * the text as it is: a text the shopper moved onto the wrap stays there through a new photo.
 */

const within = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

export function textOnResizedArea(specs: TextItemSpecs, from: AreaGeometry, to: AreaGeometry): TextItemSpecs {
  if (from.margin === to.margin && from.front.width === to.front.width && from.front.height === to.front.height) return specs;
  const sx = to.front.width / from.front.width;
  const sy = to.front.height / from.front.height;
  return {
    ...specs,
    x: to.margin + within((specs.x - from.margin) * sx, 0, to.front.width),
    y: to.margin + within((specs.y - from.margin) * sy, 0, to.front.height),
    sizeMm: within(specs.sizeMm * Math.min(sx, sy), TEXT_SIZE_MM.min, TEXT_SIZE_MM.max),
  };
}
