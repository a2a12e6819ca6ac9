import { useAtomValue } from 'jotai';
import { useIntl } from '../../../ui/intl/intl-provider';
import { sizeQualities } from '../../../shared/domain';
import { currentConfiguration } from '../../../shared/domain';
import { configuratorStateAtom } from '../../state/configurator-atoms';
import { chosenImagesAtom } from '../../state/design-atoms';

/**
 * Before designing: how the chosen images print at each size of the product, judged by the
 * smallest image (a collage prints each image smaller still, the design step shows that exactly).
 */
export function SizeMarks() {
  const intl = useIntl();
  const state = useAtomValue(configuratorStateAtom);
  const chosen = useAtomValue(chosenImagesAtom);
  if (!state.product || chosen.length === 0) return null;
  const smallest = chosen.map((c) => c.orig).reduce((a, b) => (a.width * a.height <= b.width * b.height ? a : b));
  const all = sizeQualities(state.product, smallest, currentConfiguration(state));
  const current = state.instruction.configuration[all[0]?.attributeId ?? 'size'];
  // The sizes of the orientation the visitor chose (all of them for a custom size).
  const orientation = current && !current.custom ? all.find((q) => q.optionId === current.id)?.orientation : undefined;
  const qualities = orientation ? all.filter((q) => q.orientation === orientation) : all;
  if (!qualities.length) return null;
  return (
    <details className="size-marks" open>
      <summary>{intl.formatMessage({ id: 'configurator.product.sizes' })}</summary>
      <ul>
        {qualities.map((q) => (
          <li
            key={q.optionId}
            className={`size-mark quality-${q.quality}`}
            data-quality={q.quality}
            aria-current={current && !current.custom && current.id === q.optionId ? 'true' : undefined}
          >
            <span>{q.name}</span> <span>{intl.formatMessage({ id: `images.quality.${q.quality}` })}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
