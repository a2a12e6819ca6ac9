import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useId, useRef } from 'react';
import { useIntl } from '../../../ui/intl/intl-provider';
import { imageQuality } from '../../../shared/domain';
import { qualityConfirmedAtom, qualityReminderAtom } from '../../state/quality-atoms';
import { lowestDpiAtom } from '../../state/state-slices';

/** Live print resolution of the weakest image: sharp, a warning, or a refusal that needs confirming. It reads the resolution itself, so a zoom renders it, not the step. */
export function QualityMeter() {
  const intl = useIntl();
  const dpi = useAtomValue(lowestDpiAtom);
  const id = useId();
  const [confirmed, setConfirmed] = useAtom(qualityConfirmedAtom);
  const reminders = useAtomValue(qualityReminderAtom);
  const checkbox = useRef<HTMLInputElement>(null);
  // Each refused "add to basket" brings the visitor here, where the reason is shown.
  useEffect(() => {
    if (reminders > 0) checkbox.current?.focus();
  }, [reminders]);
  if (dpi === null) return null;
  const quality = imageQuality(dpi);
  const rounded = Math.round(dpi);
  const fill = Math.max(0.05, Math.min(1, dpi / 200));
  const missing = reminders > 0 && !confirmed;
  return (
    <div className={`quality-meter quality-${quality}`} role="status" data-testid="quality-meter" data-quality={quality}>
      <div className="meter" aria-hidden="true">
        <span style={{ width: `${fill * 100}%` }} />
      </div>
      <p>{intl.formatMessage({ id: `design.quality.${quality}` }, { dpi: rounded })}</p>
      {quality === 'refuse' && (
        <>
          <label className="confirm">
            <input
              ref={checkbox}
              type="checkbox"
              checked={confirmed}
              aria-invalid={missing}
              aria-describedby={missing ? `${id}-missing` : undefined}
              onChange={(e) => setConfirmed(e.target.checked)}
            />
            {intl.formatMessage({ id: 'design.quality.confirm' })}
          </label>
          {missing && (
            <p id={`${id}-missing`} className="field-error" data-testid="quality-missing">
              {intl.formatMessage({ id: 'design.quality.confirmMissing' })}
            </p>
          )}
        </>
      )}
    </div>
  );
}
