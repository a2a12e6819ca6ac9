import { useIntl } from '../../../ui/intl/intl-provider';
import type { Rappen } from '../../../shared/domain';
import { formatRappen } from '../../../shared/i18n/format';
import type { Locale } from '../../../shared/i18n/locales';

/** The delta worth showing beside an option: none for the chosen one, one that costs the same, or where it cannot be ordered. */
export function shownDelta(rappen: Rappen | null | undefined, chosen: boolean): Rappen | null {
  return chosen || rappen === undefined || rappen === 0 ? null : rappen;
}

/**
 * What choosing the option adds to (or takes off) the unit price. Hidden from the label's name and
 * given to the radio by aria-describedby, so its accessible name stays the option's own.
 */
export function OptionDelta({ id, rappen, locale }: { id: string; rappen: Rappen | null; locale: Locale }) {
  const intl = useIntl();
  if (rappen === null) return null;
  const message = rappen < 0 ? 'configurator.option.saves' : 'configurator.option.adds';
  return (
    <span id={id} className="option-delta" data-testid="option-delta" aria-hidden="true">
      {intl.formatMessage({ id: message }, { price: formatRappen(Math.abs(rappen), locale) })}
    </span>
  );
}
