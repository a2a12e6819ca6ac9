import { useIntl } from '../../../ui/intl/intl-provider';
import type { PriceListGroup } from '../../../shared/domain/price-list/price-list';
import type { Locale } from '../../../shared/i18n/locales';
import { formatChf } from '../../../shared/i18n/format';

/** One format group: each format with its price (struck-through regular price during a promo). */
export function PriceTable({ group, locale }: { group: PriceListGroup; locale: Locale }) {
  const intl = useIntl();
  const caption = group.group ?? intl.formatMessage({ id: 'priceList.otherFormats' });
  return (
    <table className="price-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage({ id: 'priceList.format' })}</th>
          <th scope="col">{intl.formatMessage({ id: 'priceList.price' })}</th>
        </tr>
      </thead>
      <tbody>
        {group.entries.map((entry) => (
          <tr key={entry.optionId} data-option-id={entry.optionId} data-unit-rappen={entry.price.unitRappen}>
            <th scope="row">{entry.name}</th>
            <td>
              {entry.errors.length > 0 ? (
                <span className="muted">{intl.formatMessage({ id: 'priceList.unavailable' })}</span>
              ) : (
                <>
                  {entry.price.regularUnit !== null && (
                    <del className="price-regular">{intl.formatMessage({ id: 'priceList.promo' }, { price: formatChf(entry.price.regularUnit, locale) })}</del>
                  )}{' '}
                  <span className="price">{formatChf(entry.price.unit, locale)}</span>
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
