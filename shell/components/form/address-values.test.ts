import { describe, expect, it } from 'vitest';
import { addressInput } from './address-values';

describe('the address input table', () => {
  it('scopes autocomplete by section when a page shows two addresses', () => {
    expect(addressInput('zipcode', 'shipping')).toEqual({ autoComplete: 'section-shipping shipping postal-code', required: true, inputMode: 'numeric' });
    expect(addressInput('zipcode')).toEqual({ autoComplete: 'postal-code', required: true, inputMode: 'numeric' });
  });

  it('tells browsers not to guess a department, in any section', () => {
    expect(addressInput('department', 'billing')).toEqual({ autoComplete: 'off', required: false });
  });
});
