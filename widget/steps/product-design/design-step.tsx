import { atom, useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import type { ApiClient } from '../../../shared/api/client';
import type { Catalogue } from '../../../ui/intl/compiled-intl';
import { designAreaAtom, imageCountAtom } from '../../state/state-slices';
import { AdjustPicker } from './adjust-picker';
import { CollageStylePicker } from './collage-style-picker';
import { DesignCanvas } from './design-canvas';
import { DesignTools } from './design-tools';
import { EdgePicker } from './edge-picker';
import { FaceWarning } from './face-warning';
import { FreeCellNote } from './free-cell-note';
import { LayoutChooser } from './layout-chooser';
import { previewViewAtom } from './preview/preview-atoms';
import { PREVIEW_ASPECT } from './preview/preview-aspect';
import { ViewSwitch } from './preview/view-switch';
import { QualityMeter } from './quality-meter';
import { TemplatePicker } from './template-picker';
import { TextInspector } from './text/text-inspector';
import { FontBaseContext } from './text/use-text-fonts';
import { prefetchWhenIdle } from '../../lib/may-prefetch';
import { useFocusPlacement } from '../../lib/use-focus-placement';
import { IntlProvider, useIntl } from '../../../ui/intl/intl-provider';
import { useT } from '../../../ui/intl/use-t';

/**
 * The step with its own texts (the 'design' part of the language, widget/lib/design-texts.ts) over
 * the configurator's; its text tool's fonts come from the shop at `shopBase` ('' on the shop's own pages).
 */
export function DesignStepWithTexts({ texts, api, shopBase = '' }: { texts: Catalogue; api: ApiClient; shopBase?: string | undefined }) {
  const intl = useIntl();
  const messages = useMemo(() => ({ ...intl.messages, ...texts }), [intl.messages, texts]);
  return (
    <IntlProvider locale={intl.locale} messages={messages}>
      <FontBaseContext.Provider value={shopBase}>
        <DesignStep api={api} />
      </FontBaseContext.Provider>
    </IntlProvider>
  );
}

/**
 * The object and wall views (their painting, WebGL and the rooms, ~8 kB gzip) are not part of the step's
 * load, which is what a phone waits for: most start on the design view. They load once the step shows
 * and the browser is idle (where prefetching is allowed), else when the shopper first opens one.
 */
const loadPreviewView = () => import('./preview/preview-view').then((module) => ({ default: module.PreviewView }));
const PreviewView = lazy(loadPreviewView);

/** The preview's space while its code loads, so nothing below it moves when it comes. */
function PreviewPending({ view }: { view: 'object' | 'room' }) {
  return <div className="preview-view" aria-busy="true" style={{ aspectRatio: 1 / PREVIEW_ASPECT[view] }} />;
}

/** What the step itself shows of the print area: whether it wraps round the sides (null: no area yet). A new size leaves it as it was. */
const areaWrapsAtom = atom((get) => {
  const area = get(designAreaAtom);
  return area === undefined ? null : area.specs.sideArea > 0;
});

/**
 * The productDesign step: canvas, tools, collage layouts and spacing, and the quality meter. It reads only the
 * slices of the state it shows (state-slices.ts): a drag, a zoom or a new size renders the canvas or the
 * preview again, which read the placements themselves, and the quality meter, which reads the resolution,
 * not the whole step (design-step.test.tsx).
 */
function DesignStep({ api }: { api: ApiClient }) {
  const t = useT();
  const wraps = useAtomValue(areaWrapsAtom);
  const count = useAtomValue(imageCountAtom);
  const [selected, setSelected] = useState(0);
  const view = useAtomValue(previewViewAtom);
  const views = useId();
  useFocusPlacement();
  // A failed prefetch is harmless: opening a view loads (and reports) it again.
  useEffect(() => prefetchWhenIdle(() => void loadPreviewView().catch(() => undefined)), []);
  if (wraps === null || count === 0) return <p className="step-pending">{t('design.noImage')}</p>;
  const index = selected < count ? selected : 0;

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
                {wraps && <li className="legend-wrap">{t('design.legend.wrap')}</li>}
                <li className="legend-front">{t('design.legend.front')}</li>
              </ul>
            </>
          ) : (
            <Suspense fallback={<PreviewPending view={view} />}>
              <PreviewView view={view} selected={index} />
            </Suspense>
          )}
        </div>
      </div>
      <DesignTools
        index={index}
        panels={{
          photo: <AdjustPicker index={index} />,
          text: <TextInspector />,
          layout: (
            <>
              <TemplatePicker api={api} />
              <LayoutChooser />
              <CollageStylePicker />
            </>
          ),
          edge: <EdgePicker />,
        }}
      >
        <QualityMeter />
        <FaceWarning />
        <FreeCellNote />
      </DesignTools>
    </div>
  );
}
