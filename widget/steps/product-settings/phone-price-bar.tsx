import { useAtomValue } from 'jotai';
import { useIntl } from '../../lib/intl/intl-provider';
import { formatChf } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';
import { checkErrorsAtom, priceAtom } from '../../state/state-slices';

/** On phones the summary sits below the options, so the total stays in view at the bottom. */
export function PhonePriceBar({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const price = useAtomValue(priceAtom);
  const errors = useAtomValue(checkErrorsAtom);
  return (
    <div className="phone-price-bar" aria-hidden="true">
      {errors.length ? (
        <span className="unavailable">{intl.formatMessage({ id: 'configurator.summary.unavailable' })}</span>
      ) : (
        <>
          <span>
            {intl.formatMessage({ id: 'configurator.summary.total' })}
            {price.quantity > 1 && (
              <small>
                {' '}
                ({price.quantity} × {formatChf(price.unit, locale)})
              </small>
            )}
          </span>
          <strong>{formatChf(price.total, locale)}</strong>
        </>
      )}
    </div>
  );
}
