import { useRef, type KeyboardEvent } from 'react';
import { useIntl } from '../../lib/intl/intl-provider';
import type { Orientation } from '../../../shared/domain/product/product-schema';

interface Props {
  idBase: string;
  orientations: readonly Orientation[];
  value: Orientation;
  onChange: (orientation: Orientation) => void;
}

export const tabId = (idBase: string, orientation: Orientation) => `${idBase}-tab-${orientation}`;
export const panelId = (idBase: string) => `${idBase}-panel`;

/**
 * Orientation as tabs on wide screens and as a select on narrow ones (CSS shows one of them).
 * The tabs follow the ARIA tabs pattern: arrows move and select, only the selected tab is in the
 * tab order.
 */
export function OrientationPicker({ idBase, orientations, value, onChange }: Props) {
  const intl = useIntl();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const label = intl.formatMessage({ id: 'priceList.orientation' });
  const name = (o: Orientation) => intl.formatMessage({ id: `orientation.${o}` });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = orientations.indexOf(value);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: orientations.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + orientations.length) % orientations.length;
    const orientation = orientations[next];
    if (orientation === undefined) return;
    onChange(orientation);
    tabs.current[next]?.focus();
  };

  return (
    <div className="orientation-picker">
      <div className="orientation-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {orientations.map((orientation, index) => (
          <button
            key={orientation}
            ref={(node) => {
              tabs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={tabId(idBase, orientation)}
            aria-selected={orientation === value}
            aria-controls={panelId(idBase)}
            tabIndex={orientation === value ? 0 : -1}
            onClick={() => onChange(orientation)}
          >
            <span className={`orientation-icon orientation-icon-${orientation}`} aria-hidden="true" />
            {name(orientation)}
          </button>
        ))}
      </div>
      <label className="orientation-select">
        <span>{label}</span>
        <select value={value} onChange={(event) => onChange(event.target.value as Orientation)}>
          {orientations.map((orientation) => (
            <option key={orientation} value={orientation}>
              {name(orientation)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
