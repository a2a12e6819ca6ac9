import { useAtom } from 'jotai';
import { atom } from 'jotai';
import { useIntl } from 'react-intl';
import { imageQuality } from '../../../shared/domain';

/** The visitor's confirmation to order an image below the refuse level anyway. */
export const qualityConfirmedAtom = atom(false);

/** Live print resolution of the weakest image: sharp, a warning, or a refusal that needs confirming. */
export function QualityMeter({ dpi }: { dpi: number | null }) {
  const intl = useIntl();
  const [confirmed, setConfirmed] = useAtom(qualityConfirmedAtom);
  if (dpi === null) return null;
  const quality = imageQuality(dpi);
  const rounded = Math.round(dpi);
  const fill = Math.max(0.05, Math.min(1, dpi / 200));
  return (
    <div className={`quality-meter quality-${quality}`} role="status" data-testid="quality-meter" data-quality={quality}>
      <div className="meter" aria-hidden="true">
        <span style={{ width: `${fill * 100}%` }} />
      </div>
      <p>{intl.formatMessage({ id: `design.quality.${quality}` }, { dpi: rounded })}</p>
      {quality === 'refuse' && (
        <label className="confirm">
          <input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
          {intl.formatMessage({ id: 'design.quality.confirm' })}
        </label>
      )}
    </div>
  );
}
