import type { Address, AddressBook } from '../../../shared/api/selfcare';

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
