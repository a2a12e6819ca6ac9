import { useAtomValue, useSetAtom } from 'jotai';
import { useId, useState } from 'react';
import { useIntl } from '../../lib/intl/intl-provider';
import { isImageItem, layoutsFor, lowestDpi, type ImageItem } from '../../../shared/domain';
import type { MessageKey } from '../../../shared/i18n/messages';
import { configuratorStateAtom, designArea } from '../../state/configurator-state';
import { chooseLayoutAtom } from '../../state/design-atoms';
import { DesignCanvas } from './design-canvas';
import { DesignToolbar } from './design-toolbar';
import { EdgePicker } from './edge-picker';
import { LayoutIcon } from './layout-icon';
import { previewViewAtom } from './preview/preview-atoms';
import { PreviewView } from './preview/preview-view';
import { ViewSwitch } from './preview/view-switch';
import { QualityMeter } from './quality-meter';

/** The productDesign step: canvas, tools, collage layouts and the quality meter. */
export function DesignStep() {
  const intl = useIntl();
  const state = useAtomValue(configuratorStateAtom);
  const chooseLayout = useSetAtom(chooseLayoutAtom);
  const [selected, setSelected] = useState(0);
  const view = useAtomValue(previewViewAtom);
  const views = useId();
  const area = designArea(state);
  const areaDesign = area ? state.design[area.id] : undefined;
  const items = (areaDesign?.items ?? []).filter(isImageItem);
  if (!area || !areaDesign || items.length === 0) return <p className="step-pending">{intl.formatMessage({ id: 'design.noImage' })}</p>;
  const item: ImageItem = items[selected] ?? (items[0] as ImageItem);
  const index = items.indexOf(item);
  const layouts = layoutsFor(items.length);
  const t = (id: MessageKey) => intl.formatMessage({ id });

  return (
    <div className="design-step">
      <div className="design-main">
        <ViewSwitch idPrefix={views} />
        <div role="tabpanel" id={`${views}-panel`} aria-labelledby={`${views}-tab-${view}`}>
          {view === 'design' ? (
            <>
              <DesignCanvas selected={index} onSelect={setSelected} />
              <ul className="design-legend">
                <li className="legend-bleed">{t('design.legend.bleed')}</li>
                {area.specs.sideArea > 0 && <li className="legend-wrap">{t('design.legend.wrap')}</li>}
                <li className="legend-front">{t('design.legend.front')}</li>
              </ul>
            </>
          ) : (
            <PreviewView view={view} selected={index} />
          )}
        </div>
      </div>
      <div className="design-tools">
        <DesignToolbar item={item} index={index} />
        {layouts.length > 1 && (
          <fieldset className="field layouts">
            <legend>{t('design.layout')}</legend>
            <div className="choices">
              {layouts.map((layout, i) => (
                <label key={layout} className={item.specs.layout === layout ? 'choice chosen' : 'choice'}>
                  <input
                    type="radio"
                    name="collage-layout"
                    aria-label={intl.formatMessage({ id: 'design.layoutName' }, { index: i + 1 })}
                    checked={item.specs.layout === layout}
                    onChange={() => chooseLayout(layout)}
                  />
                  <LayoutIcon layout={layout} />
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <EdgePicker />
        <QualityMeter dpi={lowestDpi(areaDesign)} />
      </div>
    </div>
  );
}
