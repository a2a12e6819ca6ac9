import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { formatChf } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';
import { configuratorStateAtom } from '../../state/configurator-atoms';

/** Price, production time and shipping as the shared check computed them; announced when they change. */
export function PriceSummary({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const state = useAtomValue(configuratorStateAtom);
  const { price, instruction, shippingOptions, errors } = state;
  const min = instruction.minProductionTime;
  const max = instruction.maxProductionTime;
  return (
    <aside className="price-summary" aria-live="polite">
      <h2>{intl.formatMessage({ id: 'configurator.summary.title' })}</h2>
      <p className="total" data-testid="price-total">
        {formatChf(price.total, locale)}
      </p>
      {price.quantity > 1 && (
        <p className="unit">
          {intl.formatMessage({ id: 'configurator.summary.unit' })}: {formatChf(price.unit, locale)}
        </p>
      )}
      {price.regularUnit !== null && (
        <p className="regular">
          <s>{intl.formatMessage({ id: 'configurator.summary.regular' }, { price: formatChf(price.regularUnit, locale) })}</s>
        </p>
      )}
      <p className="vat">{intl.formatMessage({ id: 'configurator.summary.vat' })}</p>
      {errors.length > 0 && <p className="unavailable">{intl.formatMessage({ id: 'configurator.summary.unavailable' })}</p>}
      {max > 0 && (
        <p className="production-time">
          {intl.formatMessage({ id: 'configurator.summary.productionTime' }, { range: min === max ? String(max) : `${min}–${max}`, max })}
        </p>
      )}
      {shippingOptions.length > 0 && (
        <>
          <h3>{intl.formatMessage({ id: 'configurator.summary.shipping' })}</h3>
          <ul className="shipping">
            {shippingOptions.map((option) => (
              <li key={option.shippingOption_id}>
                <span>{option.name}</span> <span>{formatChf(option.price, locale)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </aside>
  );
}
