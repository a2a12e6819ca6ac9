import { atom, useAtomValue } from 'jotai';
import { emptyCells } from '../../../shared/domain/design/free-cells';
import { useT } from '../../../ui/intl/use-t';
import { configuratorStateAtom } from '../../state/configurator-atoms';
import { designAreaAtom } from '../../state/state-slices';

/** How many cells of the collage no photo takes and no text lies in. */
const emptyCellCountAtom = atom((get) => {
  const area = get(designAreaAtom);
  return area ? emptyCells(area, get(configuratorStateAtom).design[area.id]).length : 0;
});

/**
 * A polite note when the layout leaves a cell empty: it prints as background, which may be meant,
 * so the design can still be ordered. The live region is always there, so a screen reader
 * announces the note when a layout or a moved text brings it.
 */
export function FreeCellNote() {
  const t = useT();
  const count = useAtomValue(emptyCellCountAtom);
  return (
    <div aria-live="polite" data-testid="free-cell-note">
      {count > 0 && <p className="quality-meter">{t('design.freeCell', { count })}</p>}
    </div>
  );
}
