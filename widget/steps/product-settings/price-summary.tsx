import { useAtomValue } from 'jotai';
import { useIntl } from '../../../ui/intl/intl-provider';
import { chooseShipping, type SaleVat, saleVat } from '../../../shared/domain';
import { checkErrorText } from '../../../shared/i18n/check-error-text';
import { formatChf, formatRappen } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';
import { checkErrorsAtom, instructionAtom, priceAtom, productAtom, shippingOptionsAtom } from '../../state/state-slices';
import { bulkOfferAtom } from '../../state/price-atoms';

/** What the price box says of VAT: a gift voucher is sold without (a multi-purpose voucher). */
const vatWording = { included: 'configurator.summary.vat', none: 'configurator.summary.noVat' } as const satisfies Record<SaleVat, string>;

/**
 * Price (unit and total), production time, delivery and the bulk-price hint as the shared check
 * computed them; announced when they change. A configuration that cannot be ordered has no price
 * and no shipping: only the reasons are shown.
 */
export function PriceSummary({ locale, shipping = true }: { locale: Locale; shipping?: boolean }) {
  const intl = useIntl();
  // Slices: a change of the design alone (a drag) leaves the price and this summary as they are.
  const price = useAtomValue(priceAtom);
  const { minProductionTime: min, maxProductionTime: max } = useAtomValue(instructionAtom);
  const shippingOptions = useAtomValue(shippingOptionsAtom);
  const errors = useAtomValue(checkErrorsAtom);
  const bulkOffer = useAtomValue(bulkOfferAtom);
  const product = useAtomValue(productAtom);
  // What the basket would choose by itself: the cheapest delivery, a pickup only when nothing delivers.
  const delivery = chooseShipping(shippingOptions, null);
  return (
    <aside className="price-summary" part="price" aria-live="polite" data-testid="price-summary">
      <h2>{intl.formatMessage({ id: 'configurator.summary.title' })}</h2>
      {errors.length > 0 ? (
        <>
          <p className="unavailable">{intl.formatMessage({ id: 'configurator.summary.reasons' })}</p>
          <ul className="reasons" data-testid="price-reasons">
            {errors.map((error) => {
              const text = checkErrorText(intl, error);
              return <li key={text}>{text}</li>;
            })}
          </ul>
        </>
      ) : (
        <>
          <p className="total" data-testid="price-total">
            {formatChf(price.total, locale)}
          </p>
          <p className="unit" data-testid="price-unit">
            {intl.formatMessage({ id: 'configurator.summary.unit' }, { price: formatChf(price.unit, locale) })}
          </p>
          {price.regularUnit !== null && (
            <p className="regular">
              <s>{intl.formatMessage({ id: 'configurator.summary.regular' }, { price: formatChf(price.regularUnit, locale) })}</s>
            </p>
          )}
          <p className="vat" data-testid="price-vat">
            {intl.formatMessage({ id: vatWording[product ? saleVat(product) : 'included'] })}
          </p>
          {bulkOffer && (
            <p className="bulk-hint" data-testid="bulk-hint">
              {intl.formatMessage({ id: 'configurator.summary.bulkHint' }, { count: bulkOffer.fromAmount, price: formatRappen(bulkOffer.unitRappen, locale) })}
            </p>
          )}
          {max > 0 && (
            <p className="production-time" data-testid="delivery-estimate">
              {intl.formatMessage({ id: 'configurator.summary.productionTime' }, { range: min === max ? String(max) : `${min}–${max}`, max })}
              {delivery && (
                <>
                  <br />
                  {intl.formatMessage({ id: 'configurator.summary.deliveryFrom' }, { price: formatChf(delivery.price, locale) })}
                </>
              )}
            </p>
          )}
          {shipping && shippingOptions.length > 0 && (
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
        </>
      )}
    </aside>
  );
}
