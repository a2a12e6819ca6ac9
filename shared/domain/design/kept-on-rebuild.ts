import type { TextItem } from '../text/text-item';
import { textOnResizedArea } from '../text/text-on-resized-area';
import type { DesignItem } from './design-types';
import { type AreaGeometry, isImageItem } from './image-design';

/*
 * What a design laid out anew (new photos, a new layout, a new size) keeps of the shopper's work on
 * the one before: each photo's colour adjustment, found by its original (the photo may now sit in
 * another cell), and the texts, over the photos, moved with the area's front (text-on-resized-area.ts).
 * Not in shared/domain's index: only the widget's rebuild (widget/state/design-atoms.ts) needs it.
 */
export function keptOnRebuild(previous: readonly DesignItem[], laidOut: readonly DesignItem[], from: AreaGeometry, to: AreaGeometry): DesignItem[] {
  const adjusts = new Map(previous.filter(isImageItem).map((item) => [item.specs.orig.id, item.specs.adjust]));
  const photos = laidOut.map((item) => {
    const adjust = adjusts.get(item.specs.orig?.id ?? '');
    return adjust ? { ...item, specs: { ...item.specs, adjust } } : item;
  });
  // By the type alone (not isTextItem, whose module brings the font catalogue into the widget's first
  // step): the design was normalised when it was loaded, every text item in it is whole.
  const texts = previous.filter((item): item is TextItem => item.type === 'text').map((item) => ({ ...item, specs: textOnResizedArea(item.specs, from, to) }));
  return [...photos, ...texts];
}
