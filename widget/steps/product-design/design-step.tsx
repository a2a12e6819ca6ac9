import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { coverPlacement, isImageItem, layoutsFor, lowestDpi, rotateTo, zoomAt, type ImageItem, type Placement } from '../../../shared/domain';
import type { MessageKey } from '../../../shared/i18n/messages';
import { configuratorStateAtom, designArea } from '../../state/configurator-state';
import { canRedoAtom, canUndoAtom, chooseLayoutAtom, placeImageAtom, redoAtom, undoAtom } from '../../state/design-atoms';
import { DesignCanvas } from './design-canvas';
import { EdgePicker } from './edge-picker';
import { LayoutIcon } from './layout-icon';
import { QualityMeter } from './quality-meter';

/** The productDesign step: canvas, tools, collage layouts and the quality meter. */
export function DesignStep() {
  const intl = useIntl();
  const state = useAtomValue(configuratorStateAtom);
  const place = useSetAtom(placeImageAtom);
  const undo = useSetAtom(undoAtom);
  const redo = useSetAtom(redoAtom);
  const chooseLayout = useSetAtom(chooseLayoutAtom);
  const canUndo = useAtomValue(canUndoAtom);
  const canRedo = useAtomValue(canRedoAtom);
  const [selected, setSelected] = useState(0);
  const area = designArea(state);
  const areaDesign = area ? state.design[area.id] : undefined;
  const items = (areaDesign?.items ?? []).filter(isImageItem);
  if (!area || !areaDesign || items.length === 0) return <p className="step-pending">{intl.formatMessage({ id: 'design.noImage' })}</p>;
  const item: ImageItem = items[selected] ?? (items[0] as ImageItem);
  const index = items.indexOf(item);
  const apply = (change: (it: ImageItem) => Placement) => place({ index, placement: change(item) });
  const layouts = layoutsFor(items.length);
  const t = (id: MessageKey) => intl.formatMessage({ id });

  return (
    <div className="design-step">
      <div className="design-main">
        <DesignCanvas selected={index} onSelect={setSelected} />
        <ul className="design-legend">
          <li className="legend-bleed">{t('design.legend.bleed')}</li>
          {area.specs.sideArea > 0 && <li className="legend-wrap">{t('design.legend.wrap')}</li>}
          <li className="legend-front">{t('design.legend.front')}</li>
        </ul>
      </div>
      <div className="design-tools">
        <div className="toolbar" role="toolbar" aria-label={t('design.canvas.label')}>
          <button type="button" onClick={() => apply((it) => zoomAt(it.specs.orig, it.specs.cell, it.specs.placement, 1.15))}>{t('design.zoomIn')}</button>
          <button type="button" onClick={() => apply((it) => zoomAt(it.specs.orig, it.specs.cell, it.specs.placement, 1 / 1.15))}>{t('design.zoomOut')}</button>
          <button type="button" onClick={() => apply((it) => rotateTo(it.specs.orig, it.specs.cell, it.specs.placement, it.specs.placement.rotation - 90))}>{t('design.rotateLeft')}</button>
          <button type="button" onClick={() => apply((it) => rotateTo(it.specs.orig, it.specs.cell, it.specs.placement, it.specs.placement.rotation + 90))}>{t('design.rotateRight')}</button>
          <button type="button" onClick={() => apply((it) => coverPlacement(it.specs.orig, it.specs.cell, it.specs.placement.rotation))}>{t('design.fit')}</button>
          <button type="button" disabled={!canUndo} onClick={() => undo()}>{t('design.undo')}</button>
          <button type="button" disabled={!canRedo} onClick={() => redo()}>{t('design.redo')}</button>
        </div>
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
