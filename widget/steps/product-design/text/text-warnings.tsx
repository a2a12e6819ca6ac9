import { useAtomValue } from 'jotai';
import { type TextItemSpecs, type TextWarning, textLines, textWarnings } from '../../../../shared/domain/text';
import { useIntl } from '../../../../ui/intl/intl-provider';
import { designAreaAtom } from '../../../state/state-slices';
import { measureCanvas } from './measure-canvas';
import { measureLines } from './paint-text';
import { photoMeanAtom } from './text-atoms';

function useWarningText(): (warning: TextWarning) => string {
  const intl = useIntl();
  return (warning) => {
    if (warning.code === 'textOutsideSafeArea') return intl.formatMessage({ id: warning.into === 'wrap' ? 'design.text.warn.wrap' : 'design.text.warn.trim' });
    if (warning.code === 'textTooSmall')
      return intl.formatMessage({ id: 'design.text.warn.small' }, { pt: intl.formatNumber(warning.pt, { maximumFractionDigits: 1 }) });
    return intl.formatMessage({ id: 'design.text.warn.contrast' }, { ratio: intl.formatNumber(warning.ratio, { maximumFractionDigits: 1 }) });
  };
}

/**
 * What the selected text risks in print (shared/domain/text/text-rules.ts), measured with its font
 * and against the photo under it as the canvas shows it; told politely to a screen reader as it
 * changes. The region stays while the text is selected, so a warning that appears is announced.
 */
export function TextWarnings({ specs }: { specs: TextItemSpecs }) {
  const area = useAtomValue(designAreaAtom);
  const photoMean = useAtomValue(photoMeanAtom);
  const wording = useWarningText();
  const ctx = measureCanvas();
  const widths = ctx ? measureLines(ctx, specs) : textLines(specs.text).map(() => 0);
  const warnings = area ? textWarnings(area, specs, widths, photoMean) : [];
  return (
    <ul className="text-warnings" role="status" aria-live="polite" style={{ color: '#8a4b00', paddingInlineStart: '1.2rem' }}>
      {warnings.map((warning) => (
        <li key={warning.code} className="warning">
          {wording(warning)}
        </li>
      ))}
    </ul>
  );
}
