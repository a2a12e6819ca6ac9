import { useAtomValue, useSetAtom } from 'jotai';
import { useId } from 'react';
import { COLLAGE_GAPS, collageStyleOf } from '../../../shared/domain';
import { useT } from '../../../ui/intl/use-t';
import { chooseCollageStyleAtom } from '../../state/collage-atoms';
import { collageStyleAtom, imageCountAtom } from '../../state/state-slices';

/** A collage's gap between the photos (a few widths) and the colour seen in it. */
export function CollageStylePicker() {
  const t = useT();
  const colourId = useId();
  const count = useAtomValue(imageCountAtom);
  const style = collageStyleOf(useAtomValue(collageStyleAtom));
  const choose = useSetAtom(chooseCollageStyleAtom);
  if (count < 2) return null;
  return (
    <fieldset className="field collage-style">
      <legend>{t('design.collage.gap')}</legend>
      <div className="choices">
        {COLLAGE_GAPS.map((gap) => (
          <label key={gap} className={style.gap === gap ? 'choice chosen' : 'choice'}>
            <input type="radio" name="collage-gap" checked={style.gap === gap} onChange={() => choose({ ...style, gap })} />
            {t('design.collage.gapMm', { mm: gap })}
          </label>
        ))}
      </div>
      <p className="edge-colour">
        <label htmlFor={colourId}>{t('design.collage.background')}</label>
        <input id={colourId} type="color" value={style.background} onChange={(e) => choose({ ...style, background: e.target.value })} />
      </p>
    </fieldset>
  );
}
