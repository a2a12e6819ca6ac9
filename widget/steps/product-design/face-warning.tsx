import { atom, useAtomValue } from 'jotai';
import { faceWarnings } from '../../../shared/domain/design/face-warnings';
import { useT } from '../../../ui/intl/use-t';
import { configuratorStateAtom } from '../../state/configurator-atoms';
import { designAreaAtom } from '../../state/state-slices';

/** The worst place a face of the design reaches: past the cut, onto the fold, or nowhere (null). */
const faceReachAtom = atom((get) => {
  const area = get(designAreaAtom);
  const design = area && get(configuratorStateAtom).design[area.id];
  if (!area || !design) return null;
  const warnings = faceWarnings(area, design);
  if (warnings.some((warning) => warning.into === 'trim')) return 'trim';
  return warnings.length > 0 ? 'wrap' : null;
});

/**
 * Says so when a move or zoom brings a face onto the canvas's folded edge or past the cut. The
 * live region is always there, so that a screen reader announces the text when it appears.
 */
export function FaceWarning() {
  const t = useT();
  const reach = useAtomValue(faceReachAtom);
  return (
    <div aria-live="polite" data-testid="face-warning">
      {reach && <p className="quality-meter quality-warn">{t(reach === 'trim' ? 'design.faceWarning.trim' : 'design.faceWarning.wrap')}</p>}
    </div>
  );
}
