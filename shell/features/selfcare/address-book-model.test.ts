import { describe, expect, it } from 'vitest';
import type { Address, AddressBook } from '../../../shared/api/selfcare';
import { addressName, withAddress } from './address-book-model';

const address = (id: number, isDefault = false): Address => ({
  id,
  company: null,
  department: null,
  sex: 'f',
  firstname: 'Erika',
  lastname: `Muster${id}`,
  address1: 'Technoparkstrasse 1',
  address2: null,
  zipcode: '6039',
  city: 'Root',
  isDefault,
});

describe('withAddress', () => {
  const book: AddressBook = { addresses: [address(1, true), address(2)], defaultAddressId: 1 };

  it('appends a new address and keeps the default', () => {
    const next = withAddress(book, address(3));
    expect(next.addresses.map((a) => a.id)).toEqual([1, 2, 3]);
    expect(next.defaultAddressId).toBe(1);
    expect(book.addresses).toHaveLength(2);
  });

  it('replaces an edited address in place', () => {
    const edited = { ...address(2), city: 'Luzern' };
    expect(withAddress(book, edited).addresses.map((a) => a.city)).toEqual(['Root', 'Luzern']);
  });

  it('makes a saved default the only default', () => {
    const next = withAddress(book, address(2, true));
    expect(next.addresses.map((a) => a.isDefault)).toEqual([false, true]);
    expect(next.defaultAddressId).toBe(2);
    expect(book.addresses[0]?.isDefault).toBe(true);
  });

  it('the first address of an empty book can be the default', () => {
    expect(withAddress({ addresses: [], defaultAddressId: null }, address(7, true))).toEqual({ addresses: [address(7, true)], defaultAddressId: 7 });
  });
});

describe('address names', () => {
  it('names an address by person and city', () => {
    expect(addressName(address(4))).toBe('Erika Muster4, Root');
  });
});
