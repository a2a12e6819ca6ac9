import { describe, expect, it } from 'vitest';
import { addressInput, addressValues } from './address-values';

describe('the address input table', () => {
  it('scopes autocomplete by section when a page shows two addresses', () => {
    expect(addressInput('zipcode', 'shipping')).toEqual({ autoComplete: 'section-shipping shipping postal-code', required: true, inputMode: 'numeric' });
    expect(addressInput('zipcode')).toEqual({ autoComplete: 'postal-code', required: true, inputMode: 'numeric' });
  });

  it('tells browsers not to guess a department, in any section', () => {
    expect(addressInput('department', 'billing')).toEqual({ autoComplete: 'off', required: false });
  });

  it('edits a stored address with empty optional fields as empty strings', () => {
    const stored = {
      id: 1,
      sex: 'f' as const,
      firstname: 'Erika',
      lastname: 'Muster',
      address1: 'Weg 1',
      zipcode: '6039',
      city: 'Root',
      company: 'Atelier AG',
      department: null,
      address2: null,
      isDefault: false,
    };
    expect(addressValues(stored)).toMatchObject({ company: 'Atelier AG', department: '', address2: '' });
  });
});
