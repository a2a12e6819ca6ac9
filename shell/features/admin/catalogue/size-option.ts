import { isLocalizedText } from '../../../../shared/domain/product/product-definition';
import { type Locale, locales } from '../../../../shared/i18n/locales';

/*
 * A size option as the catalogue names it: id '60x40', name '60 × 40 cm' ('29,7 × 42 cm' in French
 * and Italian), its orientation from its sides. When staff change a size's sides, what was named
 * after them follows; a name or id written by hand stays as it is.
 */

type Option = Record<string, unknown>;

const decimal = (value: number, locale: Locale) => (locale === 'fr' || locale === 'it' ? String(value).replace('.', ',') : String(value));

const sizeId = (width: number, height: number) => `${width}x${height}`;
const sizeName = (width: number, height: number, locale: Locale) => `${decimal(width, locale)} × ${decimal(height, locale)} cm`;
const orientationOf = (width: number, height: number) => (width > height ? 'landscape' : width < height ? 'portrait' : 'square');

const sides = (option: Option): [unknown, unknown] => {
  const modifications = (option.modifications ?? {}) as Record<string, unknown>;
  return [modifications.width, modifications.height];
};

/** The option with new sides (a number, or text the checks will refuse); id, name and orientation follow when they were the sides'. */
export function resizedOption(option: Option, width: unknown, height: unknown): Option {
  const [oldWidth, oldHeight] = sides(option);
  const next: Option = { ...option, modifications: { ...(option.modifications as object), width, height } };
  if (typeof width !== 'number' || typeof height !== 'number') return next;
  next.orientation = orientationOf(width, height);
  if (typeof oldWidth !== 'number' || typeof oldHeight !== 'number') return next;
  if (option.id === sizeId(oldWidth, oldHeight)) next.id = sizeId(width, height);
  if (isLocalizedText(option.name)) {
    const name = option.name;
    next.name = Object.fromEntries(locales.map((l) => [l, name[l] === sizeName(oldWidth, oldHeight, l) ? sizeName(width, height, l) : name[l]]));
  }
  return next;
}

/** A new size after the last one: the same sides and group, to be changed (its id is taken until then, which the checks say). */
export function newSizeOption(last: Option | undefined): Option {
  const [width, height] = last ? sides(last) : [30, 20];
  const w = typeof width === 'number' ? width : 30;
  const h = typeof height === 'number' ? height : 20;
  return {
    id: sizeId(w, h),
    name: Object.fromEntries(locales.map((l) => [l, sizeName(w, h, l)])),
    orientation: orientationOf(w, h),
    ...(last?.group ? { group: last.group } : {}),
    modifications: { width: w, height: h },
  };
}
