import type { ChosenImage } from '../design/image-design';
import { areaGeometry, imageDesign } from '../design/image-design';
import { layoutsOffered } from '../design/collage';
import type { PrintAreaDesign } from '../design/design-types';
import type { Frame } from '../design/placement';
import type { PrintArea } from '../product/product-schema';
import { type TextItem, TEXT_SIZE_MM, textLines } from '../text/text-item';
import { LINE_HEIGHT_EM } from '../text/text-layout';
import type { Locale } from '../../i18n/locales';
import { type DesignTemplate, SLOT_INSET, type TextSlot, frontOrientation, templateCellCount } from './design-template';

/*
 * A template made into an area's design: the shopper's photos laid out by its layout, its text
 * slots as text items on this size's front. Fewer photos than cells keep the template's layout
 * when it may leave that many cells free (a text slot can sit in one: "two photos and a title");
 * otherwise, and with more photos than cells, they take the first layout made for their number
 * (imageDesign's rule): no chosen photo is dropped.
 */

/**
 * How wide a line of `length` characters is per millimetre of font size, at most: a little over
 * the widest of the catalogue's fonts' average advance, so a slot's text fits its box in any font
 * without measuring it (the pure domain has no font files).
 */
const EM_PER_CHARACTER = 0.62;

function slotItem(slot: TextSlot, locale: Locale, front: Frame, margin: number): TextItem {
  const text = slot.texts[locale];
  const longest = Math.max(1, ...textLines(text).map((line) => [...line].length));
  const boxWidth = slot.width * front.width;
  const lines = textLines(text).length;
  // As large as the slot asks, no larger than its box fits, in width and (the lines' height) in the safe area.
  const wanted = slot.size * Math.min(front.width, front.height);
  const fitting = Math.min(wanted, boxWidth / (longest * EM_PER_CHARACTER), ((1 - 2 * SLOT_INSET) * front.height) / (lines * LINE_HEIGHT_EM));
  const sizeMm = Math.min(TEXT_SIZE_MM.max, Math.max(TEXT_SIZE_MM.min, fitting));
  // The lines' half height, so the block stays inside the safe area however the anchor was set.
  const half = (lines * LINE_HEIGHT_EM * sizeMm) / 2;
  const inset = SLOT_INSET * Math.min(front.width, front.height);
  const y = Math.min(front.height - inset - half, Math.max(inset + half, slot.y * front.height));
  return {
    type: 'text',
    specs: {
      text,
      font: slot.font,
      weight: slot.weight,
      sizeMm,
      colour: slot.colour,
      align: slot.align,
      rotation: 0,
      x: margin + slot.x * front.width,
      y: margin + y,
    },
  };
}

/** The area's design from `template` with `images` in the shopper's order, its texts in `locale`. */
export function applyTemplate(area: PrintArea, images: readonly ChosenImage[], template: DesignTemplate, locale: Locale): PrintAreaDesign {
  const { front, margin } = areaGeometry(area);
  const laidOut = imageDesign(area, images, template.layout, template.style.gap);
  return {
    items: [...laidOut.items, ...template.slots.map((slot) => slotItem(slot, locale, front, margin))],
    collage: { ...template.style },
  };
}

/**
 * The templates a shopper may pick for `area` with `photoCount` photos: those of its orientation,
 * the ones whose cells their photos fill first (a template shows best as it was made), then those
 * whose layout they use with cells free.
 */
export function templatesFor<T extends Pick<DesignTemplate, 'orientation' | 'layout'>>(templates: readonly T[], area: PrintArea, photoCount: number): T[] {
  if (photoCount < 1) return [];
  const orientation = frontOrientation(areaGeometry(area).front);
  const offered = layoutsOffered(photoCount);
  const fits = (template: T) => (templateCellCount(template) === photoCount ? 0 : template.layout !== null && offered.includes(template.layout) ? 1 : 2);
  return templates.filter((template) => template.orientation === orientation).toSorted((a, b) => fits(a) - fits(b));
}
