import type { DesignItem, PrintArea, PrintAreaDesign } from '../../../../shared/domain';
import { MAX_TEXT_ITEMS, type TextItem, type TextItemSpecs, isTextItem, textItemOf, titleSizeMm } from '../../../../shared/domain/text';

/*
 * The text items of an area's design, edited by their index among the texts. They follow the
 * images in the items (the images' indexes stay theirs) and are drawn over them in their order.
 * A text may come incomplete (a partner's `{ text }` in data-settings): it is read completed, and
 * every change goes through textItemOf, so the editor keeps a text as valid as the server would.
 */

interface TextEntry {
  /** The item as the design holds it. */
  readonly held: DesignItem;
  readonly item: TextItem;
}

const entriesOf = (area: PrintArea, design: PrintAreaDesign | undefined): TextEntry[] =>
  (design?.items ?? []).filter(isTextItem).flatMap((held) => {
    const item = textItemOf(area, held.specs);
    return item ? [{ held, item }] : [];
  });

/** The design's texts, complete. */
export const textsOf = (area: PrintArea, design: PrintAreaDesign | undefined): TextItem[] => entriesOf(area, design).map((entry) => entry.item);

/** The design with a new text (the defaults, in the middle of the front) after the others; as it was when it has as many as it may. */
export function addText(area: PrintArea, design: PrintAreaDesign, text: string): PrintAreaDesign {
  const item = textItemOf(area, { text, sizeMm: titleSizeMm(area) });
  if (!item || textsOf(area, design).length >= MAX_TEXT_ITEMS) return design;
  return { ...design, items: [...design.items, item] };
}

/** The design with the `index`th text changed (its specs made valid again); a text emptied is removed. */
export function changeText(area: PrintArea, design: PrintAreaDesign, index: number, change: Partial<TextItemSpecs>): PrintAreaDesign {
  const entry = entriesOf(area, design)[index];
  if (!entry) return design;
  const changed = textItemOf(area, { ...entry.item.specs, ...change });
  return { ...design, items: design.items.flatMap((item) => (item === entry.held ? (changed ? [changed] : []) : [item])) };
}

export function removeText(area: PrintArea, design: PrintAreaDesign, index: number): PrintAreaDesign {
  const entry = entriesOf(area, design)[index];
  return entry ? { ...design, items: design.items.filter((item) => item !== entry.held) } : design;
}
