import { useAtom } from 'jotai';
import { type KeyboardEvent, useRef } from 'react';
import { useIntl } from '../../../lib/intl/intl-provider';
import { previewViewAtom, previewViews } from './preview-atoms';

/** The design step's views as tabs: design, the object, on the wall (arrow keys move between them, as tabs do). */
export function ViewSwitch({ idPrefix }: { idPrefix: string }) {
  const intl = useIntl();
  const [view, setView] = useAtom(previewViewAtom);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (e: KeyboardEvent) => {
    const at = previewViews.indexOf(view);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: previewViews.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const index = (next + previewViews.length) % previewViews.length;
    setView(previewViews[index] ?? 'design');
    tabs.current[index]?.focus();
  };
  return (
    <div className="view-switch" role="tablist" aria-label={intl.formatMessage({ id: 'preview.views' })} onKeyDown={onKeyDown}>
      {previewViews.map((name, i) => (
        <button
          key={name}
          ref={(element) => {
            tabs.current[i] = element;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${name}`}
          aria-selected={view === name}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={view === name ? 0 : -1}
          onClick={() => setView(name)}
        >
          {intl.formatMessage({ id: `preview.view.${name}` })}
        </button>
      ))}
    </div>
  );
}
