import { useAtomValue } from 'jotai';
import { useIntl } from '../../../../ui/intl/intl-provider';
import { selectedTextAtom, textItemsAtom } from './text-atoms';

/** Off screen but read (configurator.css, in the widget's first step, has no such class to spare). */
const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } as const;

/** Tells a screen reader which text the canvas selected (by Tab, a click or a new text), as focus stays on the canvas. */
export function TextSelectionStatus() {
  const intl = useIntl();
  const selected = useAtomValue(selectedTextAtom);
  const item = useAtomValue(textItemsAtom)[selected ?? -1];
  return (
    <p role="status" aria-live="polite" style={VISUALLY_HIDDEN}>
      {selected !== null && item && intl.formatMessage({ id: 'design.text.selected' }, { index: selected + 1, text: item.specs.text })}
    </p>
  );
}
