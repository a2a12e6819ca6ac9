import { useIntl } from '../../../ui/intl/intl-provider';
import { TabList } from '../../../widget/lib/tab-list';
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
  const label = intl.formatMessage({ id: 'priceList.orientation' });
  const name = (o: Orientation) => intl.formatMessage({ id: `orientation.${o}` });

  return (
    <div className="orientation-picker">
      <TabList
        values={orientations}
        value={value}
        onChange={onChange}
        label={label}
        className="orientation-tabs"
        tabId={(orientation) => tabId(idBase, orientation)}
        panelId={panelId(idBase)}
      >
        {(orientation) => (
          <>
            <span className={`orientation-icon orientation-icon-${orientation}`} aria-hidden="true" />
            {name(orientation)}
          </>
        )}
      </TabList>
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
