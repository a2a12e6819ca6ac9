import { ADDRESS_TEXT_FIELDS, addressInput, type AddressTextName } from './address-values';

/** An account's text fields: the address ones and the contact's and login's own. */
export type AccountTextName = AddressTextName | 'birthdate' | 'phone' | 'mobile' | 'email' | 'username' | 'password';

type InputProps = { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'tel' | 'email'; required?: boolean };

/** The inputs beside the address ones (those come from the address table). The password is a new one (register). */
const OWN_INPUTS: Record<Exclude<AccountTextName, AddressTextName>, InputProps> = {
  birthdate: { autoComplete: 'bday', inputMode: 'numeric' },
  phone: { type: 'tel', autoComplete: 'tel', required: true },
  mobile: { type: 'tel', autoComplete: 'tel' },
  email: { type: 'email', autoComplete: 'email', required: true },
  username: { autoComplete: 'username', required: true },
  password: { type: 'password', autoComplete: 'new-password', required: true },
};

const isAddressText = (name: AccountTextName): name is AddressTextName => (ADDRESS_TEXT_FIELDS as readonly string[]).includes(name);

/** Input props (type, autocomplete token, input mode, required) of an account's text field, as every account form shows it. */
export function accountInput(name: AccountTextName): InputProps {
  return isAddressText(name) ? addressInput(name) : OWN_INPUTS[name];
}
