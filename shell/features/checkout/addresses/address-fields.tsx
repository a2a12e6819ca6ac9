import { useIntl } from 'react-intl';
import { FieldLabel, FieldMessages, invalidProps, RadioField, TextField, useMessageText } from '../../account/fields';
import type { FieldErrors } from '../../account/form-errors';
import type { AddressValues } from './guest-draft';
import { hasMessage } from '../../../../shared/i18n/messages/has-message';

type TextName = Exclude<keyof AddressValues, 'sex' | 'country'>;
const TEXT: readonly TextName[] = ['company', 'department', 'firstname', 'lastname', 'address1', 'address2', 'zipcode', 'city'];
/** Field order of one address (for focusing the first failing field). */
export const addressFieldOrder = ['sex', ...TEXT, 'country'] as const;
const REQUIRED = new Set<string>(['firstname', 'lastname', 'address1', 'zipcode', 'city']);
const AUTOCOMPLETE: Record<TextName, string> = {
  company: 'organization',
  department: 'off',
  firstname: 'given-name',
  lastname: 'family-name',
  address1: 'address-line1',
  address2: 'address-line2',
  zipcode: 'postal-code',
  city: 'address-level2',
};

/**
 * The inputs of one postal address. `path` is the body field it fills ('billingAddress'), so the
 * shared schema's and the server's errors ('billingAddress.zipcode') land on their input.
 */
export function AddressFields({
  path,
  section,
  values,
  errors,
  disabled,
  onChange,
}: {
  path: string;
  /** autocomplete section: 'billing' or 'shipping'. */
  section: 'billing' | 'shipping';
  values: AddressValues;
  errors: FieldErrors;
  disabled: boolean;
  onChange: (values: AddressValues) => void;
}) {
  const intl = useIntl();
  const text = useMessageText();
  const label = (name: string) => {
    const id = name === 'country' ? 'order.field.country' : `account.field.${name}`;
    return hasMessage(intl.messages, id) ? intl.formatMessage({ id }) : name;
  };
  const messagesOf = (name: string) => errors[`${path}.${name}`]?.map(text);
  const set = (patch: Partial<AddressValues>) => onChange({ ...values, ...patch });
  const countryId = `${path}-country`;
  return (
    <>
      <RadioField
        idPrefix={path}
        name="sex"
        label={label('sex')}
        value={values.sex}
        choices={['f', 'm'] as const}
        choiceLabel={(choice) => intl.formatMessage({ id: `account.field.sex.${choice}` })}
        onChange={(sex) => set({ sex })}
        disabled={disabled}
        messages={messagesOf('sex')}
      />
      <div className="account-grid">
        {TEXT.map((name) => (
          <TextField
            key={name}
            idPrefix={path}
            name={name}
            label={label(name)}
            required={REQUIRED.has(name)}
            value={values[name]}
            onChange={(value) => set({ [name]: value })}
            disabled={disabled}
            messages={messagesOf(name)}
            autoComplete={AUTOCOMPLETE[name] === 'off' ? 'off' : `section-${section} ${section} ${AUTOCOMPLETE[name]}`}
            {...(name === 'zipcode' ? { inputMode: 'numeric' as const } : {})}
          />
        ))}
        <div className={messagesOf('country')?.length ? 'account-field has-error' : 'account-field'}>
          <FieldLabel htmlFor={countryId} label={label('country')} required />
          <select
            id={countryId}
            value={values.country}
            disabled={disabled}
            autoComplete={`section-${section} ${section} country`}
            onChange={(event) => set({ country: event.target.value as AddressValues['country'] })}
            {...invalidProps(path, 'country', messagesOf('country'))}
          >
            <option value="CH">{intl.formatMessage({ id: 'order.country.CH' })}</option>
            <option value="LI">{intl.formatMessage({ id: 'order.country.LI' })}</option>
          </select>
          <FieldMessages id={`${path}-country-error`} messages={messagesOf('country')} />
        </div>
      </div>
    </>
  );
}
