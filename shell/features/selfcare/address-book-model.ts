import type { Address, AddressBook, AddressInput } from '../../../shared/api/selfcare';

/** An address as the form edits it: every field a string ('' for an empty optional field). */
export type AddressValues = { [K in keyof AddressInput]-?: K extends 'sex' ? 'f' | 'm' : string };

export const emptyAddress: AddressValues = {
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

/** How an address is named in button labels and the delete question: 'Erika Muster, Root'. */
export function addressName(address: Pick<Address, 'firstname' | 'lastname' | 'city'>): string {
  return `${address.firstname} ${address.lastname}, ${address.city}`;
}

/**
 * The book with a saved address added or replaced (new ones at the end). A saved default makes
 * every other address not the default; the input is never changed.
 */
export function withAddress(book: AddressBook, saved: Address): AddressBook {
  const known = book.addresses.some((address) => address.id === saved.id);
  const addresses = known ? book.addresses.map((address) => (address.id === saved.id ? saved : address)) : [...book.addresses, saved];
  if (!saved.isDefault) return { addresses, defaultAddressId: book.defaultAddressId === saved.id ? null : book.defaultAddressId };
  return { addresses: addresses.map((address) => (address.id === saved.id ? address : { ...address, isDefault: false })), defaultAddressId: saved.id };
}
