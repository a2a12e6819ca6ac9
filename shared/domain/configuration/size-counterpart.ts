import type { Attribute, AttributeOption, Orientation } from '../product/product-schema';
import { sizeOrientation } from './size-orientation';

const surface = (option: AttributeOption) => (option.modifications.width ?? 0) * (option.modifications.height ?? 0);

/**
 * The size a visitor means when switching orientation: the same format turned (60 x 40 -> 40 x 60),
 * else the one of the new orientation closest in surface; undefined when that orientation has none.
 */
export function sizeCounterpart(attribute: Attribute, from: AttributeOption | undefined, orientation: Orientation): AttributeOption | undefined {
  const candidates = attribute.options.filter((option) => sizeOrientation(option) === orientation);
  if (!from) return candidates[0];
  const turned = candidates.find(
    (option) => option.modifications.width === from.modifications.height && option.modifications.height === from.modifications.width,
  );
  if (turned) return turned;
  const target = surface(from);
  return candidates.reduce<AttributeOption | undefined>(
    (best, option) => (best === undefined || Math.abs(surface(option) - target) < Math.abs(surface(best) - target) ? option : best),
    undefined,
  );
}
