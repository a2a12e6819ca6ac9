import type { PrintArea, PrintAreaDesign } from '../../../../shared/domain';
import { MAX_TEXT_ITEMS, type TextItem, type TextItemSpecs, isTextItem, textItemOf } from '../../../../shared/domain/text';

/*
 * The text items of an area's design, edited by their index among the texts. They follow the
 * images in the items (the images' indexes stay theirs) and are drawn over them in their order.
 * Every change goes through textItemOf, so the editor keeps a text as valid as the server would.
 */

export const textsOf = (design: PrintAreaDesign | undefined): TextItem[] => (design?.items ?? []).filter(isTextItem);

/** The design with a new text (the defaults, in the middle of the front) after the others; as it was when it has as many as it may. */
export function addText(area: PrintArea, design: PrintAreaDesign, text: string): PrintAreaDesign {
  const item = textItemOf(area, { text });
  if (!item || textsOf(design).length >= MAX_TEXT_ITEMS) return design;
  return { ...design, items: [...design.items, item] };
}

/** The design with the `index`th text changed (its specs made valid again); a text emptied is removed. */
export function changeText(area: PrintArea, design: PrintAreaDesign, index: number, change: Partial<TextItemSpecs>): PrintAreaDesign {
  const current = textsOf(design)[index];
  if (!current) return design;
  const changed = textItemOf(area, { ...current.specs, ...change });
  return { ...design, items: design.items.flatMap((item) => (item === current ? (changed ? [changed] : []) : [item])) };
}

export function removeText(design: PrintAreaDesign, index: number): PrintAreaDesign {
  const current = textsOf(design)[index];
  return current ? { ...design, items: design.items.filter((item) => item !== current) } : design;
}
