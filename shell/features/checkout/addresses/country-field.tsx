import { useIntl } from '../../../../ui/intl/intl-provider';
import type { Country } from '../../../../shared/domain/checkout/address';
import { SelectField, useMessageText, type FieldErrors } from '../../../components/form';

/** The country of a checkout address (the shop delivers to Switzerland and Liechtenstein). */
export function CountryField({
  path,
  section,
  value,
  errors,
  disabled,
  onChange,
}: {
  path: string;
  section: 'billing' | 'shipping';
  value: Country;
  errors: FieldErrors;
  disabled: boolean;
  onChange: (country: Country) => void;
}) {
  const intl = useIntl();
  const text = useMessageText();
  return (
    <SelectField
      idPrefix={path}
      name="country"
      label={intl.formatMessage({ id: 'order.field.country' })}
      required
      value={value}
      onChange={(country) => onChange(country as Country)}
      disabled={disabled}
      messages={errors[`${path}.country`]?.map(text)}
      autoComplete={`section-${section} ${section} country`}
    >
      <option value="CH">{intl.formatMessage({ id: 'order.country.CH' })}</option>
      <option value="LI">{intl.formatMessage({ id: 'order.country.LI' })}</option>
    </SelectField>
  );
}
