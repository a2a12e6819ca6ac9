import { useIntl } from '../../../../ui/intl/intl-provider';
import type { Address } from '../../../../shared/api/selfcare';

/** One line per address, as on an envelope. */
function addressLine(address: Pick<Address, 'company' | 'firstname' | 'lastname' | 'address1' | 'address2' | 'zipcode' | 'city'>): string {
  return [address.company, `${address.firstname} ${address.lastname}`, address.address1, address.address2, `${address.zipcode} ${address.city}`]
    .filter(Boolean)
    .join(', ');
}

/** A radio group over the address book, with a button to add a new address. */
export function AddressChoice({
  name,
  legend,
  addresses,
  value,
  onChange,
  onAdd,
  disabled,
}: {
  name: string;
  legend: string;
  addresses: readonly Address[];
  value: number | null;
  onChange: (id: number) => void;
  onAdd: () => void;
  disabled: boolean;
}) {
  const intl = useIntl();
  return (
    <fieldset className="checkout-fieldset address-choice" data-testid={`address-choice-${name}`}>
      <legend>{legend}</legend>
      {addresses.map((address) => (
        <label key={address.id} className="account-choice checkout-option">
          <input
            type="radio"
            name={`address-${name}`}
            value={address.id}
            checked={value === address.id}
            disabled={disabled}
            onChange={() => onChange(address.id)}
          />
          <span>
            {addressLine(address)}
            {address.isDefault && <span className="checkout-tag"> {intl.formatMessage({ id: 'order.addresses.default' })}</span>}
          </span>
        </label>
      ))}
      <button type="button" className="account-link" onClick={onAdd} disabled={disabled} data-testid={`address-add-${name}`}>
        {intl.formatMessage({ id: 'order.addresses.add' })}
      </button>
    </fieldset>
  );
}
