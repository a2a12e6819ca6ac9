import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useIntl } from '../../../ui/intl/intl-provider';
import { formatChf } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';
import { checkErrorsAtom, priceAtom } from '../../state/state-slices';

/**
 * On phones the bar at the bottom of the screen: the total (the summary sits below the options) and
 * the step's main action (`children`: next, or add to basket), reachable wherever the step is
 * scrolled. On wide screens only a bar inside the step's price row shows, as that row's action.
 */
export function PhonePriceBar({ locale, children }: { locale: Locale; children?: ReactNode }) {
  const intl = useIntl();
  const price = useAtomValue(priceAtom);
  const errors = useAtomValue(checkErrorsAtom);
  return (
    <div className="phone-price-bar" data-testid="step-bar">
      {/* The total repeats the summary's, for the eye: screen readers have the summary. */}
      <div className="phone-price-total" aria-hidden="true">
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
      {children}
    </div>
  );
}
