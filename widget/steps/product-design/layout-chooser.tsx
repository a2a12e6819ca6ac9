import { useAtomValue, useSetAtom } from 'jotai';
import { collageLayouts, freeCellCount, layoutsOffered } from '../../../shared/domain/design/collage';
import { useT } from '../../../ui/intl/use-t';
import { chooseLayoutAtom } from '../../state/design-atoms';
import { collageLayoutAtom, imageCountAtom } from '../../state/state-slices';
import { LayoutIcon } from './layout-icon';

/**
 * The collage's layouts as a radio group of thumbnails (arrow keys move between them), each named
 * by its shape for screen readers and in its tooltip: those with one cell per photo first, then
 * those that leave cells free (drawn hatched, and named with how many cells stay free).
 */
export function LayoutChooser() {
  const t = useT();
  const count = useAtomValue(imageCountAtom);
  const layout = useAtomValue(collageLayoutAtom);
  const chooseLayout = useSetAtom(chooseLayoutAtom);
  const layouts = layoutsOffered(count);
  if (layouts.length < 2) return null;
  return (
    <fieldset className="field layouts">
      <legend>{t('design.layout')}</legend>
      <div className="choices">
        {layouts.map((choice) => {
          const free = freeCellCount(choice, count);
          const shape = t(`design.layout.${choice}`);
          const name = free > 0 ? t('design.layout.withFree', { name: shape, cells: collageLayouts[choice].length, free }) : shape;
          return (
            <label key={choice} className={choice === layout ? 'choice chosen' : 'choice'} title={name}>
              <input type="radio" name="collage-layout" aria-label={name} checked={choice === layout} onChange={() => chooseLayout(choice)} />
              <LayoutIcon layout={choice} photos={count} />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
