import type { Address, AddressInput } from '../../../shared/api/selfcare';

/** An address as a form edits it (AddressInput's fields): every field a string, '' for an empty optional one. */
export type AddressValues = { [K in keyof AddressInput]-?: K extends 'sex' ? 'f' | 'm' : string };

export const emptyAddressValues: AddressValues = {
  company: '',
  department: '',
  sex: 'f',
  firstname: '',
  lastname: '',
  address1: '',
  address2: '',
  zipcode: '',
  city: '',
};

/** A stored address as the form edits it. */
export function addressValues(address: Address): AddressValues {
  return {
    company: address.company ?? '',
    department: address.department ?? '',
    sex: address.sex,
    firstname: address.firstname,
    lastname: address.lastname,
    address1: address.address1,
    address2: address.address2 ?? '',
    zipcode: address.zipcode,
    city: address.city,
  };
}

export type AddressTextName = Exclude<keyof AddressValues, 'sex'>;

/** The text inputs of a postal address in display order. */
export const ADDRESS_TEXT_FIELDS: readonly AddressTextName[] = ['company', 'department', 'firstname', 'lastname', 'address1', 'address2', 'zipcode', 'city'];

/*
 * The one table of address inputs: what the schema requires and the autocomplete token of each.
 * Department has no token of its own (organization-title is a job title), so browsers are told not
 * to guess.
 */
const ADDRESS_INPUTS: Record<AddressTextName, { autoComplete: string; required?: true; inputMode?: 'numeric' }> = {
  company: { autoComplete: 'organization' },
  department: { autoComplete: 'off' },
  firstname: { autoComplete: 'given-name', required: true },
  lastname: { autoComplete: 'family-name', required: true },
  address1: { autoComplete: 'address-line1', required: true },
  address2: { autoComplete: 'address-line2' },
  zipcode: { autoComplete: 'postal-code', required: true, inputMode: 'numeric' },
  city: { autoComplete: 'address-level2', required: true },
};

/**
 * Input props of an address field; `section` ('billing', 'shipping') scopes autocomplete when a
 * page shows two addresses, so the browser fills each from its own saved address.
 */
export function addressInput(name: AddressTextName, section?: 'billing' | 'shipping') {
  const { autoComplete, required, inputMode } = ADDRESS_INPUTS[name];
  return {
    autoComplete: section && autoComplete !== 'off' ? `section-${section} ${section} ${autoComplete}` : autoComplete,
    required: required ?? false,
    ...(inputMode ? { inputMode } : {}),
  };
}
