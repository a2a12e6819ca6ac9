import { useAtomValue, useSetAtom } from 'jotai';
import { layoutsFor } from '../../../shared/domain';
import { useT } from '../../../ui/intl/use-t';
import { chooseLayoutAtom } from '../../state/design-atoms';
import { collageLayoutAtom, imageCountAtom } from '../../state/state-slices';
import { LayoutIcon } from './layout-icon';

/**
 * The collage's layouts as a radio group of thumbnails (arrow keys move between them), each named
 * by its shape for screen readers and in its tooltip.
 */
export function LayoutChooser() {
  const t = useT();
  const count = useAtomValue(imageCountAtom);
  const layout = useAtomValue(collageLayoutAtom);
  const chooseLayout = useSetAtom(chooseLayoutAtom);
  const layouts = layoutsFor(count);
  if (layouts.length < 2) return null;
  return (
    <fieldset className="field layouts">
      <legend>{t('design.layout')}</legend>
      <div className="choices">
        {layouts.map((choice) => (
          <label key={choice} className={choice === layout ? 'choice chosen' : 'choice'} title={t(`design.layout.${choice}`)}>
            <input
              type="radio"
              name="collage-layout"
              aria-label={t(`design.layout.${choice}`)}
              checked={choice === layout}
              onChange={() => chooseLayout(choice)}
            />
            <LayoutIcon layout={choice} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
